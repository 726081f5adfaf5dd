import { z } from "zod";

/** Each side's rating stays hidden from the other until both have rated or this many days after delivery. */
export const RATING_BLIND_DAYS = 14;
export const RATING_COMMENT_MAX = 500;
/** Reviews on a public profile, a page at a time. */
export const REVIEWS_PAGE_SIZE = 10;
/** The window of offers a profile's response rate and typical response time are measured over. */
export const RESPONSE_WINDOW_DAYS = 90;
/** An offer counts as answered when the seller accepted, countered or declined it within this many hours. */
export const RESPONSE_HOURS = 24;

export const RATING_MESSAGES = {
  rating: "Rating must be a whole number from 1 to 5",
  comment: `Comment must be at most ${RATING_COMMENT_MAX} characters`,
  notDelivered: "An order can be rated only after it has been delivered",
  cancelled: "A cancelled order cannot be rated",
  alreadyRated: "You have already rated this order",
  sellerNotFound: "Seller not found",
  thanks: "Thank you for your rating",
} as const;

const ratingValue = z
  .number({ error: RATING_MESSAGES.rating })
  .int({ error: RATING_MESSAGES.rating })
  .min(1, { error: RATING_MESSAGES.rating })
  .max(5, { error: RATING_MESSAGES.rating });

export const rateOrderSchema = z.object({
  rating: ratingValue,
  comment: z
    .string({ error: RATING_MESSAGES.comment })
    .trim()
    .max(RATING_COMMENT_MAX, { error: RATING_MESSAGES.comment })
    .nullish()
    .transform((v) => v || null),
});
export type RateOrderInput = z.input<typeof rateOrderSchema>;

const ratingViewSchema = z.object({
  rating: z.number(),
  /** Null when none was written or an admin hid it. */
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type RatingView = z.infer<typeof ratingViewSchema>;

/** `theirs` is null until both have rated or RATING_BLIND_DAYS have passed since delivery. */
export const orderRatingSchema = z.object({
  mine: ratingViewSchema.nullable(),
  theirs: ratingViewSchema.nullable(),
  /** The signed-in party may rate now (delivered, not yet rated). */
  canRate: z.boolean(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

const ratingSummarySchema = z.object({
  /** One decimal; null with no visible ratings. */
  average: z.number().nullable(),
  count: z.number(),
  /** counts[0] is one star, counts[4] five stars. */
  counts: z.array(z.number()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

const reviewSchema = z.object({
  rating: z.number(),
  comment: z.string().nullable(),
  raterFirstName: z.string(),
  /** "November 2026". */
  month: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({ reviews: z.array(reviewSchema), total: z.number() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewPageQuerySchema = z.object({
  offset: z.coerce.number({ error: "offset must be a whole number" }).int().min(0).max(100_000).default(0),
});

/** GET /api/sellers/{username}: public, first name only; never a surname, e-mail, mobile or address. */
export const sellerProfileSchema = z.object({
  /** For the listings call (GET /api/products?sellerId=…), which pages them as browse does. */
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  city: z.string().nullable(),
  memberSince: z.string(),
  badges: z.object({ emailVerified: z.boolean(), mobileVerified: z.boolean(), bankAccountVerified: z.boolean() }),
  rating: ratingSummarySchema,
  itemsSold: z.number(),
  /** Share of offers of the last RESPONSE_WINDOW_DAYS answered within RESPONSE_HOURS, 0-100; null with no offers. */
  responseRate: z.number().nullable(),
  /** Median hours to answer an offer, rounded up; null with no answered offers. */
  responseHours: z.number().nullable(),
  activeListings: z.number(),
  reviews: reviewPageSchema,
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const sellerParamsSchema = z.object({ username: z.string() });
/** Usernames as registration allows them; anything else is a 404 without a database look-up. */
export const USERNAME_SHAPE = /^[A-Za-z0-9._]{1,100}$/;

/** "Asha Rao" -> "Asha": the only part of a name the public sees. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? "";

/** The product page's seller card: GET /api/products/{id}/seller. */
export const sellerCardSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  memberSince: z.string(),
  rating: ratingSummarySchema.pick({ average: true, count: true }),
  itemsSold: z.number(),
});
export type SellerCard = z.infer<typeof sellerCardSchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  rating: z.number(),
  comment: z.string().nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const hideReviewSchema = z.object({
  reason: z
    .string({ error: "Please give a reason for hiding this review" })
    .trim()
    .min(1, { error: "Please give a reason for hiding this review" })
    .max(500, { error: "Reason must be at most 500 characters" }),
});
export const REVIEW_MESSAGES = {
  alreadyHidden: "This review is already hidden",
  notHidden: "This review is not hidden",
  notFound: "Review not found",
} as const;
