/** What other domains may use of offers (the lint rule house/feature-boundaries): the rest stays inside. */
export { usePendingOfferCounts } from "./api/my-offers";
export { OfferOrStatus } from "./components/offer-or-status";
export { OffersTab } from "./components/offers-tab";
