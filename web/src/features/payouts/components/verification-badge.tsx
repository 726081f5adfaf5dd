import { BadgeCheck, CircleAlert, Clock, LoaderCircle, UserRoundSearch } from "lucide-react";
import { verificationLabel, type BankAccount } from "@contract/bank-accounts";

/**
 * Where the penny drop stands for one account: Verified, Verifying..., Needs review, Could not verify, Rejected, or
 * waiting.
 */
export function VerificationBadge({ account }: { account: BankAccount }) {
  const label = verificationLabel(account);
  if (account.isVerified)
    return (
      <span className="inline-flex items-center gap-0.5 text-xs font-semibold text-emerald-700">
        <BadgeCheck className="size-3.5" aria-hidden /> {label}
      </span>
    );
  const [Icon, tone] =
    account.verificationStatus === "verifying"
      ? [LoaderCircle, "bg-sky-50 text-sky-800"]
      : account.verificationStatus === "needs_review"
        ? [UserRoundSearch, "bg-amber-50 text-amber-900"]
        : account.verificationStatus === "failed" || account.verificationStatus === "rejected"
          ? [CircleAlert, "bg-red-50 text-red-800"]
          : [Clock, "bg-slate-100 text-slate-700"];
  return (
    <span
      className={`inline-flex max-w-full items-start gap-1 rounded-md px-2 py-0.5 text-xs font-semibold ${tone}`}
      role="status"
    >
      <Icon
        className={`mt-px size-3.5 shrink-0 ${account.verificationStatus === "verifying" ? "animate-spin" : ""}`}
        aria-hidden
      />
      <span className="min-w-0 break-words">{label}</span>
    </span>
  );
}

/** One line under the account saying what happens next, for the states that wait on someone. */
export function verificationHint(account: BankAccount) {
  if (account.isVerified) return undefined;
  switch (account.verificationStatus) {
    case "verifying":
      return "We sent Re 1 to this account to check it. This usually takes under a minute.";
    case "needs_review":
      return "The bank's name for this account is not your name on Dobara. An admin will check it; payouts to it wait until then.";
    case "rejected":
      return "An admin found this account is not in your name, so we cannot pay to it. Add an account held in your own name.";
    case "failed":
      return "Check the account number and IFSC, then try again. Payouts to this account wait until it is verified.";
    default:
      return "An admin will verify this account. Payouts to it wait until then.";
  }
}
