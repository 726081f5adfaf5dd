/**
 * The root every offer list's key starts with (the product's Recent Offers, the dashboard's Received and Made, the
 * seller's counts): a notification about an offer refreshes them all through it, without knowing the features.
 */
export const OFFERS_KEY_ROOT = ["/api/offers"] as const;
