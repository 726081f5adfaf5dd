import { toast } from "@web/components/ui/use-toast";
import { signIn } from "@web/lib/session";
import { resendVerification } from "../api/resend-verification";
import { verifyEmail } from "../api/verify-email";
import { VerificationCard } from "./verification-card";

/** Registration-mode code step: a correct code verifies the address and signs the person in (docs/product.md#accounts). */
export function EmailVerificationStep({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <VerificationCard
      title="Verify your email"
      description="Enter the 6-digit code we sent to"
      email={email}
      onVerify={async (otp) => {
        const res = await verifyEmail({ email, otp });
        if (res.token && res.user) {
          toast({
            title: "Email Verified!",
            description: "Your account is ready. Welcome to Dobara.",
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
