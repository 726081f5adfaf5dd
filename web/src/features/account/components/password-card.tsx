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

const FIELDS = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
] as const;

/** A new password needs the current one; every other device is then signed out. */
export function PasswordCard() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (res) => {
        reset();
        toast({ title: "Password changed", description: res.message, variant: "success" });
      },
      onError: (err) => {
        const message = showServerErrors(err, ["currentPassword", "newPassword", "confirmPassword"], setError);
        if (message) toast({ title: "Password not changed", description: message, variant: "destructive" });
      },
    }),
  );
  return (
    <section aria-labelledby="password-heading" className={card("p-5")}>
      <h2 id="password-heading" className="text-lg font-bold text-slate-900">
        Password
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        {FIELDS.map(({ name, label, autoComplete }) => {
          const error = formState.errors[name]?.message;
          return (
            <FormField
              key={name}
              id={`account-${name}`}
              label={label}
              error={error}
              hint={name === "newPassword" ? "At least 8 characters. Avoid common passwords." : undefined}
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
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
        <p className="text-sm text-slate-500">You stay signed in here; your other devices are signed out.</p>
      </form>
    </section>
  );
}
