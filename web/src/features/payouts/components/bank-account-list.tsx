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
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { payoutMessages } from "../messages";
import { payoutText } from "../payout-words";
import { card } from "@web/components/ui/card";

// Used on pages of other features (the dashboard, the listing form): the words come with this code.
preloadMessages(payoutMessages);

/**
 * The dashboard's account list: each account's verification (penny drop) with Try again after a failed check, Set
 * Primary on any other account, Add Bank Account dialog.
 */
export function BankAccountList({ userId }: { userId: string }) {
  const t = useMessages(payoutMessages);
  const accounts = useBankAccounts(userId);
  const setPrimary = useSetPrimaryBankAccount(userId);
  const retry = useRetryBankVerification(userId);
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="bank-heading" className={card("p-5")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bank-heading" className="text-lg font-bold text-slate-900">
          {t("payouts.bank.heading")}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> {t("payouts.bank.add")}
        </Button>
      </div>
      <div className="mt-3 space-y-3">
        {accounts.isPending && <div className="h-16 animate-pulse rounded-xl bg-slate-100" />}
        {accounts.isError && <p className="text-sm text-red-700">{t("payouts.bank.fetchFailed")}</p>}
        {accounts.data?.length === 0 && <p className="text-sm text-slate-600">{t("payouts.bank.none")}</p>}
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
                            title: t("payouts.bank.primaryUpdated"),
                            description: `${account.bankName} ${account.accountNumber}`,
                            variant: "success",
                          }),
                        onError: (err) =>
                          toast({
                            title: payoutText(t, BANK_MESSAGES.setPrimaryFailed),
                            description: serverMessage(err) ?? t("payouts.tryAgain"),
                            variant: "destructive",
                          }),
                      })
                    }
                  >
                    {t("payouts.bank.setPrimary")}
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
                      onSuccess: (answer) => toast({ title: payoutText(t, answer.message), variant: "success" }),
                      onError: (err) =>
                        toast({
                          title: t("payouts.bank.retryFailed"),
                          description: serverMessage(err) ?? t("payouts.tryAgain"),
                          variant: "destructive",
                        }),
                    })
                  }
                >
                  <RotateCcw aria-hidden /> {t("payouts.bank.tryAgain")}
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
