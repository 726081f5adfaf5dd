import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { OTP_LENGTH, OTP_RESEND_SECONDS, resetPasswordSchema, type ResetPasswordInput } from "@contract/auth";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { retryAfterSeconds } from "@web/lib/api-client";
import { useForgotPassword } from "../api/forgot-password";
import { useResetPassword } from "../api/reset-password";
import { digitsOnly } from "./digits-only";
import { showAuthError } from "./show-auth-error";
import { useCooldown } from "./use-cooldown";

/** Forgot password, second half (docs/product.md#accounts): the mailed code plus the new password twice; success returns to login. */
export function ResetPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
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
          title: "Password Reset",
          description: res.message ?? "Please log in with your new password.",
          variant: "success",
        });
        onDone();
      },
      onError: (err) => showAuthError(err, "Password Reset Failed", "Please check the code and try again."),
    }),
  );

  function sendAgain() {
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          restart(OTP_RESEND_SECONDS);
          toast({ title: "Reset Code Sent", description: `A new code is on its way to ${email}.`, variant: "success" });
        },
        onError: (err) => {
          const wait = retryAfterSeconds(err);
          if (wait) restart(wait);
          showAuthError(err, "Failed to Send Reset Code", "Please try again.");
        },
      },
    );
  }

  const otp = register("otp");
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="reset-email" label="Email address">
        <input id="reset-email" value={email} readOnly disabled className={inputClass} />
      </FormField>
      <FormField id="reset-otp" label="6-digit code" error={errors.otp?.message}>
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
        label="New password"
        error={errors.newPassword?.message}
        hint="At least 8 characters. Avoid common passwords."
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y("reset-new", errors.newPassword?.message)}
          {...register("newPassword")}
        />
      </FormField>
      <FormField id="reset-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y("reset-confirm", errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Resetting..." : "Reset Password"}
      </Button>
      <div className="text-center">
        <Button variant="ghost" size="sm" onClick={sendAgain} disabled={secondsLeft > 0 || resend.isPending}>
          {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : "Resend code"}
        </Button>
      </div>
    </form>
  );
}
