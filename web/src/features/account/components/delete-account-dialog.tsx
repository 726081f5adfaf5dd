import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import type { AccountBlocker } from "@contract/privacy";
import { Button } from "@web/components/ui/button";
import { DialogDescription, DialogShell, DialogTitle } from "@web/components/ui/dialog";
import { FormField, fieldA11y } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { blockersOf, forgetErasedAccount, useDeleteAccount } from "../api/data-rights";

/**
 * Erasing the account asks for the password; while something is in flight the server answers what must finish
 * first, and the dialog lists it instead of erasing.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
    if (!password) return setError("Password is required");
    erase.mutate(
      { password },
      {
        onSuccess: (res) => {
          toast({ title: "Account erased", description: res.message, variant: "success" });
          // Home first: the dashboard would send a signed-out visitor to the login page.
          navigate("/", { replace: true });
          void forgetErasedAccount();
        },
        onError: (err) => {
          setBlockers(blockersOf(err));
          setError(serverMessage(err) ?? "Please try again.");
        },
      },
    );
  };

  return (
    <DialogShell open={open} onOpenChange={(o) => !o && close()} className="max-h-[90dvh] max-w-md overflow-y-auto">
      <DialogTitle>Delete my account</DialogTitle>
      <DialogDescription>
        This cannot be undone. You are signed out everywhere, your unsold listings and their photos, your addresses and
        bank accounts are deleted, and your name, username, e-mail and mobile are erased. Orders, payments and payouts
        stay on record as tax law requires, with the delivery details they carry.
      </DialogDescription>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormField id="delete-password" label="Your password" error={blockers.length ? undefined : error}>
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
            Keep my account
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={erase.isPending}>
            {erase.isPending ? "Erasing..." : "Erase my account"}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
