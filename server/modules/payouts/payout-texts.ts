import { PENNY_DROPS_PER_SELLER_PER_DAY } from "@contract/bank-accounts";
import { IMPS_LIMIT_RUPEES } from "@contract/payouts";
import { transliterate } from "./transliterate";

/** The provider's field rules (RazorpayX): what we send is cut to fit, never refused for a character. */

/**
 * Contact and fund account names: 3-50 (fund accounts 120) letters, digits, spaces and ' - _ / ( ) . ; not ending in a
 * special character other than ".". A name in an Indian script is transliterated; one too short is padded with the
 * platform's word for the seller.
 */
export function providerName(name: string, max = 50) {
  const latin = transliterate(name.normalize("NFKC"))
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9 '\-_/().]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .replace(/['\-_/(]+$/, "")
    .trim();
  return latin.length >= 3 ? latin : `Seller ${latin}`.trim().padEnd(3, ".");
}

/** Shown on the seller's bank statement: letters, digits and spaces, at most 30. */
export const narration = (orderNumber: number) =>
  `Dobara payout ${orderNumber}`.replace(/[^A-Za-z0-9 ]/g, "").slice(0, 30);

/** IMPS up to Rs 5,00,000 (24x7); above it NEFT. */
export const payoutMode = (amountPaise: number) => (amountPaise <= IMPS_LIMIT_RUPEES * 100 ? "IMPS" : "NEFT");

/** status_details.reason in our words, for the seller and the admin. */
const REASONS: Record<string, string> = {
  bank_account_invalid: "the bank says the account number or IFSC is invalid",
  bank_account_closed: "the bank account is closed",
  bank_account_frozen: "the bank account is frozen",
  beneficiary_bank_offline: "the seller's bank was offline",
  imps_not_allowed: "the bank does not accept IMPS to this account",
  insufficient_funds: "our payout account was short of funds",
};

export const failureReason = (status: string, reason: string | null) =>
  (reason && REASONS[reason]) ??
  (status === "reversed"
    ? "the bank sent the money back"
    : status === "rejected"
      ? "the payout was not approved"
      : "the bank did not accept the payout");

/** The penny drop's verdicts in our words (the provider's answer carries no reason text). */
export const VALIDATION_NOTES = {
  invalid: "the bank says this account number or IFSC is invalid",
  unreachable: "the bank could not be reached; please try again later",
  refused: "automatic checks are not available for this account; an admin will verify it",
  sellerLimit: `we check at most ${PENNY_DROPS_PER_SELLER_PER_DAY} bank accounts a day for a seller; please try again tomorrow`,
  numberLimit: "this account number has been checked too often today; please try again tomorrow",
} as const;
