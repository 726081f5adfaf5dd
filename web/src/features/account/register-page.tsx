import { useT } from "@web/i18n/i18n";
import { useState } from "react";
import { Redirect, useSearch } from "wouter";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { toast } from "@web/components/ui/use-toast";
import { useSession } from "@web/lib/session";
import { AuthCard, AuthHeading } from "./components/auth-card";
import { EmailVerificationStep } from "./components/email-verification-step";
import { RegisterForm } from "./components/register-form";

/** /register (docs/product.md#pages): the form, then the verification step; a verified code signs the person in. */
export function RegisterPage() {
  const t = useT();
  const session = useSession();
  const query = new URLSearchParams(useSearch());
  const [verifyEmailOf, setVerifyEmailOf] = useState<string>();

  if (session.status === "restoring" && !session.unconfirmed) return <PageSpinner />;
  if (session.status === "signed-in") return <Redirect to="/" replace />;

  const prefill = {
    email: query.get("email") ?? undefined,
    mobile: query.get("mobile") ?? undefined,
    username: query.get("username") ?? undefined,
  };

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
            onRegistered={(email) => {
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
