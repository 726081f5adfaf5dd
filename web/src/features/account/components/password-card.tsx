import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { changePasswordSchema, type ChangePasswordInput } from "@contract/account";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { useChangePassword } from "../api/sessions";
import { showServerErrors } from "./account-form-errors";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

const FIELDS = [
  { name: "currentPassword", label: "account.currentPassword", autoComplete: "current-password" },
  { name: "newPassword", label: "account.newPassword", autoComplete: "new-password" },
  { name: "confirmPassword", label: "account.confirmNewPassword", autoComplete: "new-password" },
] as const;

/** A new password needs the current one; every other device is then signed out. */
export function PasswordCard() {
  const t = useMessages(accountMessages);
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (res) => {
        reset();
        toast({ title: t("account.passwordChanged"), description: res.message, variant: "success" });
      },
      onError: (err) => {
        const message = showServerErrors(
          err,
          ["currentPassword", "newPassword", "confirmPassword"],
          setError,
          t("account.somethingWrong"),
        );
        if (message) toast({ title: t("account.passwordNotChanged"), description: message, variant: "destructive" });
      },
    }),
  );
  return (
    <section aria-labelledby="password-heading" className={card("p-5")}>
      <h2 id="password-heading" className="text-lg font-bold text-slate-900">
        {t("account.password")}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        {FIELDS.map(({ name, label, autoComplete }) => {
          const error = formState.errors[name]?.message;
          return (
            <FormField
              key={name}
              id={`account-${name}`}
              label={t(label)}
              error={error}
              hint={name === "newPassword" ? t("account.passwordHint") : undefined}
            >
              <PasswordInput
                {...fieldA11y(`account-${name}`, error)}
                autoComplete={autoComplete}
                maxLength={128}
                {...register(name)}
              />
            </FormField>
          );
        })}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("account.changing") : t("account.changePassword")}
        </Button>
        <p className="text-sm text-slate-500">{t("account.othersSignedOut")}</p>
      </form>
    </section>
  );
}
