import { Landmark } from "lucide-react";
import type { ReactNode } from "react";
import type { BankAccount } from "@contract/bank-accounts";
import { VerificationBadge, verificationHint } from "./verification-badge";
import { useMessages } from "@web/i18n/feature-messages";
import { payoutMessages } from "../messages";

/** One account as its owner sees it: bank, masked number, IFSC, type, badges, and where its verification stands. */
export function BankAccountSummary({
  account,
  action,
  showHint = false,
}: {
  account: BankAccount;
  action?: ReactNode;
  showHint?: boolean;
}) {
  const t = useMessages(payoutMessages);
  const hint = showHint ? verificationHint(t, account) : undefined;
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
        <Landmark className="size-5" aria-hidden />
      </span>
      <div className="min-w-48 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span translate="no">{account.bankName}</span>
          {account.isPrimary && (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
              {t("payouts.bank.primary")}
            </span>
          )}
        </p>
        <p className="mt-1">
          <VerificationBadge account={account} />
        </p>
        <p className="font-mono text-sm text-slate-700">{account.accountNumber}</p>
        <p className="text-xs text-slate-500">
          {account.ifscCode} ·{" "}
          {account.accountType === "current" ? t("payouts.bank.current") : t("payouts.bank.savings")} ·{" "}
          <span translate="no">{account.accountHolderName}</span>
        </p>
        {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      </div>
      {action && <div className="ml-auto">{action}</div>}
    </div>
  );
}
