import { z } from "zod";

/**
 * The privacy notice registration shows (DPDP Act 2023 s.5, Rules 2025 r.3; docs/decisions/0047-data-rights.md).
 * A change to what it says is a new version: the account records the version the person accepted.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-28";

export const PRIVACY_NOTICE = {
  collected:
    "Your name, username, e-mail and mobile to run your account; addresses to deliver; bank details to pay you as a seller; your listings, offers, messages and orders.",
  why: "We use them only to run the marketplace: selling, buying, delivery, payments, payouts, safety and the records tax law needs. We send no marketing.",
  rights:
    "You can see and download your data, correct it, and erase your account from the Account tab, and complain to our Grievance Officer or the Data Protection Board of India.",
} as const;

export const PRIVACY_MESSAGES = {
  noticeRequired: "Please read and accept the privacy notice",
  exportTooSoon: "You downloaded your data less than an hour ago. Please try again later.",
  passwordWrong: "That password is not right",
  deleted: "Your account has been erased.",
} as const;

/** What registration sends to say the notice was read: the version shown, so an older page cannot accept a newer one. */
export const privacyNoticeField = z.literal(PRIVACY_NOTICE_VERSION, { error: PRIVACY_MESSAGES.noticeRequired });

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }).max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** One thing that must finish before an account can be erased (the 409's details). */
export interface AccountBlocker {
  kind: string;
  message: string;
}

export const grievanceOfficerSchema = z.object({ name: z.string(), email: z.string() });
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/** docs/decisions/0047-data-rights.md: acknowledge within 48 hours, resolve within a month (Rules 2025 r.14). */
export const GRIEVANCE = { acknowledgeHours: 48, resolveDays: 30 } as const;
