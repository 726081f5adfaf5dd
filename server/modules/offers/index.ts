/** What other modules may use of offers: listing transitions end a listing's open offers; checkout charges an accepted one. */
export { endOffersForListing, findPayableOffer } from "./offers-service";
/** A seller's offer response figures for their public profile, kept as a stored row the offer writes invalidate. */
export { responseFiguresOf } from "./response-figures";
/** The listing form's offer rules, and the guard that keeps a price edit from slipping below them (decision 0050). */
export { applyOfferRulesToPrice } from "./offer-rules";
