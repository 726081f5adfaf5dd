import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { MailWarning } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { retryAfterSeconds } from "@web/lib/api-client";
import { useResendVerification } from "../api/resend-verification";
import { showAuthError } from "./show-auth-error";

/** Email-verification-required overlay (docs/product.md#pages): sends a fresh code and opens the verification step. */
export function VerifyEmailOverlay({
  email,
  onClose,
  onSent,
}: {
  email: string | undefined;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const send = useResendVerification();

  function sendCode() {
    if (!email) return;
    send.mutate(
      { email },
      {
        onSuccess: () => {
          toast({ title: "OTP Sent", description: `We have sent a 6-digit code to ${email}.`, variant: "success" });
          onSent(email);
        },
        // A code sent moments ago (registration, an earlier try) is still valid: go and enter it.
        onError: (err) => {
          const wait = retryAfterSeconds(err);
          if (!wait || wait > 60) return showAuthError(err, "Failed to Send Verification Email", "Please try again.");
          toast({
            title: "Code Already Sent",
            description: `We sent a code to ${email} moments ago. Enter it on the next screen.`,
            variant: "success",
          });
          onSent(email);
        },
      },
    );
  }

  return (
    <DialogShell open={Boolean(email)} onOpenChange={(open) => !open && onClose()} fadeIn className="max-w-sm">
      <div className="mx-auto grid size-12 place-items-center rounded-full bg-amber-50 text-amber-600">
        <MailWarning className="size-6" aria-hidden />
      </div>
      <DialogTitle className="mt-3 text-center">Email Verification Required</DialogTitle>
      <DialogDescription className="mt-2 text-center">
        Please verify <strong className="break-all text-slate-900">{email}</strong> before logging in. We will send a
        6-digit code to it.
      </DialogDescription>
      <div className="mt-5 grid gap-2">
        <Button size="lg" onClick={sendCode} disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send Verification Email"}
        </Button>
        <DialogClose asChild>
          <Button variant="outline" size="lg">
            Cancel
          </Button>
        </DialogClose>
      </div>
    </DialogShell>
  );
}
