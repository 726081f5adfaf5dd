import { formatRupees } from "./money-format";

/** Offer rules (docs/product.md#offers), in whole rupees (docs/product.md#money). */
export const OFFER_MESSAGES = {
  amountRequired: "Amount is required",
  amountPositive: "Amount must be a positive number",
  amountWhole: "Amount must be a whole number of rupees",
  amountBelowPrice: "Your offer must be below the listing price",
  counterInvalid: "Invalid Amount: Please enter a valid counter offer amount",
  counterAboveOffer: "The counter offer must be above the buyer's offer",
  counterBelowPrice: "The counter offer must be below the listing price",
  messageTooLong: "Message must be at most 500 characters",
  masked:
    "Contact details (phone numbers, e-mail addresses, UPI IDs) were hidden from your message: buyer and seller talk only through Dobara.",
  alreadyOpen: "You already have an open offer on this listing. Wait for the seller's answer.",
  notAvailable: "This listing is not available for offers",
  ownListing: "You cannot make an offer on your own listing",
  wrongSeller: "sellerId does not match the listing's seller",
  verifyFirst: "Please verify your email before making offers",
  submitted: "Offer submitted",
  belowMinimum: (minimum: number) => `Offers on this item start at ${formatRupees(minimum)}`,
  counterBelowMinimum: (minimum: number) => `A counter offer on this item must be at least ${formatRupees(minimum)}`,
  withdrawNotOpen: "Only an offer still waiting for an answer can be withdrawn",
  onlyBuyerWithdraws: "Only the buyer can withdraw this offer",
} as const;

/** docs/product.md#trust-between-strangers: an offer (and a counter) starts at half the listing price. */
const OFFER_FLOOR_PERCENT = 50;
/** The lowest offer a listing at `price` whole rupees accepts: half, rounded up to the rupee. */
export const minimumOffer = (price: number) => Math.ceil((price * OFFER_FLOOR_PERCENT) / 100);

export const OFFER_MESSAGE_MAX = 500;
