import { toast } from "@web/components/ui/use-toast";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { signIn } from "@web/lib/session";
import { resendVerification } from "../api/resend-verification";
import { verifyEmail } from "../api/verify-email";
import { VerificationCard } from "./verification-card";

/** Registration-mode code step: a correct code verifies the address and signs the person in (docs/product.md#accounts). */
export function EmailVerificationStep({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useMessages(accountMessages);
  return (
    <VerificationCard
      title={t("auth.verifyEmail")}
      description={t("auth.enterCodeSentTo")}
      email={email}
      onVerify={async (otp) => {
        const res = await verifyEmail({ email, otp });
        if (res.token && res.user) {
          toast({
            title: t("auth.emailVerified"),
            description: t("auth.emailVerifiedText"),
            variant: "success",
          });
          signIn(res.token, res.user);
        }
      }}
      onResend={() => resendVerification({ email })}
      onBack={onBack}
    />
  );
}
