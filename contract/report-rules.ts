/**
 * A listing reported by this many different people whose reports count (REPORTER_MIN_AGE_DAYS) is hidden until an
 * admin decides: out of browse, search, the sitemap and the seller's profile, and not for sale. Reported by this many
 * people of whom fewer count, it stays visible and waits for an admin's review.
 */
export const REPORT_HIDE_THRESHOLD = 3;
/**
 * A report counts toward hiding when its reporter has a verified contact and an account at least this many days old,
 * or has traded (an order delivered, as buyer or seller): accounts made a second earlier cannot hide a rival's listing.
 */
export const REPORTER_MIN_AGE_DAYS = 3;
export const REPORT_DETAILS_MAX = 500;
/**
 * Reports one person may file in a rolling 24 hours. Someone browsing in good faith meets a handful of bad
 * listings a day; twenty is far above that, and low enough that one account cannot hide listings wholesale
 * (three accounts at twenty each hide at most twenty listings a day, each one brought to an admin's bell).
 */
export const REPORTS_PER_DAY = 20;

export const REPORT_REASONS = ["prohibited", "counterfeit", "wrong_category", "offensive", "scam", "other"] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  prohibited: "Prohibited item",
  counterfeit: "Counterfeit or fake",
  wrong_category: "Wrong category",
  offensive: "Offensive content",
  scam: "Looks like a scam",
  other: "Something else",
};

export const REPORT_MESSAGES = {
  reason: `reason must be one of ${REPORT_REASONS.join(", ")}`,
  detailsRequired: "Please tell us what is wrong with this listing",
  detailsTooLong: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  alreadyReported: "You have already reported this listing",
  tooMany: (hours: number) =>
    `You have reported ${REPORTS_PER_DAY} listings in the last 24 hours. Please try again in ${hours} ${hours === 1 ? "hour" : "hours"}.`,
  ownListing: "You cannot report your own listing",
  productNotFound: "Product not found",
  thanks: "Thank you. Our team will review this listing.",
  nothingOpen: "This listing has no open reports",
  /** Checkout's 409 for a listing hidden after reports. */
  notForSale: "This listing is being reviewed by our team after reports and cannot be bought right now",
} as const;

/**
 * Where a reported listing stands: `open` (fewer reports than the threshold), `review` (enough reports, but not
 * enough that count: still visible, waiting for an admin), `hidden` (enough that count: held until an admin decides).
 */
export const REPORT_STATES = ["open", "review", "hidden"] as const;
export type ReportState = (typeof REPORT_STATES)[number];
