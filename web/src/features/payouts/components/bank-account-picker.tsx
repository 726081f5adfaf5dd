import { clsx } from "clsx";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@web/components/ui/button";
import { useBankAccounts } from "@web/lib/api/bank-accounts";
import { AddBankAccountDialog } from "./add-bank-account-dialog";
import { BankAccountSummary } from "./bank-account-card";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { payoutMessages } from "../messages";

// Used on pages of other features (the dashboard, the listing form): the words come with this code.
preloadMessages(payoutMessages);

/** Bank-account picker (docs/product.md#pages): radio cards; a newly added account is selected; the primary one is the default. */
export function BankAccountPicker({
  userId,
  value,
  onChange,
  error,
}: {
  userId: string;
  value: string | undefined;
  onChange: (id: string) => void;
  error?: string;
}) {
  const t = useMessages(payoutMessages);
  const accounts = useBankAccounts(userId);
  const [adding, setAdding] = useState(false);
  const primary = accounts.data?.find((a) => a.isPrimary)?.id;

  useEffect(() => {
    if (!value && primary) onChange(primary);
  }, [value, primary, onChange]);

  return (
    <fieldset aria-describedby={error ? "bank-picker-error" : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("payouts.bank.pickerLegend")}</legend>
      <p className="mb-3 text-sm text-slate-500">{t("payouts.bank.pickerHelp")}</p>
      {accounts.isPending && <div className="h-20 animate-pulse rounded-xl bg-slate-100" />}
      {accounts.isError && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{t("payouts.bank.fetchFailed")}</p>
      )}
      <div className="space-y-2">
        {accounts.data?.map((account) => (
          <label
            key={account.id}
            className={clsx(
              "flex cursor-pointer items-center gap-3 rounded-xl border p-3",
              value === account.id
                ? "border-brand-600 bg-brand-50/50 ring-1 ring-brand-600"
                : "border-slate-200 bg-white hover:border-slate-300",
            )}
          >
            <input
              type="radio"
              name="bank-account"
              value={account.id}
              checked={value === account.id}
              onChange={() => onChange(account.id)}
              className="size-5 accent-brand-700"
            />
            <BankAccountSummary account={account} />
          </label>
        ))}
      </div>
      <Button variant="outline" className="mt-3" onClick={() => setAdding(true)}>
        <Plus aria-hidden /> {t("payouts.bank.add")}
      </Button>
      {error && (
        <p id="bank-picker-error" role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
      <AddBankAccountDialog
        userId={userId}
        open={adding}
        onOpenChange={setAdding}
        onAdded={(account) => onChange(account.id)}
      />
    </fieldset>
  );
}
