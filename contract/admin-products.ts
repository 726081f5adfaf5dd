import { z } from "zod";
import { CATEGORIES } from "./categories";
import { listingContactSchema } from "./listing-contacts";
import { PRODUCT_CONDITIONS } from "./product-states";
import { ownerProductSchema } from "./products";

/** A seller's pending edit of a live listing, as the admin reviews it beside the listing. Null: unchanged or cleared. */
const productModificationSchema = z.object({
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
  condition: z.enum(PRODUCT_CONDITIONS).nullable(),
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
  /** Contacts in the title or description (the proposed ones for an edit): the approval card flags them. */
  contactFlags: z.array(listingContactSchema),
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

/** Listings per page of the admin's Listings tab. */
export const ADMIN_LISTINGS_PAGE_SIZE = 20;
/** Optional paging of GET /api/admin/products-with-bank-accounts: without `limit` the whole list comes back, as it always did. */
export const adminListingsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(100, { error: "limit must be at most 100" })
    .optional(),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int({ error: "offset must be a whole number" })
    .min(0, { error: "offset cannot be negative" })
    .max(100_000, { error: "offset must be at most 100000" })
    .default(0),
});
export const adminListingsCountSchema = z.object({ total: z.number() });

export const moderationResultSchema = z.object({ success: z.boolean(), message: z.string() });

const reasonText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(1000, { error: "Must be at most 1000 characters" });

export const rejectProductSchema = z.object({ reason: reasonText("Please give a reason for rejecting") });
export const requestEditSchema = z.object({ editRequests: reasonText("Please describe the changes needed") });
/** Delist and delete: the reason is optional, and a body-less PUT or DELETE arrives as null. */
export const optionalReasonSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ reason: z.string().trim().max(1000, { error: "Must be at most 1000 characters" }).optional() }),
);
