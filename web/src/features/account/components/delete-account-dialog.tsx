import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import type { AccountBlocker } from "@contract/privacy";
import { Button } from "@web/components/ui/button";
import { DialogDescription, DialogShell, DialogTitle } from "@web/components/ui/dialog";
import { FormField, fieldA11y } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { blockersOf, forgetErasedAccount, useDeleteAccount } from "../api/data-rights";

/**
 * Erasing the account asks for the password; while something is in flight the server answers what must finish
 * first, and the dialog lists it instead of erasing.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(accountMessages);
  const erase = useDeleteAccount();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [blockers, setBlockers] = useState<AccountBlocker[]>([]);

  const close = () => {
    setPassword("");
    setError(undefined);
    setBlockers([]);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t("account.passwordRequired"));
    erase.mutate(
      { password },
      {
        onSuccess: (res) => {
          toast({ title: t("account.erased"), description: res.message, variant: "success" });
          // Home first: the dashboard would send a signed-out visitor to the login page.
          navigate("/", { replace: true });
          void forgetErasedAccount();
        },
        onError: (err) => {
          setBlockers(blockersOf(err));
          setError(serverMessage(err) ?? t("shell.pleaseTryAgain"));
        },
      },
    );
  };

  return (
    <DialogShell open={open} onOpenChange={(o) => !o && close()} className="max-h-[90dvh] max-w-md overflow-y-auto">
      <DialogTitle>{t("account.delete")}</DialogTitle>
      <DialogDescription>{t("account.deleteText")}</DialogDescription>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormField id="delete-password" label={t("account.yourPassword")} error={blockers.length ? undefined : error}>
          <PasswordInput
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...fieldA11y("delete-password", blockers.length ? undefined : error)}
          />
        </FormField>
        {blockers.length > 0 && (
          <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">{error}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {blockers.map((b, i) => (
                <li key={i}>{b.message}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={close}>
            {t("account.keep")}
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={erase.isPending}>
            {erase.isPending ? t("account.erasing") : t("account.erase")}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
