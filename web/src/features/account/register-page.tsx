import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { useState } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { MobileVerification } from "@web/components/mobile-verification";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { toast } from "@web/components/ui/use-toast";
import { useSession } from "@web/lib/session";
import { AuthCard, AuthHeading } from "./components/auth-card";
import { EmailVerificationStep } from "./components/email-verification-step";
import { forgetMobileProof, mobileProofFor } from "./components/mobile-proof";
import { RegisterForm } from "./components/register-form";

preloadMessages(accountMessages);

/**
 * /register (docs/product.md#pages): the form, then the e-mail code step (a verified code signs the person in), then
 * the mobile code step, which may be skipped until the first listing.
 */
export function RegisterPage() {
  const t = useMessages(accountMessages);
  const session = useSession();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const [verifyEmailOf, setVerifyEmailOf] = useState<string>();

  if (session.status === "restoring" && !session.unconfirmed) return <PageSpinner />;
  if (session.status === "signed-in") {
    if (!verifyEmailOf || session.user.mobileVerified) return <Redirect to="/" replace />;
    return (
      <AuthCard>
        <AuthHeading title={t("auth.verifyMobile")} description={t("auth.verifyMobileText")} />
        <MobileVerification
          mobile={session.user.mobile}
          onVerified={() => {
            toast({ title: t("auth.mobileVerified"), description: t("auth.mobileVerifiedText"), variant: "success" });
            navigate("/", { replace: true });
          }}
          onSkip={() => navigate("/", { replace: true })}
        />
      </AuthCard>
    );
  }

  const prefill = {
    email: query.get("email") ?? undefined,
    mobile: query.get("mobile") ?? undefined,
    username: query.get("username") ?? undefined,
  };
  const mobileProof = mobileProofFor(prefill.mobile);

  return (
    <AuthCard
      switchTo={!verifyEmailOf ? { prompt: t("auth.alreadyHave"), label: t("auth.logIn"), href: "/login" } : undefined}
    >
      {verifyEmailOf ? (
        <EmailVerificationStep email={verifyEmailOf} onBack={() => setVerifyEmailOf(undefined)} />
      ) : (
        <>
          <AuthHeading title={t("auth.createAccount")} description={t("auth.createAccountText")} />
          <RegisterForm
            prefill={prefill}
            mobileProof={mobileProof}
            onRegistered={(email) => {
              forgetMobileProof();
              toast({
                title: t("auth.checkEmail"),
                description: t("auth.codeSent", { email }),
                variant: "success",
              });
              setVerifyEmailOf(email);
            }}
          />
        </>
      )}
    </AuthCard>
  );
}
