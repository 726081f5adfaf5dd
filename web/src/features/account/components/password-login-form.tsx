import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MAX } from "@contract/auth";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { displayName, signIn } from "@web/lib/session";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { useLogin } from "../api/login";
import { showAuthError, type AuthErrorRoutes } from "./show-auth-error";

// docs/product.md#accounts: login accepts any non-empty password (length rules apply when one is chosen).
const schema = z.object({
  identifier: z.string().trim().min(1, { error: AUTH_MESSAGES.identifierRequired }),
  password: z
    .string()
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordMax }),
});
type Values = z.infer<typeof schema>;

export function PasswordLoginForm({ onForgot, routes }: { onForgot: () => void; routes: AuthErrorRoutes }) {
  const t = useMessages(accountMessages);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { identifier: "", password: "" } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(
      { loginMethod: "password", ...values },
      {
        onSuccess: (res) => {
          if (!res.token || !res.user) return;
          signIn(res.token, res.user);
          toast({
            title: t("auth.loginSuccess"),
            description: t("auth.welcomeBack", { name: displayName(res.user) }),
            variant: "success",
          });
        },
        onError: (err) => showAuthError(t, err, t("auth.loginFailed"), t("auth.loginFailedText"), routes),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="login-identifier" label={t("auth.identifier")} error={errors.identifier?.message}>
        <input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          className={inputClass}
          {...fieldA11y("login-identifier", errors.identifier?.message)}
          {...register("identifier")}
        />
      </FormField>
      <FormField id="login-password" label={t("auth.password")} error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y("login-password", errors.password?.message)}
          {...register("password")}
        />
      </FormField>
      <div className="-mt-1 text-right">
        <button type="button" onClick={onForgot} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("auth.forgotLink")}
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? t("auth.loggingIn") : t("auth.login")}
      </Button>
    </form>
  );
}
