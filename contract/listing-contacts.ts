import { z } from "zod";

/**
 * A listing's title and description may not carry a way to reach the seller off Dobara (docs/product.md: buyer and
 * seller never see each other's contact details). The seller is told which field and which words to remove; the
 * admin's approval card flags any listing whose text still has one.
 */
const LISTING_TEXT_FIELDS = ["title", "description"] as const;
const CONTACT_KINDS = ["phone", "email", "upi"] as const;

export const listingContactSchema = z.object({
  field: z.enum(LISTING_TEXT_FIELDS),
  kind: z.enum(CONTACT_KINDS),
  /** The words as the seller wrote them. */
  words: z.string(),
});
export type ListingContact = z.infer<typeof listingContactSchema>;

const KIND_NAMES: Record<ListingContact["kind"], string> = {
  phone: "a phone number",
  email: "an e-mail address",
  upi: "a UPI ID",
};

export const LISTING_CONTACT_MESSAGES = {
  /** The seller's 400, shown beside the field. */
  remove: ({ field, kind, words }: ListingContact) =>
    `Please remove ${KIND_NAMES[kind]} from the ${field}: "${words}". Buyers reach you through offers and orders on Dobara.`,
  /** The admin's approval card. */
  flagTitle: "Contact details in the listing",
  flag: ({ field, kind, words }: ListingContact) =>
    `The ${field} has ${KIND_NAMES[kind]}: "${words}". Ask the seller to remove it before approving.`,
} as const;
