import { useState, type FormEvent } from "react";
import { MOBILE_MESSAGES, normaliseMobile } from "@contract/mobile";
import { MOBILE_PATTERN } from "@contract/validation";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { sendMobileOtp } from "../api/send-mobile-otp";
import { showAuthError } from "./show-auth-error";

/** The Mobile tab (docs/product.md#accounts): a 10-digit number, Send Code, then the code step. */
export function MobileLoginForm({ onCodeSent }: { onCodeSent: (mobile: string) => void }) {
  const t = useMessages(accountMessages);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mobile = normaliseMobile(typed);
    if (!/^\d{10}$/.test(mobile)) return setError(MOBILE_MESSAGES.length);
    if (!MOBILE_PATTERN.test(mobile)) return setError("Mobile number must start with 6, 7, 8 or 9");
    setError(undefined);
    setBusy(true);
    try {
      await sendMobileOtp(mobile);
      onCodeSent(mobile);
    } catch (err) {
      showAuthError(t, err, t("auth.otpSendFailed"), t.text(MOBILE_MESSAGES.sendFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t("auth.mobileIntro")}</p>
      <FormField id="login-mobile" label={t("auth.mobileNumber")} error={error}>
        <div className="flex items-center gap-2">
          <span className="font-semibold text-slate-600" aria-hidden>
            +91
          </span>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="98765 43210"
            className={inputClass}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            {...fieldA11y("login-mobile", error)}
          />
        </div>
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t("auth.sending") : t("auth.sendCode")}
      </Button>
    </form>
  );
}
