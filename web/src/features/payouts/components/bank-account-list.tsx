import { Plus, RotateCcw } from "lucide-react";
import { useState } from "react";
import { BANK_MESSAGES } from "@contract/bank-accounts";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useBankAccounts } from "@web/lib/api/bank-accounts";
import { useRetryBankVerification } from "@web/lib/api/retry-bank-verification";
import { useSetPrimaryBankAccount } from "@web/lib/api/set-primary-bank-account";
import { AddBankAccountDialog } from "./add-bank-account-dialog";
import { BankAccountSummary } from "./bank-account-card";
import { card } from "@web/components/ui/card";

/**
 * The dashboard's account list: each account's verification (penny drop) with Try again after a failed check, Set
 * Primary on any other account, Add Bank Account dialog.
 */
export function BankAccountList({ userId }: { userId: string }) {
  const accounts = useBankAccounts(userId);
  const setPrimary = useSetPrimaryBankAccount(userId);
  const retry = useRetryBankVerification(userId);
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="bank-heading" className={card("p-5")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bank-heading" className="text-lg font-bold text-slate-900">
          Bank accounts
        </h2>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add Bank Account
        </Button>
      </div>
      <div className="mt-3 space-y-3">
        {accounts.isPending && <div className="h-16 animate-pulse rounded-xl bg-slate-100" />}
        {accounts.isError && <p className="text-sm text-red-700">Failed to fetch bank accounts</p>}
        {accounts.data?.length === 0 && (
          <p className="text-sm text-slate-600">No bank account yet. Add one to receive payments when you sell.</p>
        )}
        {accounts.data?.map((account) => (
          <div key={account.id} className="rounded-xl border border-slate-200 p-3">
            <BankAccountSummary
              account={account}
              showHint
              action={
                !account.isPrimary && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={setPrimary.isPending}
                    onClick={() =>
                      setPrimary.mutate(account.id, {
                        onSuccess: () =>
                          toast({
                            title: "Primary account updated",
                            description: `${account.bankName} ${account.accountNumber}`,
                            variant: "success",
                          }),
                        onError: (err) =>
                          toast({
                            title: BANK_MESSAGES.setPrimaryFailed,
                            description: serverMessage(err) ?? "Please try again.",
                            variant: "destructive",
                          }),
                      })
                    }
                  >
                    Set Primary
                  </Button>
                )
              }
            />
            {account.verificationStatus === "failed" && !account.isVerified && (
              <div className="mt-2 flex justify-end">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(account.id, {
                      onSuccess: (answer) => toast({ title: answer.message, variant: "success" }),
                      onError: (err) =>
                        toast({
                          title: "Could not check the account again",
                          description: serverMessage(err) ?? "Please try again.",
                          variant: "destructive",
                        }),
                    })
                  }
                >
                  <RotateCcw aria-hidden /> Try again
                </Button>
              </div>
            )}
          </div>
        ))}
      </div>
      <AddBankAccountDialog userId={userId} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
