import { OFFER_RULE_MESSAGES, offerRuleIssues, type OfferRules } from "@contract/seller-offer-rules";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { isAdmin } from "../users";
import * as repo from "./offers-repo";
import * as rulesRepo from "./offer-rules-repo";

type User = typeof users.$inferSelect;

/** The owner, or an admin, reads a listing's offer rules; anyone else learns nothing but that they may not. */
export async function offerRulesOf(db: Db, viewer: User, productId: string) {
  const listing = await repo.findListing(db, productId);
  if (!listing) throw notFound("Product not found");
  if (listing.sellerId !== viewer.id && !isAdmin(viewer)) throw forbidden(OFFER_RULE_MESSAGES.onlyOwnerReads);
  return rulesRepo.findRules(db, productId);
}

function refuseIssues(rules: OfferRules, price: number) {
  const issues = offerRuleIssues(rules, price);
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
}

/**
 * The owner sets a listing's rules. The listing's row is locked FOR SHARE, so an edit of its price (which locks it
 * FOR UPDATE) comes wholly before or after; the rules are checked against the live price and against the price of
 * an edit still waiting for an admin, whichever is lower, so approving that edit cannot leave them above the price.
 */
export async function setOfferRules(db: Db, owner: User, productId: string, rules: OfferRules) {
  return db.transaction(async (tx) => {
    const listing = await repo.lockListing(tx, productId);
    if (!listing) throw notFound("Product not found");
    if (listing.sellerId !== owner.id) throw forbidden(OFFER_RULE_MESSAGES.onlyOwner);
    const pending = await rulesRepo.pendingPrice(tx, productId);
    refuseIssues(rules, Math.min(Number(listing.price), pending ?? Infinity));
    await rulesRepo.storeRules(tx, productId, rules);
    return rules;
  });
}

/**
 * For the catalog's edit, inside its transaction and under its lock of the listing: a new price never quietly sits
 * below the automatic accept price. Rules sent with the edit replace the stored ones (checked against the new price);
 * without them, a price below the stored rules is refused.
 */
export async function applyOfferRulesToPrice(tx: Db, productId: string, price: number, sent: OfferRules | undefined) {
  if (sent) {
    refuseIssues(sent, price);
    await rulesRepo.storeRules(tx, productId, sent);
    return;
  }
  const stored = await rulesRepo.findRules(tx, productId);
  if (offerRuleIssues(stored, price).length > 0)
    throw conflict(OFFER_RULE_MESSAGES.priceBelowRules, [
      { field: "offerRules.autoAcceptAt", message: OFFER_RULE_MESSAGES.priceBelowRules },
    ]);
}

/** How the seller's rules answer an offer of `amount`: at once, or left to the seller. */
export function ruleAnswer(rules: OfferRules, amount: number): "accept" | "decline" | "wait" {
  if (rules.autoDeclineBelow !== null && amount < rules.autoDeclineBelow) return "decline";
  if (rules.autoAcceptAt !== null && amount >= rules.autoAcceptAt) return "accept";
  return "wait";
}
