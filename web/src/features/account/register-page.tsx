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
      switchTo={!verifyEmailOf ? { prompt: "Already have an account?", label: "Log in", href: "/login" } : undefined}
    >
      {verifyEmailOf ? (
        <EmailVerificationStep email={verifyEmailOf} onBack={() => setVerifyEmailOf(undefined)} />
      ) : (
        <>
          <AuthHeading title="Create your account" description="Buy and sell pre-owned goods safely across India." />
          <RegisterForm
            prefill={prefill}
            onRegistered={(email) => {
              toast({
                title: "Check your email",
                description: `We have sent a 6-digit code to ${email}.`,
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
