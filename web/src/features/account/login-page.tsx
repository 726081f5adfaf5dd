import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { useState } from "react";
import { Redirect, useLocation } from "wouter";
import { toast } from "@web/components/ui/use-toast";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { displayName, signIn, useSession } from "@web/lib/session";
import { forgotPassword } from "./api/forgot-password";
import { ApiRequestError } from "@web/lib/api-client";
import { login } from "./api/login";
import { sendMobileOtp } from "./api/send-mobile-otp";
import { sendOtp } from "./api/send-otp";
import { AuthCard, AuthHeading } from "./components/auth-card";
import { EmailVerificationStep } from "./components/email-verification-step";
import { EmailCodeForm } from "./components/email-code-form";
import { LoginTabs, type LoginTab } from "./components/login-tabs";
import { MobileLoginForm } from "./components/mobile-login-form";
import { keepMobileProof } from "./components/mobile-proof";
import { OtpLoginForm } from "./components/otp-login-form";
import { PasswordLoginForm } from "./components/password-login-form";
import { ResetPasswordForm } from "./components/reset-password-form";
import { SellLoginPrompt } from "./components/sell-login-prompt";
import { registerHref, showAuthError } from "./components/show-auth-error";
import { useRedirectTarget } from "./components/use-redirect-target";
import { VerificationCard } from "./components/verification-card";
import { VerifyEmailOverlay } from "./components/verify-email-overlay";

preloadMessages(accountMessages);

type Step =
  | { kind: "tabs" }
  | { kind: "forgot" }
  | { kind: "reset"; email: string }
  | { kind: "login-code"; email: string }
  | { kind: "mobile-code"; mobile: string }
  | { kind: "verify-email"; email: string };

/** /login (docs/product.md#pages): password, email-code and mobile tabs, forgot and reset steps, the code step and the verification overlay. */
export function LoginPage() {
  const t = useMessages(accountMessages);
  const session = useSession();
  const target = useRedirectTarget();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<LoginTab>("password");
  const [step, setStep] = useState<Step>({ kind: "tabs" });
  const [overlayEmail, setOverlayEmail] = useState<string>();
  const [sendingReset, setSendingReset] = useState(false);

  // A stored session being checked: wait for the answer. If the server cannot be reached, offer the form
  // (the check keeps repeating and moves on to the target once it succeeds).
  if (session.status === "restoring" && !session.unconfirmed) return <PageSpinner />;
  if (session.status === "signed-in") return <Redirect to={target} replace />;

  const routes = {
    onNeedsVerification: setOverlayEmail,
    onRegister: (prefill: { email?: string; mobile?: string; username?: string }) => navigate(registerHref(prefill)),
  };
  const backToTabs = () => setStep({ kind: "tabs" });

  async function startReset(email: string) {
    setSendingReset(true);
    try {
      await forgotPassword({ email });
      toast({
        title: t("auth.resetSent"),
        description: t("auth.resetSentText", { email }),
        variant: "success",
      });
      setStep({ kind: "reset", email });
    } catch (err) {
      showAuthError(t, err, t("auth.resetSendFailed"), t("shell.pleaseTryAgain"));
    } finally {
      setSendingReset(false);
    }
  }

  return (
    <AuthCard
      switchTo={
        step.kind === "tabs" ? { prompt: t("auth.newTo"), label: t("auth.signUp"), href: "/register" } : undefined
      }
    >
      {step.kind === "tabs" && (
        <>
          <AuthHeading title={t("auth.logIn")} description={t("auth.loginText")} />
          {session.status === "restoring" && (
            <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t("auth.restoring")}
            </p>
          )}
          {target.startsWith("/list-product") && (
            <SellLoginPrompt
              onMobileLogin={() => {
                setTab("password");
                // After the tab's form has rendered.
                window.setTimeout(() => document.getElementById("login-identifier")?.focus(), 0);
              }}
            />
          )}
          <LoginTabs tab={tab} onChange={setTab} />
          <div className="mt-5" role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`}>
            {tab === "password" && <PasswordLoginForm onForgot={() => setStep({ kind: "forgot" })} routes={routes} />}
            {tab === "otp" && (
              <OtpLoginForm routes={routes} onCodeSent={(email) => setStep({ kind: "login-code", email })} />
            )}
            {tab === "mobile" && <MobileLoginForm onCodeSent={(mobile) => setStep({ kind: "mobile-code", mobile })} />}
          </div>
        </>
      )}
      {step.kind === "forgot" && (
        <>
          <AuthHeading title={t("auth.forgot")} description={t("auth.forgotText")} />
          <EmailCodeForm
            id="forgot-email"
            submitLabel={t("auth.sendReset")}
            busy={sendingReset}
            onSubmit={startReset}
          />
          <BackLink onClick={backToTabs} />
        </>
      )}
      {step.kind === "reset" && (
        <>
          <AuthHeading title={t("auth.setNew")} description={t("auth.setNewText", { email: step.email })} />
          <ResetPasswordForm
            email={step.email}
            onDone={() => {
              setTab("password");
              backToTabs();
            }}
          />
          <BackLink onClick={backToTabs} />
        </>
      )}
      {step.kind === "login-code" && (
        <VerificationCard
          title={t("auth.enterLoginCode")}
          description={t("auth.weSentCode")}
          email={step.email}
          failureTitle={t("auth.otpFailed")}
          onVerify={async (otp) => {
            const res = await login({ loginMethod: "otp", email: step.email, otp });
            if (res.token && res.user) {
              toast({
                title: t("auth.loginSuccess"),
                description: t("auth.welcomeBack", { name: displayName(res.user) }),
                variant: "success",
              });
              signIn(res.token, res.user);
            }
          }}
          onResend={() => sendOtp({ email: step.email })}
          onBack={backToTabs}
        />
      )}
      {step.kind === "mobile-code" && (
        <VerificationCard
          title={t("auth.enterLoginCode")}
          description={t("auth.smsSentCode")}
          email={`+91 ${step.mobile.slice(0, 5)} ${step.mobile.slice(5)}`}
          failureTitle={t("auth.otpFailed")}
          hint={t("auth.codeValid")}
          onVerify={async (otp) => {
            try {
              const res = await login({ loginMethod: "mobile_otp", mobile: step.mobile, otp });
              if (res.token && res.user) {
                toast({
                  title: t("auth.loginSuccess"),
                  description: t("auth.welcomeBack", { name: displayName(res.user) }),
                  variant: "success",
                });
                signIn(res.token, res.user);
              }
            } catch (err) {
              // No account has this number: registration opens with it filled in and already verified.
              const body = err instanceof ApiRequestError ? err.body : {};
              if (!body.shouldRedirectToRegister) throw err;
              if (typeof body.mobileProof === "string") keepMobileProof(step.mobile, body.mobileProof);
              toast({
                title: t("auth.numberVerified"),
                description: t("auth.numberVerifiedText"),
                variant: "success",
              });
              navigate(registerHref({ mobile: step.mobile }));
            }
          }}
          onResend={() => sendMobileOtp(step.mobile)}
          onBack={backToTabs}
        />
      )}
      {step.kind === "verify-email" && <EmailVerificationStep email={step.email} onBack={backToTabs} />}
      <VerifyEmailOverlay
        email={overlayEmail}
        onClose={() => setOverlayEmail(undefined)}
        onSent={(email) => {
          setOverlayEmail(undefined);
          setStep({ kind: "verify-email", email });
        }}
      />
    </AuthCard>
  );
}

function BackLink({ onClick }: { onClick: () => void }) {
  const t = useMessages(accountMessages);
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-4 block w-full text-center text-sm font-semibold text-brand-700 hover:underline"
    >
      {t("auth.backToLogin")}
    </button>
  );
}
