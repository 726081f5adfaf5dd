import { useEffect, useId, useState, type FormEvent } from "react";
import type { PublicUser } from "@contract/auth";
import { OTP_LENGTH } from "@contract/auth";
import { normaliseMobile, SMS_LIMITS } from "@contract/mobile";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";
import { retryAfterSeconds, serverMessage } from "@web/lib/api-client";
import { confirmMobileCode, requestMobileCode } from "@web/lib/api/mobile-verification";
import { updateSessionUser } from "@web/lib/session";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { componentMessages } from "@web/components/messages";

preloadMessages(componentMessages);

/** Seconds left until `until` (ms), ticking while above zero. */
function useSecondsLeft(until: number) {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [left, until]);
  return left;
}

/**
 * Verifies the signed-in person's mobile by an SMS code (docs/product.md#accounts), inline wherever it is needed:
 * the number (their current one, or a new one), Send code, then the six digits. Verify waits for six digits; Resend
 * is locked 60 s after each send. The session's user is updated when the number is verified.
 */
export function MobileVerification({
  mobile: current,
  onVerified,
  onSkip,
  skipLabel,
}: {
  mobile: string;
  onVerified: (user: PublicUser) => void;
  onSkip?: () => void;
  skipLabel?: string;
}) {
  const t = useMessages(componentMessages);
  const id = useId();
  const [mobile, setMobile] = useState(current);
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [resendAt, setResendAt] = useState(0);
  const secondsLeft = useSecondsLeft(resendAt);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const number = normaliseMobile(mobile);
    if (!/^\d{10}$/.test(number)) return setError(t("mobileVerify.length"));
    setBusy(true);
    setError(undefined);
    try {
      await requestMobileCode(number);
      setSentTo(number);
      setCode("");
      setResendAt(Date.now() + SMS_LIMITS.resendSeconds * 1000);
    } catch (err) {
      const wait = retryAfterSeconds(err);
      if (wait && sentTo) setResendAt(Date.now() + wait * 1000);
      setError(serverMessage(err) ?? t("mobileVerify.sendFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return;
    setBusy(true);
    setError(undefined);
    try {
      const res = await confirmMobileCode(code);
      updateSessionUser(res.user);
      onVerified(res.user);
    } catch (err) {
      setCode("");
      setError(serverMessage(err) ?? t("mobileVerify.checkCode"));
    } finally {
      setBusy(false);
    }
  }

  const alert = error && (
    <p role="alert" className="text-sm text-red-600">
      {error}
    </p>
  );
  if (!sentTo)
    return (
      <form onSubmit={send} noValidate className="space-y-3">
        <label htmlFor={`${id}-mobile`} className="block text-sm font-semibold text-slate-800">
          {t("mobileVerify.number")}
        </label>
        <div className="flex items-center gap-2">
          <span className="text-slate-600">+91</span>
          <input
            id={`${id}-mobile`}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            inputMode="numeric"
            autoComplete="tel-national"
            className={inputClass}
          />
        </div>
        {alert}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? t("mobileVerify.sending") : t("mobileVerify.send")}
          </Button>
          {onSkip && (
            <Button type="button" variant="ghost" onClick={onSkip}>
              {skipLabel ?? t("mobileVerify.skip")}
            </Button>
          )}
        </div>
      </form>
    );
  return (
    <form onSubmit={verify} noValidate className="space-y-3">
      <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-slate-800">
        {t("mobileVerify.codeSentTo", { mobile: sentTo })}
      </label>
      <input
        id={`${id}-code`}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        className={`${inputClass} text-center font-mono text-xl tracking-[0.4em]`}
      />
      {alert}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={code.length !== OTP_LENGTH || busy}>
          {busy ? t("mobileVerify.verifying") : t("mobileVerify.verify")}
        </Button>
        <Button type="button" variant="ghost" disabled={secondsLeft > 0 || busy} onClick={() => void send()}>
          {secondsLeft > 0 ? t("mobileVerify.resendIn", { n: secondsLeft }) : t("mobileVerify.resend")}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setSentTo(undefined)}>
          {t("mobileVerify.change")}
        </Button>
      </div>
    </form>
  );
}
