import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { MailWarning } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { retryAfterSeconds } from "@web/lib/api-client";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { useResendVerification } from "../api/resend-verification";
import { showAuthError } from "./show-auth-error";
import { richText, slot } from "./rich-text";

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
  const t = useMessages(accountMessages);
  const send = useResendVerification();

  function sendCode() {
    if (!email) return;
    send.mutate(
      { email },
      {
        onSuccess: () => {
          toast({ title: t("auth.otpSent"), description: t("auth.codeSent", { email }), variant: "success" });
          onSent(email);
        },
        // A code sent moments ago (registration, an earlier try) is still valid: go and enter it.
        onError: (err) => {
          const wait = retryAfterSeconds(err);
          if (!wait || wait > 60)
            return showAuthError(t, err, t("auth.verificationSendFailed"), t("shell.pleaseTryAgain"));
          toast({
            title: t("auth.codeAlreadySent"),
            description: t("auth.codeAlreadySentText", { email }),
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
      <DialogTitle className="mt-3 text-center">{t("auth.verificationRequired")}</DialogTitle>
      <DialogDescription className="mt-2 text-center">
        {richText(t("auth.overlayText", { email: slot("email") }), {
          email: (
            <strong className="break-all text-slate-900" translate="no">
              {email}
            </strong>
          ),
        })}
      </DialogDescription>
      <div className="mt-5 grid gap-2">
        <Button size="lg" onClick={sendCode} disabled={send.isPending}>
          {send.isPending ? t("auth.sending") : t("auth.sendVerification")}
        </Button>
        <DialogClose asChild>
          <Button variant="outline" size="lg">
            {t("auth.cancel")}
          </Button>
        </DialogClose>
      </div>
    </DialogShell>
  );
}
