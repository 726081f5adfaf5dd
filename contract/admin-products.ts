import { z } from "zod";
import { CATEGORIES } from "./categories";
import { ownerProductSchema } from "./products";

/** A seller's pending edit of a live listing, as the admin reviews it beside the listing. Null: unchanged or cleared. */
export const productModificationSchema = z.object({
  id: z.string(),
  requestedAt: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  category: z.enum(CATEGORIES).nullable(),
  images: z.array(z.string()).nullable(),
  videoUrl: z.string().nullable(),
  productType: z.string().nullable(),
  brand: z.string().nullable(),
  ram: z.string().nullable(),
  storage: z.string().nullable(),
  condition: z.string().nullable(),
  hasBill: z.boolean().nullable(),
  billPhoto: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  landmark: z.string().nullable(),
  pincode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  selectedBankAccountId: z.string().nullable(),
});
export type ProductModification = z.infer<typeof productModificationSchema>;

/** A row of the admin's moderation lists: the owner view of a listing plus who sells it (and a pending edit, if any). */
export const adminProductSchema = ownerProductSchema.extend({
  sellerName: z.string(),
  sellerUsername: z.string(),
  sellerMobile: z.string(),
  modification: productModificationSchema.optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** The admin's listings-with-payout-accounts view; the account number stays masked here (payouts show it in full). */
export const adminListingSchema = adminProductSchema.extend({
  bankAccountId: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  bankName: z.string().nullable(),
  ifscCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
  isBankVerified: z.boolean(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const moderationResultSchema = z.object({ success: z.boolean(), message: z.string() });

const reasonText = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(1000, { error: "Must be at most 1000 characters" });

export const rejectProductSchema = z.object({ reason: reasonText("Please give a reason for rejecting") });
export const requestEditSchema = z.object({ editRequests: reasonText("Please describe the changes needed") });
/** Delist and delete: the reason is optional, and a body-less PUT or DELETE arrives as null. */
export const optionalReasonSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ reason: z.string().trim().max(1000, { error: "Must be at most 1000 characters" }).optional() }),
);
