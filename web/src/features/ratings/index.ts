/** What other domains may use of ratings (the lint rule house/feature-boundaries): the rest stays inside. */
export { BuyerRating } from "./components/buyer-rating";
export { RateOrder } from "./components/rate-order";
export { monthYear } from "./month-year";
