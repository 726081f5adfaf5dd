/** What other modules may use of offers: listing transitions end a listing's open offers. */
export { endOffersForListing } from "./offers-service";
