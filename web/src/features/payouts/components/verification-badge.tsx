import { BadgeCheck, CircleAlert, Clock, LoaderCircle, UserRoundSearch } from "lucide-react";
import { useMessages } from "@web/i18n/feature-messages";
import { payoutMessages } from "../messages";
import type { BankAccount } from "@contract/bank-accounts";
import type { FeatureTranslator, KeyOf } from "@web/i18n/feature-messages";
import { verificationWords } from "../payout-words";

/**
 * Where the penny drop stands for one account: Verified, Verifying..., Needs review, Could not verify, Rejected, or
 * waiting.
 */
export function VerificationBadge({ account }: { account: BankAccount }) {
  const t = useMessages(payoutMessages);
  const label = verificationWords(t, account);
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
export function verificationHint(t: FeatureTranslator<KeyOf<typeof payoutMessages>>, account: BankAccount) {
  if (account.isVerified) return undefined;
  switch (account.verificationStatus) {
    case "verifying":
      return t("payouts.hint.verifying");
    case "needs_review":
      return t("payouts.hint.needsReview");
    case "rejected":
      return t("payouts.hint.rejected");
    case "failed":
      return t("payouts.hint.failed");
    default:
      return t("payouts.hint.other");
  }
}
