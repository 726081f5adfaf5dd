import { ArrowLeft, MailCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { OTP_LENGTH, OTP_RESEND_SECONDS } from "@contract/auth";
import { Button } from "@web/components/ui/button";
import { FormField, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { retryAfterSeconds, serverMessage } from "@web/lib/api-client";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { digitsOnly } from "./digits-only";
import { useCooldown } from "./use-cooldown";

interface VerificationCardProps {
  title: string;
  description: string;
  email: string;
  /** Toast title when the code is refused (docs/product.md#messages: Verification Failed; OTP Login Failed for a login code). */
  failureTitle?: string;
  /** Resolves when the code was accepted; rejects with the server's error otherwise. */
  onVerify: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  onBack: () => void;
  /** Under the code box; by default the e-mail code's (spam folder). */
  hint?: string;
}

/** Reusable six-digit code screen (docs/product.md#pages): Verify waits for 6 digits, Resend is locked 60 s after opening and after each resend. */
export function VerificationCard({
  title,
  description,
  email,
  failureTitle,
  onVerify,
  onResend,
  onBack,
  hint,
}: VerificationCardProps) {
  const t = useMessages(accountMessages);
  const id = useId();
  const [code, setCode] = useState("");
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const { secondsLeft, restart } = useCooldown(OTP_RESEND_SECONDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) {
      toast({ title: t("auth.invalidOtp"), description: t("auth.enterSixDigits"), variant: "destructive" });
      return;
    }
    setVerifying(true);
    try {
      await onVerify(code);
    } catch (err) {
      const message = serverMessage(err);
      const expired = message && /expired|No OTP found/i.test(message);
      toast({
        title: failureTitle ?? t("auth.verificationFailed"),
        description: expired ? t("auth.codeExpired") : (message ?? t("auth.checkCode")),
        variant: "destructive",
      });
      setCode("");
    } finally {
      setVerifying(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      await onResend();
      restart(OTP_RESEND_SECONDS);
      setCode("");
      toast({ title: t("auth.otpSent"), description: t("auth.newCodeOnWay", { email }), variant: "success" });
    } catch (err) {
      const wait = retryAfterSeconds(err);
      if (wait) restart(wait);
      toast({
        title: t("auth.resendFailed"),
        description: serverMessage(err) ?? t("shell.pleaseTryAgain"),
        variant: "destructive",
      });
    } finally {
      setResending(false);
    }
  }

  return (
    <div>
      <div className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <MailCheck className="size-7" aria-hidden />
      </div>
      <h1 className="mt-4 text-center text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-center text-slate-600">
        {description}{" "}
        <strong className="block font-semibold text-slate-900 [overflow-wrap:anywhere]" translate="no">
          {email}
        </strong>
      </p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <FormField id={id} label={t("auth.code")} hint={hint ?? t("auth.emailCodeHint")}>
          <input
            id={id}
            value={code}
            onChange={(e) => setCode(digitsOnly(e.target.value, OTP_LENGTH))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            autoFocus
            placeholder="••••••"
            className={`${inputClass} text-center font-mono text-2xl tracking-[0.5em]`}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={code.length !== OTP_LENGTH || verifying}>
          {verifying ? t("auth.verifying") : t("auth.verify")}
        </Button>
      </form>
      <div className="mt-4 flex items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden /> {t("auth.back")}
        </Button>
        <Button variant="ghost" size="sm" onClick={resend} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0 ? t("auth.resendIn", { n: secondsLeft }) : resending ? t("auth.sending") : t("auth.resend")}
        </Button>
      </div>
    </div>
  );
}
