import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { OTP_LENGTH, OTP_RESEND_SECONDS, resetPasswordSchema, type ResetPasswordInput } from "@contract/auth";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { retryAfterSeconds } from "@web/lib/api-client";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { useForgotPassword } from "../api/forgot-password";
import { useResetPassword } from "../api/reset-password";
import { digitsOnly } from "./digits-only";
import { showAuthError } from "./show-auth-error";
import { useCooldown } from "./use-cooldown";

/** Forgot password, second half (docs/product.md#accounts): the mailed code plus the new password twice; success returns to login. */
export function ResetPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const t = useMessages(accountMessages);
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const { secondsLeft, restart } = useCooldown(OTP_RESEND_SECONDS);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, otp: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (res) => {
        toast({
          title: t("auth.passwordReset"),
          description: res.message ?? t("auth.passwordResetText"),
          variant: "success",
        });
        onDone();
      },
      onError: (err) => showAuthError(t, err, t("auth.passwordResetFailed"), t("auth.passwordResetFailedText")),
    }),
  );

  function sendAgain() {
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          restart(OTP_RESEND_SECONDS);
          toast({ title: t("auth.resetSent"), description: t("auth.newCodeOnWay", { email }), variant: "success" });
        },
        onError: (err) => {
          const wait = retryAfterSeconds(err);
          if (wait) restart(wait);
          showAuthError(t, err, t("auth.resetSendFailed"), t("shell.pleaseTryAgain"));
        },
      },
    );
  }

  const otp = register("otp");
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="reset-email" label={t("auth.email")}>
        <input id="reset-email" value={email} readOnly disabled className={inputClass} />
      </FormField>
      <FormField id="reset-otp" label={t("auth.code")} error={errors.otp?.message}>
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          className={`${inputClass} font-mono tracking-[0.3em]`}
          {...fieldA11y("reset-otp", errors.otp?.message)}
          {...otp}
          onChange={(e) => {
            setValue("otp", digitsOnly(e.target.value, OTP_LENGTH));
          }}
        />
      </FormField>
      <FormField
        id="reset-new"
        label={t("auth.newPassword")}
        error={errors.newPassword?.message}
        hint={t("auth.newPasswordHint")}
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y("reset-new", errors.newPassword?.message)}
          {...register("newPassword")}
        />
      </FormField>
      <FormField id="reset-confirm" label={t("auth.confirmNewPassword")} error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y("reset-confirm", errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? t("auth.resetting") : t("auth.resetPassword")}
      </Button>
      <div className="text-center">
        <Button variant="ghost" size="sm" onClick={sendAgain} disabled={secondsLeft > 0 || resend.isPending}>
          {secondsLeft > 0 ? t("auth.resendIn", { n: secondsLeft }) : t("auth.resend")}
        </Button>
      </div>
    </form>
  );
}
