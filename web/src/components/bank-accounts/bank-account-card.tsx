import { BadgeCheck, Landmark } from "lucide-react";
import type { ReactNode } from "react";
import type { BankAccount } from "@contract/bank-accounts";

/** One account as its owner sees it: bank, masked number, IFSC, type and badges. */
export function BankAccountSummary({ account, action }: { account: BankAccount; action?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
        <Landmark className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {account.bankName}
          {account.isPrimary && (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Primary</span>
          )}
          {account.isVerified && (
            <span className="inline-flex items-center gap-0.5 text-xs font-semibold text-emerald-700">
              <BadgeCheck className="size-3.5" aria-hidden /> Verified
            </span>
          )}
        </p>
        <p className="font-mono text-sm text-slate-700">{account.accountNumber}</p>
        <p className="text-xs text-slate-500">
          {account.ifscCode} · {account.accountType === "current" ? "Current" : "Savings"} · {account.accountHolderName}
        </p>
      </div>
      {action}
    </div>
  );
}
