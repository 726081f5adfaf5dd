import { useState } from "react";
import { toast } from "@web/components/ui/use-toast";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { checkEmail } from "../api/check-email";
import { sendOtp } from "../api/send-otp";
import { EmailCodeForm } from "./email-code-form";
import { showAuthError, type AuthErrorRoutes } from "./show-auth-error";

/** Sign-in by code (docs/product.md#accounts): unknown email -> register; unverified -> overlay; otherwise a code is sent. */
export function OtpLoginForm({
  onCodeSent,
  routes,
}: {
  onCodeSent: (email: string) => void;
  routes: Required<AuthErrorRoutes>;
}) {
  const t = useMessages(accountMessages);
  const [busy, setBusy] = useState(false);

  async function start(email: string) {
    setBusy(true);
    try {
      let status;
      try {
        status = await checkEmail({ email });
      } catch (err) {
        showAuthError(t, err, t("auth.error"), t("auth.checkEmailFailed"));
        return;
      }
      if (!status.exists) {
        toast({
          title: t("auth.notFound"),
          description: t("auth.notFoundText"),
          variant: "destructive",
        });
        routes.onRegister({ email });
        return;
      }
      if (!status.isVerified) {
        toast({
          title: t("auth.notVerified"),
          description: t("auth.notVerifiedText"),
          variant: "destructive",
        });
        routes.onNeedsVerification(email);
        return;
      }
      try {
        await sendOtp({ email });
      } catch (err) {
        showAuthError(t, err, t("auth.otpSendFailed"), t("shell.pleaseTryAgain"), routes);
        return;
      }
      toast({ title: t("auth.otpSent"), description: t("auth.codeSent", { email }), variant: "success" });
      onCodeSent(email);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("auth.emailIntro")}</p>
      <EmailCodeForm id="otp-email" submitLabel={t("auth.sendCode")} busy={busy} onSubmit={start} />
    </div>
  );
}
