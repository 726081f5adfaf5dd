import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { emailOnlySchema, type EmailOnlyInput } from "@contract/auth";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

/** One email box and a submit button: the OTP tab and the forgot-password step both ask only this. */
export function EmailCodeForm({
  id,
  submitLabel,
  busy,
  onSubmit,
  defaultEmail = "",
}: {
  id: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (email: string) => void;
  defaultEmail?: string;
}) {
  const t = useMessages(accountMessages);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyInput>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: defaultEmail } });
  return (
    <form onSubmit={handleSubmit((v) => onSubmit(v.email))} noValidate className="space-y-4">
      <FormField id={id} label={t("auth.email")} error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t("auth.emailPlaceholder")}
          className={inputClass}
          {...fieldA11y(id, errors.email?.message)}
          {...register("email")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t("auth.sending") : submitLabel}
      </Button>
    </form>
  );
}
