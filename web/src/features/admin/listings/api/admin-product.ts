import type { ListingContact } from "@contract/listing-contacts";
import type { OwnerProduct } from "@contract/products";

/** The admin lists' row: the owner view of a listing plus who sells it. */
export interface AdminProduct extends OwnerProduct {
  sellerName: string;
  sellerUsername: string;
  sellerMobile: string;
  /** Present on a pending edit of an approved listing: the proposed values (null = unchanged). */
  modification?: Partial<Record<keyof OwnerProduct, unknown>> & { id: string; requestedAt: string };
  /** Contacts in the title or description (for an edit, the proposed text): the card flags them. */
  contactFlags?: ListingContact[];
}

export interface AdminListing extends AdminProduct {
  bankAccountId: string | null;
  accountHolderName: string | null;
  bankName: string | null;
  ifscCode: string | null;
  accountNumber: string | null;
  isBankVerified: boolean;
}

export interface ModerationResult {
  success: boolean;
  message: string;
}

/** Every moderation list shares one key prefix so an action refreshes all of them. */
export const ADMIN_PRODUCTS_KEY = ["/api/admin/products"] as const;
