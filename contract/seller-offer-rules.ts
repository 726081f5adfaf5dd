import { z } from "zod";

/**
 * A seller's private offer rules for one listing (docs/product.md#offers, decision 0050): an offer at or above
 * `autoAcceptAt` is accepted at once, one below `autoDeclineBelow` declined at once. Whole rupees; null is no rule.
 */
export const OFFER_RULE_MESSAGES = {
  amount: "An offer rule must be a whole number of rupees above 0, or empty",
  order: "The automatic decline price must not be above the automatic accept price",
  abovePrice: "An offer rule must not be above the listing price",
  priceBelowRules:
    "The new price is below your automatic accept price: change your offer rules with the price, or keep the price",
  declined: "The seller is looking for a higher offer",
  acceptedAtOnce: "Your offer was accepted. Pay within 48 hours to buy it at this price.",
  saved: "Offer rules saved",
  onlyOwner: "Only the seller can change the offer rules of this listing",
  onlyOwnerReads: "Only the seller can see the offer rules of this listing",
} as const;

/** Above any listing price (contract/products.ts caps it at ₹5,00,00,000): a bigger figure is refused as bad input. */
const RULE_MAX = 500_000_000;

/** A number, never a digit string: the rules are set by our own forms, which send numbers. */
const ruleAmount = z
  .number({ error: OFFER_RULE_MESSAGES.amount })
  .int({ error: OFFER_RULE_MESSAGES.amount })
  .positive({ error: OFFER_RULE_MESSAGES.amount })
  .max(RULE_MAX, { error: OFFER_RULE_MESSAGES.amount })
  .nullable();

export const offerRulesSchema = z.strictObject(
  { autoAcceptAt: ruleAmount, autoDeclineBelow: ruleAmount },
  { error: "Send autoAcceptAt and autoDeclineBelow, each a whole number of rupees or null" },
);
export type OfferRules = z.infer<typeof offerRulesSchema>;

export const NO_OFFER_RULES: OfferRules = { autoAcceptAt: null, autoDeclineBelow: null };

/** 0 < autoDeclineBelow <= autoAcceptAt <= price, each rule optional; the form and the server run the same check. */
export function offerRuleIssues(rules: OfferRules, price: number) {
  const issues: { field: keyof OfferRules; message: string }[] = [];
  const { autoAcceptAt: accept, autoDeclineBelow: decline } = rules;
  if (accept !== null && accept > price)
    issues.push({ field: "autoAcceptAt", message: OFFER_RULE_MESSAGES.abovePrice });
  if (decline !== null && decline > price)
    issues.push({ field: "autoDeclineBelow", message: OFFER_RULE_MESSAGES.abovePrice });
  if (accept !== null && decline !== null && decline > accept)
    issues.push({ field: "autoDeclineBelow", message: OFFER_RULE_MESSAGES.order });
  return issues;
}
