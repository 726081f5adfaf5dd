import * as Dialog from "@radix-ui/react-dialog";
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
    <Dialog.Root open={Boolean(email)} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity starting:opacity-0" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <div className="mx-auto grid size-12 place-items-center rounded-full bg-amber-50 text-amber-600">
            <MailWarning className="size-6" aria-hidden />
          </div>
          <Dialog.Title className="mt-3 text-center text-lg font-bold text-slate-900">
            Email Verification Required
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-center text-sm text-slate-600">
            Please verify <strong className="break-all text-slate-900">{email}</strong> before logging in. We will send
            a 6-digit code to it.
          </Dialog.Description>
          <div className="mt-5 grid gap-2">
            <Button size="lg" onClick={sendCode} disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send Verification Email"}
            </Button>
            <Dialog.Close asChild>
              <Button variant="outline" size="lg">
                Cancel
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
