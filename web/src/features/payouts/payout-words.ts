import { BANK_MESSAGES, type BankAccount } from "@contract/bank-accounts";
import type { SellerPayout } from "@contract/payouts";
import type { FeatureTranslator, KeyOf } from "@web/i18n/feature-messages";
import { formatDateIST } from "@web/lib/format";
import { payoutState } from "@web/lib/payout-state";
import type { payoutMessages } from "./messages";

type Key = KeyOf<typeof payoutMessages>;
type T = FeatureTranslator<Key>;

/** The contract's bank and PAN checks shown on these screens, by their English, as this feature's keys. */
const TEXT_KEYS: Record<string, Key> = {
  [BANK_MESSAGES.holderRequired]: "payouts.msg.holderRequired",
  [BANK_MESSAGES.numberRequired]: "payouts.msg.numberRequired",
  [BANK_MESSAGES.numberFormat]: "payouts.msg.numberFormat",
  [BANK_MESSAGES.confirmRequired]: "payouts.msg.confirmRequired",
  [BANK_MESSAGES.mismatch]: "payouts.msg.mismatch",
  [BANK_MESSAGES.ifscLength]: "payouts.msg.ifscLength",
  [BANK_MESSAGES.ifscFormat]: "payouts.msg.ifscFormat",
  [BANK_MESSAGES.bankRequired]: "payouts.msg.bankRequired",
  [BANK_MESSAGES.added]: "payouts.msg.added",
  [BANK_MESSAGES.duplicate]: "payouts.msg.duplicate",
  [BANK_MESSAGES.setPrimaryFailed]: "payouts.msg.setPrimaryFailed",
  [BANK_MESSAGES.retrying]: "payouts.msg.retrying",
  "Choose PAN or Aadhaar": "payouts.msg.choosePanOrAadhaar",
  "A PAN is 5 letters, 4 digits and a letter, like ABCPE1234F.": "payouts.msg.panFormat",
  "An Aadhaar number is 12 digits.": "payouts.msg.aadhaarDigits",
  "An Aadhaar number never starts with 0 or 1.": "payouts.msg.aadhaarStart",
  "This Aadhaar number's last digit does not check out: please look at it again.": "payouts.msg.aadhaarCheck",
};

/** A text the contract or the server wrote in English (a form check, a toast), in the page's language. */
export function payoutText(t: T, english: string): string;
export function payoutText(t: T, english: string | undefined): string | undefined;
export function payoutText(t: T, english: string | undefined) {
  if (english === undefined) return undefined;
  const key = TEXT_KEYS[english];
  return key ? t(key) : t.text(english);
}

/** contract/bank-accounts.ts verificationLabel in the page's language. */
export function verificationWords(
  t: T,
  a: Pick<BankAccount, "verificationStatus" | "verificationNote" | "isVerified">,
) {
  if (a.isVerified) return t("payouts.verify.verified");
  switch (a.verificationStatus) {
    case "verifying":
      return t("payouts.verify.verifying");
    case "needs_review":
      return t("payouts.verify.needsReview");
    case "failed":
      return t("payouts.verify.failed", {
        reason: a.verificationNote ? t.text(a.verificationNote) : t("payouts.verify.noAnswer"),
      });
    case "rejected":
      return t("payouts.verify.rejected");
    default:
      return t("payouts.verify.awaiting");
  }
}

const STATE_KEYS: Record<string, Key> = {
  Paid: "payouts.state.paid",
  Sending: "payouts.state.sending",
  Failed: "payouts.state.failed",
  Due: "payouts.state.due",
};

/** web/src/lib/payout-state.ts in the page's language: its label, tone and detail (a server's note stays as sent). */
export function payoutStateWords(t: T, p: Pick<SellerPayout, "status" | "bankReference" | "paidAt" | "note">) {
  const state = payoutState(p);
  if (t.language === "en") return state;
  const label = t(STATE_KEYS[state.label] ?? "payouts.state.due");
  let detail = state.detail;
  if (p.status === "paid")
    detail = [p.paidAt && formatDateIST(p.paidAt, t.language), p.bankReference && `UTR ${p.bankReference}`]
      .filter(Boolean)
      .join(" · ");
  else if (p.status === "sending") detail = t("payouts.state.sendingDetail");
  else if (!p.note) detail = t("payouts.state.dueDetail");
  else if (detail) detail = t.text(detail);
  return { ...state, label, detail };
}
