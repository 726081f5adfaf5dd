import { z } from "zod";

/** docs/product.md#listings: about 30 Indian banks, then Other with free text. */
export const INDIAN_BANKS = [
  "State Bank of India",
  "HDFC Bank",
  "ICICI Bank",
  "Axis Bank",
  "Kotak Mahindra Bank",
  "Punjab National Bank",
  "Bank of Baroda",
  "Canara Bank",
  "Union Bank of India",
  "Bank of India",
  "Indian Bank",
  "Central Bank of India",
  "Indian Overseas Bank",
  "UCO Bank",
  "Bank of Maharashtra",
  "Punjab & Sind Bank",
  "IndusInd Bank",
  "Yes Bank",
  "IDFC FIRST Bank",
  "IDBI Bank",
  "Federal Bank",
  "South Indian Bank",
  "Karur Vysya Bank",
  "City Union Bank",
  "RBL Bank",
  "Bandhan Bank",
  "AU Small Finance Bank",
  "Karnataka Bank",
  "Tamilnad Mercantile Bank",
  "DCB Bank",
  "Airtel Payments Bank",
  "India Post Payments Bank",
  "Other",
] as const;

export const ACCOUNT_TYPES = ["savings", "current"] as const;
/**
 * The penny drop's verdict (unverified: waits for the admin, where the provider offers no penny drop; needs_review:
 * the bank's name for the account is not the seller's own, an admin decides; rejected: the admin said no).
 */
export const VERIFICATION_STATUSES = [
  "unverified",
  "verifying",
  "verified",
  "needs_review",
  "failed",
  "rejected",
] as const;
/** How often a seller may ask for a new penny drop on one account, per day. */
export const VERIFY_RETRIES_PER_DAY = 3;
/**
 * A penny drop costs money per call: at most this many are paid for one seller, and for one account number (whoever
 * adds it), in any 24 hours; a completed answer for the same number and IFSC is reused for PENNY_DROP_REUSE_DAYS.
 */
export const PENNY_DROPS_PER_SELLER_PER_DAY = 5;
/** One account's first check and its seller's retries fit in a day, whoever else adds the number. */
export const PENNY_DROPS_PER_NUMBER_PER_DAY = 1 + VERIFY_RETRIES_PER_DAY;
export const PENNY_DROP_REUSE_DAYS = 30;
/** A seller's live bank accounts (any not failed or rejected) are capped. */
export const MAX_LIVE_BANK_ACCOUNTS = 5;
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const BANK_MESSAGES = {
  holderRequired: "Account holder name is required",
  numberRequired: "Account number is required",
  numberFormat: "Account number must be 9 to 18 digits",
  confirmRequired: "Please confirm your account number",
  mismatch: "Account numbers do not match",
  ifscLength: "IFSC code must be 11 characters",
  ifscFormat: "IFSC code looks wrong: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)",
  bankRequired: "Bank name is required",
  accountType: "Account type must be savings or current",
  added: "Bank account added successfully!",
  retryLimit: "You can retry the check at most 3 times a day; please try again tomorrow",
  alreadyVerified: "This account is already verified",
  beingChecked: "This account is being checked already",
  tooManyAccounts: `You can keep at most ${MAX_LIVE_BANK_ACCOUNTS} bank accounts; one that failed or was rejected does not count`,
  duplicate: "You have already added this bank account",
  sellerDailyLimit: `We check at most ${PENNY_DROPS_PER_SELLER_PER_DAY} bank accounts a day for a seller; please try again tomorrow`,
  numberDailyLimit: "This account number has been checked too often today; please try again tomorrow",
  rejected: "An admin could not confirm this account is in your name; add an account held in your own name",
  notForReview: "Only an account that needs review can be rejected",
  verifyManual: "Payouts are recorded by hand here: an admin verifies bank accounts",
  retrying: "Checking your account again",
  /** docs/product.md#messages: the toast when Set Primary fails; the server's reason, if any, goes below it. */
  setPrimaryFailed: "Failed to set primary bank account",
} as const;

export const createBankAccountSchema = z
  .object({
    accountHolderName: z
      .string({ error: BANK_MESSAGES.holderRequired })
      .trim()
      .min(1, { error: BANK_MESSAGES.holderRequired })
      .max(255),
    accountNumber: z
      .string({ error: BANK_MESSAGES.numberRequired })
      .trim()
      .min(1, { error: BANK_MESSAGES.numberRequired })
      .regex(/^\d{9,18}$/, { error: BANK_MESSAGES.numberFormat }),
    /** The dashboard's form sends no confirmation, so the server checks it only when present. */
    confirmAccountNumber: z.string().trim().optional(),
    ifscCode: z
      .string({ error: BANK_MESSAGES.ifscLength })
      .trim()
      .toUpperCase()
      .length(11, { error: BANK_MESSAGES.ifscLength })
      .regex(IFSC_PATTERN, { error: BANK_MESSAGES.ifscFormat }),
    bankName: z
      .string({ error: BANK_MESSAGES.bankRequired })
      .trim()
      .min(1, { error: BANK_MESSAGES.bankRequired })
      .max(255),
    branchName: z
      .string()
      .trim()
      .max(255)
      .optional()
      .transform((v) => v || undefined),
    accountType: z.enum(ACCOUNT_TYPES, { error: BANK_MESSAGES.accountType }).default("savings"),
    isPrimary: z.boolean().optional(),
    /** Sent by the listing form's picker; the account always belongs to the caller, so it must match them if present. */
    userId: z.string().optional(),
  })
  .refine((v) => v.confirmAccountNumber === undefined || v.confirmAccountNumber === v.accountNumber, {
    path: ["confirmAccountNumber"],
    error: BANK_MESSAGES.mismatch,
  });
export type CreateBankAccountInput = z.input<typeof createBankAccountSchema>;

/** What the owner sees: the number masked to its last 4 digits. */
export const bankAccountSchema = z.object({
  id: z.string(),
  userId: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
  bankName: z.string(),
  branchName: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  isPrimary: z.boolean(),
  isVerified: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  /** Our words for a failed check, shown as "Could not verify: {note}". */
  verificationNote: z.string().nullable(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const maskAccountNumber = (last4: string) => `XXXXXX${last4}`;
