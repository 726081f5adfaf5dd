import { z } from "zod";
import { ACCOUNT_TYPES, VERIFICATION_STATUSES } from "./bank-accounts";
import { adminPageQuerySchema } from "./admin-paging";

export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  q: z
    .string({ error: "Search must be text" })
    .trim()
    .max(100, { error: "Search must be at most 100 characters" })
    .optional()
    .transform((v) => v || undefined),
});

/** A payout account as an admin sees it outside payouts: the number masked to its last 4 digits. */
const adminBankAccountSchema = z.object({
  id: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
  bankName: z.string(),
  branchName: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  isPrimary: z.boolean(),
  isVerified: z.boolean(),
  /** The penny drop's verdict and the name the bank holds, beside the holder's name, for the admin to decide. */
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  verificationNote: z.string().nullable(),
  registeredName: z.string().nullable(),
});

/** A user as the admin sees them (docs/product.md#admin-panel). */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(["buyer", "seller", "admin"]),
  isVerified: z.boolean(),
  mobileVerified: z.boolean(),
  createdAt: z.string(),
  bankAccounts: z.array(adminBankAccountSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const verifyBankAccountResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  isVerified: z.boolean(),
});

export const ADMIN_USERS_MESSAGES = {
  fetchFailed: "Failed to fetch users",
  verifyFailed: "Failed to verify bank account",
  rejectFailed: "Failed to reject bank account",
  verified: "Bank account verified",
} as const;
