import { useState } from "react";
import { toast } from "@web/components/ui/use-toast";
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
  const [busy, setBusy] = useState(false);

  async function start(email: string) {
    setBusy(true);
    try {
      let status;
      try {
        status = await checkEmail({ email });
      } catch (err) {
        showAuthError(err, "Error", "We could not check that email. Please try again.");
        return;
      }
      if (!status.exists) {
        toast({
          title: "Account Not Found",
          description: "This account doesn't exist. Would you like to create one?",
          variant: "destructive",
        });
        routes.onRegister({ email });
        return;
      }
      if (!status.isVerified) {
        toast({
          title: "Email Not Verified",
          description: "Please verify your email address before logging in with a code.",
          variant: "destructive",
        });
        routes.onNeedsVerification(email);
        return;
      }
      try {
        await sendOtp({ email });
      } catch (err) {
        showAuthError(err, "Failed to Send OTP", "Please try again.", routes);
        return;
      }
      toast({ title: "OTP Sent", description: `We have sent a 6-digit code to ${email}.`, variant: "success" });
      onCodeSent(email);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">We will email you a 6-digit code. No password needed.</p>
      <EmailCodeForm id="otp-email" submitLabel="Send Code" busy={busy} onSubmit={start} />
    </div>
  );
}
