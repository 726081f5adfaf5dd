import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Path } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import { AUTH_MESSAGES, registerSchema, type RegisterInput } from "@contract/auth";
import { PRIVACY_NOTICE_VERSION } from "@contract/privacy";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { ApiRequestError } from "@web/lib/api-client";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { useRegister } from "../api/register";
import { digitsOnly } from "./digits-only";
import { PrivacyNotice } from "./privacy-notice";
import { showAuthError } from "./show-auth-error";

const MOBILE_LENGTH = 10;

/** Digits only; a pasted "+91 98765 43210" or "098765 43210" loses its country or trunk prefix, not its last digits. */
function mobileDigits(value: string) {
  const digits = digitsOnly(value, MOBILE_LENGTH + 2);
  const national =
    (digits.length === 12 && digits.startsWith("91")) || (digits.length === 11 && digits.startsWith("0"))
      ? digits.slice(-MOBILE_LENGTH)
      : digits;
  return national.slice(0, MOBILE_LENGTH);
}

const formSchema = registerSchema
  .extend({
    role: z.enum(["buyer", "seller"], { error: AUTH_MESSAGES.roleRequired }),
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((v) => v, { error: AUTH_MESSAGES.ageConfirm }),
  })
  // `when`: zod skips an object refinement while any field is invalid; the mismatch must show regardless.
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: AUTH_MESSAGES.passwordsDontMatch,
    when: () => true,
  });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

export interface RegisterPrefill {
  email?: string;
  mobile?: string;
  username?: string;
}

/** /register (docs/product.md#pages): prefilled from the query; a 409 or 400 from the server lands on the field it names. */
export function RegisterForm({
  prefill,
  mobileProof,
  onRegistered,
}: {
  prefill: RegisterPrefill;
  /** The prefilled number was just proven by an SMS code: it is verified with the account, no second code. */
  mobileProof?: string;
  onRegistered: (email: string) => void;
}) {
  const t = useMessages(accountMessages);
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      fullName: "",
      username: prefill.username ?? "",
      mobile: prefill.mobile ?? "",
      email: prefill.email ?? "",
      password: "",
      confirmPassword: "",
      role: "" as RegisterInput["role"],
      acceptTerms: false,
      // Ticking the box below accepts the notice shown above it: this version is what the account records.
      privacyNotice: PRIVACY_NOTICE_VERSION,
    },
  });

  const onSubmit = handleSubmit(({ confirmPassword: _c, acceptTerms: _a, ...values }) =>
    registration.mutate(mobileProof && values.mobile === prefill.mobile ? { ...values, mobileProof } : values, {
      onSuccess: () => onRegistered(values.email),
      onError: (err) => {
        for (const { field, message } of fieldErrors(err))
          setError(field as Path<FormInput>, { message }, { shouldFocus: true });
        showAuthError(t, err, t("auth.registerFailed"), t("auth.registerFailedText"));
      },
    }),
  );

  const a11y = (name: keyof FormInput) => fieldA11y(`register-${name}`, errors[name]?.message);
  // "Passwords don't match" shows once the confirmation has been left, and follows both fields from then on.
  const checkConfirm = () => void (getFieldState("confirmPassword").isTouched && trigger("confirmPassword"));
  const mobile = register("mobile");

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="register-fullName" label={t("auth.fullName")} error={errors.fullName?.message}>
        <input
          autoComplete="name"
          maxLength={100}
          className={inputClass}
          {...a11y("fullName")}
          {...register("fullName")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="register-username"
          label={t("auth.username")}
          error={errors.username?.message}
          hint={t("auth.usernameHint")}
        >
          <input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
            className={inputClass}
            {...a11y("username")}
            {...register("username")}
          />
        </FormField>
        <FormField
          id="register-mobile"
          label={t("auth.mobileNumber")}
          error={errors.mobile?.message}
          hint={mobileProof ? t("auth.mobileProofHint") : undefined}
        >
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t("auth.mobilePlaceholder")}
            className={inputClass}
            {...a11y("mobile")}
            {...mobile}
            onChange={(e) => {
              e.target.value = mobileDigits(e.target.value);
              return mobile.onChange(e);
            }}
          />
        </FormField>
      </div>
      <FormField id="register-email" label={t("auth.email")} error={errors.email?.message} hint={t("auth.emailHint")}>
        <input
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          className={inputClass}
          {...a11y("email")}
          {...register("email")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="register-password"
          label={t("auth.password")}
          error={errors.password?.message}
          hint={t("auth.passwordHint")}
        >
          <PasswordInput
            autoComplete="new-password"
            {...a11y("password")}
            {...register("password", { onChange: checkConfirm })}
          />
        </FormField>
        <FormField
          id="register-confirmPassword"
          label={t("auth.confirmPassword")}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            autoComplete="new-password"
            {...a11y("confirmPassword")}
            {...register("confirmPassword", { onChange: checkConfirm, onBlur: () => void trigger("confirmPassword") })}
          />
        </FormField>
      </div>
      <FormField id="register-role" label={t("auth.role")} error={errors.role?.message} hint={t("auth.roleHint")}>
        <select className={inputClass} {...a11y("role")} {...register("role")}>
          <option value="" disabled>
            {t("auth.rolePick")}
          </option>
          <option value="buyer">{t("auth.roleBuyer")}</option>
          <option value="seller">{t("auth.roleSeller")}</option>
        </select>
      </FormField>
      <PrivacyNotice />
      <div>
        <label className="flex gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            {...a11y("acceptTerms")}
            {...register("acceptTerms")}
          />
          <span>
            {t("auth.acceptBefore")}{" "}
            <Link href="/terms-conditions" className="font-semibold text-brand-700 underline">
              {t("auth.terms")}
            </Link>{" "}
            {t("auth.and")}{" "}
            <Link href="/privacy-policy" className="font-semibold text-brand-700 underline">
              {t("auth.privacyPolicy")}
            </Link>
            {t("auth.acceptAfter")}
          </span>
        </label>
        {errors.acceptTerms?.message && (
          <p id="register-acceptTerms-error" className="mt-1.5 text-sm text-red-600" role="alert">
            {t.text(errors.acceptTerms.message)}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? t("auth.creating") : t("auth.create")}
      </Button>
    </form>
  );
}

/** Server answers name the field: a 409 as details.field, a 400 as details[].field. */
function fieldErrors(err: unknown): { field: string; message: string }[] {
  if (!(err instanceof ApiRequestError)) return [];
  const { details } = err;
  if (Array.isArray(details))
    return details.filter(
      (d): d is { field: string; message: string } => typeof d?.field === "string" && d.field !== "",
    );
  if (details && typeof details === "object" && "field" in details && typeof details.field === "string")
    return [{ field: details.field, message: err.message }];
  return [];
}
