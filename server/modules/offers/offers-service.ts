import { notificationLinks } from "@contract/notifications";
import { minimumOffer, OFFER_MESSAGES, type MakeOfferInput, type Offer } from "@contract/offers";
import { priceBreakdown } from "@contract/pricing";
import { REPORT_MESSAGES } from "@contract/report-rules";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { SQL_STATE, loggableError, sqlState } from "../../lib/database-errors";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { createNotification, notificationText as text, type NotificationInput } from "../notifications";
import { invalidateResponseFigures } from "./response-figures-repo";
import { maskContactDetails } from "../../lib/contact-masking";
import { offerMail, type OfferMailText } from "./offer-mails";
import { linkIn } from "../../lib/action-mail";
import * as repo from "./offers-repo";
import { isAdmin } from "../users";
import { OFFER_RULE_MESSAGES } from "@contract/seller-offer-rules";
import { lockRulesForOffer } from "./offer-rules-repo";
import { ruleAnswer } from "./offer-rules";
import type { Deps } from "../../deps";

type User = typeof users.$inferSelect;
type Tx = Db;

export type OfferDeps = Pick<Deps, "db" | "mailer" | "log" | "publicUrl">;

const thumbnailOf = (images: string[]) => (images[0] ? images[0].replace(/\/full\.webp$/, "/thumb.webp") : null);

/** What paying for an accepted offer costs the buyer, before any coupon: the agreed price, fee and delivery. */
function payTotal(row: repo.OfferListRow) {
  if (row.status !== "accepted" || row.orderId !== null) return null;
  return priceBreakdown(Number(row.counterAmount ?? row.amount)).total;
}

/** `side` is whose list it is: the other party's username is the only thing shown about them. */
function toOfferView(row: repo.OfferListRow, side: "buyer" | "seller"): Offer {
  return {
    id: row.id,
    productId: row.productId,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    amount: Number(row.amount),
    counterAmount: row.counterAmount === null ? null : Number(row.counterAmount),
    message: row.message,
    status: row.status,
    expiresAt: new Date(row.expiresAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    product: {
      id: row.product.id,
      title: row.product.title,
      price: Number(row.product.price),
      thumbnail: thumbnailOf(row.product.images),
    },
    otherPartyUsername: side === "buyer" ? row.sellerUsername : row.buyerUsername,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    payTotal: payTotal(row),
  };
}

/** Where each party finds an offer: the seller under Offers Received, the buyer under Offers Made. */
const offerLink = {
  seller: (id: string) => notificationLinks.offer(id, "received"),
  buyer: (id: string) => notificationLinks.offer(id, "made"),
};

const mayView = (viewer: User, userId: string) => {
  if (viewer.id !== userId && !isAdmin(viewer)) throw forbidden("You can only view your own offers");
};

export async function offersMadeBy(db: Db, viewer: User, buyerId: string, limit: number, offset: number) {
  mayView(viewer, buyerId);
  return (await repo.listByBuyer(db, buyerId, limit, offset)).map((r) => toOfferView(r, "buyer"));
}

export async function offersReceivedBy(db: Db, viewer: User, sellerId: string, limit: number, offset: number) {
  mayView(viewer, sellerId);
  return (await repo.listBySeller(db, sellerId, limit, offset)).map((r) => toOfferView(r, "seller"));
}

/** Recent Offers on the product page: the listing's seller or an admin only. */
export async function offersOnListing(db: Db, viewer: User, productId: string, limit: number, offset: number) {
  const listing = await repo.findListing(db, productId);
  if (!listing) throw notFound("Product not found");
  if (listing.sellerId !== viewer.id && !isAdmin(viewer))
    throw forbidden("Only the seller can see offers on this listing");
  return (await repo.listByProduct(db, productId, limit, offset)).map((r) => toOfferView(r, "seller"));
}

/** The caller's open (or accepted, unpaid) offer on a listing, for the product page; null when there is none. */
export async function myOfferOn(db: Db, buyer: User, productId: string) {
  const row = await repo.findBuyersLiveOffer(db, productId, buyer.id);
  return { offer: row ? toOfferView(row, "buyer") : null };
}

/** After commit, never blocking the answer: a failed send is logged, the offer stands. */
function mailAfterCommit(deps: OfferDeps, userId: string, link: string, what: OfferMailText) {
  void (async () => {
    const to = await repo.findUserContact(deps.db, userId);
    if (!to) return;
    await deps.mailer.send(offerMail(to, what, linkIn(deps.publicUrl, to.language, link)));
  })().catch((err: unknown) => deps.log.warn({ err: loggableError(err) }, "could not send an offer mail"));
}

async function notifyExpired(tx: Tx, expired: Awaited<ReturnType<typeof repo.expireOverdue>>) {
  for (const o of expired) {
    await createNotification(tx, {
      userId: o.buyerId,
      type: "offer_expired",
      text: text("offerExpiredForBuyer", { title: o.title }),
      link: offerLink.buyer(o.id),
    });
    await createNotification(tx, {
      userId: o.sellerId,
      type: "offer_expired",
      text: text("offerExpiredForSeller", { title: o.title }),
      link: offerLink.seller(o.id),
    });
  }
}

/** The expiry job's work: a batch of overdue offers ended and both sides told, in one transaction. */
export async function expireOverdueOffers(db: Db, batch = 500) {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const expired = await repo.expireOverdue(tx as unknown as Tx, batch);
      await notifyExpired(tx as unknown as Tx, expired);
      return expired.length;
    });
    total += n;
    if (n < batch) return total;
  }
}

export async function makeOffer(deps: OfferDeps, buyer: User, input: MakeOfferInput) {
  if (!buyer.isVerified) throw forbidden(OFFER_MESSAGES.verifyFirst);
  const masked = input.message ? maskContactDetails(input.message) : undefined;
  let created: { offer: repo.OfferRow; title: string; accepted: boolean };
  try {
    created = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const listing = await repo.lockListing(tx, input.productId);
      // A listing not live is as good as missing to a buyer: its id must not be probe-able.
      if (!listing || (listing.status !== "approved" && listing.status !== "sold")) throw notFound("Product not found");
      if (listing.sellerId === buyer.id) throw forbidden(OFFER_MESSAGES.ownListing);
      if (listing.sellerId !== input.sellerId) throw badRequest(OFFER_MESSAGES.wrongSeller);
      if (listing.status !== "approved" || !listing.isAvailable) throw conflict(OFFER_MESSAGES.notAvailable);
      // Hidden after reports until an admin decides: no deal starts on it, as checkout refuses it (decision 0037).
      if (listing.heldByReports) throw conflict(REPORT_MESSAGES.notForSale);
      if (input.amount >= Number(listing.price))
        throw badRequest(OFFER_MESSAGES.amountBelowPrice, { price: Number(listing.price) });
      const minimum = minimumOffer(Number(listing.price));
      if (input.amount < minimum) throw badRequest(OFFER_MESSAGES.belowMinimum(minimum), { minimum });
      // An earlier offer past its time no longer counts as open: end it now rather than wait for the job.
      await notifyExpired(tx, await repo.expireOverdue(tx, 10, repo.scopeTo(listing.id, buyer.id)));
      if (await repo.findOpenOffer(tx, listing.id, buyer.id)) throw conflict(OFFER_MESSAGES.alreadyOpen);
      // The seller's private rules (decision 0050), held until commit so a change of them comes before or after.
      const answer = ruleAnswer(await lockRulesForOffer(tx, listing.id), input.amount);
      // Declined at once: nothing is stored, and the words never carry the rule's figure.
      if (answer === "decline") throw new AppError(409, "OFFER_DECLINED", OFFER_RULE_MESSAGES.declined);
      const offer = await repo.insertOffer(tx, {
        productId: listing.id,
        buyerId: buyer.id,
        sellerId: listing.sellerId,
        amount: input.amount,
        message: masked?.text,
      });
      await invalidateResponseFigures(tx, [listing.sellerId]);
      await createNotification(tx, {
        userId: listing.sellerId,
        type: "offer_received",
        text: text("offerReceived", { buyer: buyer.username, amount: input.amount, title: listing.title }),
        link: offerLink.seller(offer.id),
      });
      // Accepted at once by the seller's rule: the very step the seller's own accept takes, in this transaction.
      const accepted =
        answer === "accept" ? await acceptPending(tx, offer.id, listing.sellerId, listing.title) : undefined;
      return { offer: accepted ?? offer, title: listing.title, accepted: Boolean(accepted) };
    });
  } catch (err) {
    // Two requests at once: the unique index on open offers lets one through; the other lands here.
    if (sqlState(err) === SQL_STATE.uniqueViolation) throw conflict(OFFER_MESSAGES.alreadyOpen);
    throw err;
  }
  const { offer, title, accepted } = created;
  if (accepted) {
    mailAccepted(deps, offer, title);
    mailAfterCommit(deps, offer.sellerId, offerLink.seller(offer.id), {
      kind: "autoAccepted",
      params: { buyer: buyer.username, amount: input.amount, title },
    });
  } else {
    mailAfterCommit(deps, offer.sellerId, offerLink.seller(offer.id), {
      kind: "received",
      params: { buyer: buyer.username, amount: input.amount, title },
    });
  }
  const view = toOfferView((await repo.findOfferView(deps.db, offer.id))!, "buyer");
  const words = masked?.masked ? OFFER_MESSAGES.masked : accepted ? OFFER_RULE_MESSAGES.acceptedAtOnce : undefined;
  return { ...view, contactDetailsHidden: Boolean(masked?.masked), ...(words ? { notice: words } : {}) };
}

/**
 * The seller's accept of a pending offer, by their own hand or by their rule: the guarded change (which starts the
 * 48 hours to pay), the response figures marked stale and the buyer told, in the caller's transaction.
 */
async function acceptPending(tx: Tx, id: string, sellerId: string, title: string) {
  const row = await repo.transitionOffer(tx, id, { column: "sellerId", userId: sellerId }, "pending", {
    status: "accepted",
    restartClock: true,
  });
  if (!row) return undefined;
  await invalidateResponseFigures(tx, [row.sellerId]);
  await createNotification(tx, notice("accept", row, title, ""));
  return row;
}

/** After an accept commits: the buyer's mail saying to pay. */
function mailAccepted(deps: OfferDeps, row: repo.OfferRow, title: string) {
  mailAfterCommit(deps, row.buyerId, offerLink.buyer(row.id), {
    kind: "accepted",
    params: { amount: Number(row.amount), title },
  });
}

type Transition = "accept" | "reject" | "counter" | "accept-counter" | "decline-counter";

const STATE_WORDS: Record<string, string> = {
  pending: "waiting for the seller",
  countered: "countered",
  accepted: "accepted",
  rejected: "rejected",
  declined: "declined",
  expired: "expired",
  withdrawn: "withdrawn",
};

/** Why a guarded change did not happen, read after the fact (the change itself decided). */
async function refusal(db: Db, id: string, user: User, side: "buyerId" | "sellerId", allowedFrom: string) {
  const offer = await repo.findOffer(db, id);
  if (!offer || (offer[side] !== user.id && offer.buyerId !== user.id && offer.sellerId !== user.id))
    return notFound("Offer not found");
  if (offer[side] !== user.id)
    return forbidden(
      side === "sellerId" ? "Only the seller can answer this offer" : "Only the buyer can answer this counter offer",
    );
  if (offer.status === "expired") return conflict("This offer has expired");
  if (offer.status === allowedFrom) return conflict(OFFER_MESSAGES.notAvailable);
  if (allowedFrom === "pending" && offer.status === "countered")
    return conflict("You have already countered this offer; only one counter is allowed");
  return conflict(`This offer is already ${STATE_WORDS[offer.status] ?? offer.status}`);
}

/**
 * Every answer to an offer: lock the listing (it must still be on the market to accept or counter), make the
 * guarded change, tell the other side, all in one transaction; mail after commit.
 */
export async function answerOffer(deps: OfferDeps, user: User, id: string, action: Transition, counterAmount?: number) {
  const side = action === "accept-counter" || action === "decline-counter" ? "buyerId" : "sellerId";
  const from = side === "buyerId" ? "countered" : "pending";
  const current = await repo.findOffer(deps.db, id);
  if (!current || (current.buyerId !== user.id && current.sellerId !== user.id)) throw notFound("Offer not found");

  const changed = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const listing = await repo.lockListing(tx, current.productId);
    const live = listing?.status === "approved" && listing.isAvailable;
    if (action === "counter" && current.sellerId === user.id && current.status === "pending") {
      if (counterAmount! <= Number(current.amount))
        throw badRequest(OFFER_MESSAGES.counterAboveOffer, { amount: Number(current.amount) });
      if (listing && counterAmount! >= Number(listing.price))
        throw badRequest(OFFER_MESSAGES.counterBelowPrice, { price: Number(listing.price) });
      const minimum = listing ? minimumOffer(Number(listing.price)) : 0;
      if (counterAmount! < minimum) throw badRequest(OFFER_MESSAGES.counterBelowMinimum(minimum), { minimum });
    }
    if (
      !live &&
      (action === "accept" || action === "counter" || action === "accept-counter") &&
      current[side] === user.id &&
      current.status === from
    ) {
      throw conflict(OFFER_MESSAGES.notAvailable);
    }
    const title = listing?.title ?? "your listing";
    if (action === "accept") {
      const accepted = await acceptPending(tx, id, user.id, title);
      return accepted && { row: accepted, title };
    }
    const actor = { column: side, userId: user.id } as const;
    const row =
      action === "reject"
        ? await repo.transitionOffer(tx, id, actor, "pending", { status: "rejected" })
        : action === "counter"
          ? await repo.transitionOffer(
              tx,
              id,
              actor,
              "pending",
              { status: "countered", counterAmount, restartClock: true },
              repo.counterAboveOffer(counterAmount!),
            )
          : action === "accept-counter"
            ? await repo.transitionOffer(tx, id, actor, "countered", { status: "accepted", restartClock: true })
            : await repo.transitionOffer(tx, id, actor, "countered", { status: "declined" });
    if (!row) return undefined;
    // Only the seller's answer is measured (responded_at); the buyer's answer to a counter leaves the figures as they are.
    if (side === "sellerId") await invalidateResponseFigures(tx, [row.sellerId]);
    const n = notice(action, row, title, user.username);
    await createNotification(tx, n);
    return { row, title };
  });
  if (!changed) throw await refusal(deps.db, id, user, side, from);

  const { row, title } = changed;
  if (action === "accept") {
    mailAccepted(deps, row, title);
  } else if (action === "counter") {
    mailAfterCommit(deps, row.buyerId, offerLink.buyer(row.id), {
      kind: "countered",
      params: { counter: Number(row.counterAmount), title },
    });
  }
  return toOfferView((await repo.findOfferView(deps.db, id))!, side === "buyerId" ? "buyer" : "seller");
}

function notice(action: Transition, row: repo.OfferRow, title: string, actor: string): NotificationInput {
  const amount = Number(row.amount);
  const counter = Number(row.counterAmount);
  const toBuyer = { userId: row.buyerId, link: offerLink.buyer(row.id) };
  const toSeller = { userId: row.sellerId, link: offerLink.seller(row.id) };
  switch (action) {
    case "accept":
      return { ...toBuyer, type: "offer_accepted", text: text("offerAccepted", { amount, title }) };
    case "reject":
      return { ...toBuyer, type: "offer_rejected", text: text("offerRejected", { amount, title }) };
    case "counter":
      return { ...toBuyer, type: "offer_countered", text: text("offerCountered", { amount, counter, title }) };
    case "accept-counter":
      return { ...toSeller, type: "offer_accepted", text: text("counterAccepted", { buyer: actor, counter, title }) };
    case "decline-counter":
      return { ...toSeller, type: "offer_rejected", text: text("counterDeclined", { buyer: actor, counter, title }) };
  }
}

/**
 * The hook for listing transitions (admin delist / sold / delete, a sale at checkout): call it inside the
 * transaction that takes the listing off the market, before a delete. Its waiting offers end (rejected, which
 * answers them) and their buyers are told; the seller's response figures are marked stale.
 */
export async function endOffersForListing(tx: Db, productId: string, why: "sold" | "unavailable") {
  const ended = await repo.endOffersOnListing(tx, productId);
  const listing = await repo.lockListing(tx, productId);
  // Even with nothing ended: a listing being deleted takes all its offers with it (cascade), answered ones too.
  if (listing) await invalidateResponseFigures(tx, [listing.sellerId]);
  if (ended.length === 0) return 0;
  const title = listing?.title ?? "a listing";
  for (const o of ended) {
    await createNotification(tx, {
      userId: o.buyerId,
      type: "offer_rejected",
      text: text("offerEndedWithListing", { title, sold: why === "sold" }),
      link: offerLink.buyer(o.id),
    });
  }
  return ended.length;
}

/**
 * The buyer takes back an offer still waiting for an answer (pending, or countered and not yet answered). One
 * guarded update decides it, so a seller's accept at the same instant and this withdrawal cannot both happen.
 */
export async function withdrawOffer(deps: OfferDeps, buyer: User, id: string) {
  const current = await repo.findOffer(deps.db, id);
  if (!current || (current.buyerId !== buyer.id && current.sellerId !== buyer.id)) throw notFound("Offer not found");
  if (current.buyerId !== buyer.id) throw forbidden(OFFER_MESSAGES.onlyBuyerWithdraws);
  const changed = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const row = await repo.transitionOffer(tx, id, { column: "buyerId", userId: buyer.id }, ["pending", "countered"], {
      status: "withdrawn",
    });
    if (!row) return undefined;
    const listing = await repo.findListing(tx, row.productId);
    await createNotification(tx, {
      userId: row.sellerId,
      type: "offer_withdrawn",
      text: text("offerWithdrawn", {
        buyer: buyer.username,
        amount: Number(row.amount),
        title: listing?.title ?? "your listing",
      }),
      link: offerLink.seller(row.id),
    });
    return row;
  });
  if (!changed) {
    const now = await repo.findOffer(deps.db, id);
    throw conflict(now?.status === "expired" ? "This offer has expired" : OFFER_MESSAGES.withdrawNotOpen);
  }
  return toOfferView((await repo.findOfferView(deps.db, id))!, "buyer");
}

/** This buyer's accepted, unpaid, in-time offer on a listing: the price checkout charges instead of the listing's. */
export const findPayableOffer = (db: Db, productId: string, buyerId: string) =>
  repo.findPayableOffer(db, productId, buyerId);
