import { LISTING_CONTACT_MESSAGES, type ListingContact } from "@contract/listing-contacts";
import { findContactDetails } from "../../lib/contact-masking";
import { badRequest } from "../../lib/errors";

type ListingText = Partial<Record<ListingContact["field"], string | null | undefined>>;

/**
 * The contacts found in a listing's title and description, the first of each field: what the seller is told to
 * remove, and what the admin's approval card flags (a listing approved before the rule, or one that slipped past it).
 */
export const contactsInListing = (listing: ListingText): ListingContact[] =>
  (["title", "description"] as const).flatMap((field) =>
    findContactDetails(listing[field] ?? "")
      .slice(0, 1)
      .map(({ kind, text }) => ({ field, kind, words: text })),
  );

/** A listing is refused at creation and at every edit while its text has a contact: a 400 naming the field and words. */
export function refuseContactDetails(listing: ListingText) {
  const found = contactsInListing(listing);
  if (found.length === 0) return;
  const details = found.map((c) => ({ field: c.field, message: LISTING_CONTACT_MESSAGES.remove(c) }));
  throw badRequest(details[0]!.message, details);
}
