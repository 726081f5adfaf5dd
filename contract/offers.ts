import { z } from "zod";

// The texts and rules the product page needs live apart from the schemas, so zod stays out of its first load.
export { OFFER_MESSAGES, minimumOffer } from "./offer-rules";
import { OFFER_MESSAGE_MAX, OFFER_MESSAGES } from "./offer-rules";

/** Offers and counters are below a listing price, which is at most ₹5,00,00,000 (contract/products.ts). */
const AMOUNT_MAX = 500_000_000;
export const OFFER_PAGE_SIZE = 10;

/** Whole rupees from a number or digit string; 0, -5, 1.5, "abc" and 1e12 are refused, each with its own text. */
const rupees = (invalid: string, required: string) =>
  z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== "", { error: required })
    .pipe(
      z
        .union(
          [
            z.number(),
            z
              .string()
              .trim()
              .regex(/^-?\d+(\.\d+)?$/, { error: invalid })
              .transform(Number),
          ],
          { error: invalid },
        )
        .pipe(
          z
            .number({ error: invalid })
            .positive({ error: invalid })
            .int({ error: OFFER_MESSAGES.amountWhole })
            .max(AMOUNT_MAX, { error: OFFER_MESSAGES.amountBelowPrice }),
        ),
    );

export const makeOfferSchema = z.object({
  productId: z.uuid({ error: "productId must be a product id" }),
  sellerId: z.uuid({ error: "sellerId must be a user id" }),
  amount: rupees(OFFER_MESSAGES.amountPositive, OFFER_MESSAGES.amountRequired),
  message: z
    .string({ error: "message must be text" })
    .trim()
    .max(OFFER_MESSAGE_MAX, { error: OFFER_MESSAGES.messageTooLong })
    .optional()
    .nullable()
    .transform((v) => v || undefined),
});
export type MakeOfferInput = z.infer<typeof makeOfferSchema>;

export const counterOfferSchema = z.object({
  counterAmount: rupees(OFFER_MESSAGES.counterInvalid, OFFER_MESSAGES.counterInvalid),
});

export const offerPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number from 1 to 50" })
    .int({ error: "limit must be a number from 1 to 50" })
    .min(1)
    .max(50)
    .default(OFFER_PAGE_SIZE),
  offset: z.coerce
    .number({ error: "offset must be a whole number" })
    .int({ error: "offset must be a whole number" })
    .min(0)
    .max(100_000)
    .default(0),
});

const OFFER_VIEW_STATUSES = [
  "pending",
  "accepted",
  "rejected",
  "countered",
  "declined",
  "expired",
  "withdrawn",
] as const;
export type OfferViewStatus = (typeof OFFER_VIEW_STATUSES)[number];

/** What either party sees: the listing's public face and the other party's username, never contact details. */
export const offerSchema = z.object({
  id: z.string(),
  productId: z.string(),
  buyerId: z.string(),
  sellerId: z.string(),
  amount: z.number(),
  counterAmount: z.number().nullable(),
  message: z.string().nullable(),
  status: z.enum(OFFER_VIEW_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: z.object({ id: z.string(), title: z.string(), price: z.number(), thumbnail: z.string().nullable() }),
  /** The buyer's username on offers received, the seller's on offers made. */
  otherPartyUsername: z.string(),
  /** The order that paid for this offer (null until it is paid). */
  orderId: z.string().nullable(),
  orderNumber: z.number().nullable(),
  /** What the buyer pays for an accepted, unpaid offer: the agreed price plus fee and delivery (server-computed). */
  payTotal: z.number().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerCreatedSchema = offerSchema.extend({
  message: z.string().nullable(),
  contactDetailsHidden: z.boolean(),
  notice: z.string().optional(),
});
