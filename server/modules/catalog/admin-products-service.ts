import { maskAccountNumber } from "@contract/bank-accounts";
import type { AdminListing, AdminProduct, ProductModification } from "@contract/admin-products";
import { notificationLinks } from "@contract/notifications";
import type { Db, Tx } from "../../db/client";
import type { NotificationType } from "../../db/schema/notifications";
import type { ProductStatus } from "@contract/product-states";
import { SQL_STATE, sqlState } from "../../lib/database-errors";
import { conflict, notFound } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import { createNotification, notificationText, type NotificationText } from "../notifications";
import { endOffersForListing } from "../offers";
import { contactsInListing } from "./listing-contacts";
import type { ListingFiles } from "./listing-files";
import { listingFiles } from "./listing-media";
import {
  deleteProductRow,
  settleModification,
  transitionProduct,
  withdrawPendingModification,
} from "./moderation-repo";
import { toOwnerProductView } from "./product-view";
import { findPendingModification, lockProduct as lockListing, updateProduct, type ProductRow } from "./products-repo";
import { countProducts, listPendingModifications, listWithBankAccounts, listWithSeller } from "./admin-products-repo";

interface Actor {
  db: Db;
  adminId: string;
  files: ListingFiles;
}

type SellerFields = { sellerName: string; sellerUsername: string; sellerMobile: string };
type ModificationRow = Awaited<ReturnType<typeof listPendingModifications>>[number]["modification"];

const toAdminProduct = (product: ProductRow, seller: SellerFields, hasPendingEdit: boolean): AdminProduct => ({
  ...toOwnerProductView(product, hasPendingEdit),
  sellerName: seller.sellerName,
  sellerUsername: seller.sellerUsername,
  sellerMobile: seller.sellerMobile,
  contactFlags: contactsInListing(product),
});

/** A modification without its bookkeeping: the listing as the seller proposes it. */
const proposalOf = ({
  id: _i,
  productId: _p,
  status: _s,
  rejectionReason: _r,
  requestedAt: _q,
  reviewedAt: _v,
  ...proposal
}: ModificationRow) => proposal;

const toModificationView = (m: ModificationRow): ProductModification => ({
  ...proposalOf(m),
  id: m.id,
  price: m.price === null ? null : Number(m.price),
  requestedAt: m.requestedAt.toISOString(),
});

/** The review queue: new listings, then edits of live listings (each with the live version and the proposal). */
export async function pendingQueue(db: Db): Promise<AdminProduct[]> {
  const [pending, edits] = await Promise.all([listWithSeller(db, ["pending"]), listPendingModifications(db)]);
  return [
    ...pending.map((row) => toAdminProduct(row, row, false)),
    ...edits.map(({ modification, product, seller }) => ({
      ...toAdminProduct(product, seller, true),
      modification: toModificationView(modification),
      // What the approval would put live: the proposed text where the edit changes it.
      contactFlags: contactsInListing({
        title: modification.title ?? product.title,
        description: modification.description ?? product.description,
      }),
    })),
  ];
}

export async function approvedListings(db: Db): Promise<AdminProduct[]> {
  return (await listWithSeller(db, ["approved"])).map((row) => toAdminProduct(row, row, false));
}

export async function listingsWithBankAccounts(
  db: Db,
  page: { limit?: number; offset: number },
): Promise<AdminListing[]> {
  const rows = await listWithBankAccounts(
    db,
    page.limit === undefined ? undefined : { limit: page.limit, offset: page.offset },
  );
  return rows.map((row) => ({
    ...toAdminProduct(row, row, false),
    bankAccountId: row.bankAccountId,
    accountHolderName: row.accountHolderName,
    bankName: row.bankName,
    ifscCode: row.ifscCode,
    accountNumber: row.accountNumberLast4 ? maskAccountNumber(row.accountNumberLast4) : null,
    isBankVerified: row.isBankVerified ?? false,
  }));
}

export const listingsCount = async (db: Db) => ({ total: await countProducts(db) });

const STATE_NAMES: Record<ProductStatus, string> = {
  pending: "pending",
  approved: "approved",
  rejected: "rejected",
  sold: "sold",
  delisted: "delisted",
};

type Notice = { type: NotificationType; text: NotificationText };

/** What an admin action did, for its audit row and the seller's notification, and which files it may have left unused. */
interface Outcome {
  action: string;
  details: Record<string, unknown>;
  notice: Notice;
  sellerId: string;
  released?: (string | null | undefined)[];
}

/**
 * Each admin action: the listing's row locked before anything is read, so a seller's edit or another admin cannot
 * change it between this read and the write; then one change, one audit row, one notification to the seller, all
 * or nothing. Which stored files the change left unused is decided under the lock; they go after the commit.
 */
async function act(
  { db, adminId, files }: Actor,
  productId: string,
  decide: (tx: Tx, product: ProductRow) => Promise<Outcome>,
) {
  const { outcome, unused } = await db.transaction(async (tx) => {
    const product = await lockListing(tx, productId);
    if (!product) throw notFound("Product not found");
    const outcome = await decide(tx, product);
    await recordAdminAction(tx, {
      adminId,
      action: outcome.action,
      entityType: "product",
      entityId: productId,
      details: outcome.details,
    });
    await createNotification(tx, {
      userId: outcome.sellerId,
      ...outcome.notice,
      link: notificationLinks.product(productId),
    });
    return { outcome, unused: outcome.released?.length ? await files.unused(tx, outcome.released) : [] };
  });
  await files.releaseFolders(unused);
  return outcome;
}

const wrongState = (verb: string, allowed: ProductStatus, product: { status: ProductStatus }) =>
  conflict(`Only ${STATE_NAMES[allowed]} listings can be ${verb}; this one is ${STATE_NAMES[product.status]}.`);

/**
 * One change of a listing's state by an admin (docs/product.md#listings), read as the transition it is: the state it starts from,
 * the row's new state, the audit action and what the seller is told. `Input` is what the admin sent (a reason).
 */
interface Transition<Input> {
  from: ProductStatus;
  /** Names the action in a refusal: "Only approved listings can be {verb}". */
  verb: string;
  to: (input: Input) => Parameters<typeof transitionProduct>[3];
  audit: string;
  details: (input: Input) => Record<string, unknown>;
  /** `editWithdrawn`: this transition withdrew the seller's waiting edit (the notice says so). */
  notice: (title: string, input: Input, editWithdrawn: boolean) => Notice;
  /**
   * Leaving the live state withdraws a waiting edit, with this reason: the edit was a proposal for the live listing,
   * and left pending it would surface again (and could be applied) if the listing came back.
   */
  withdrawsEdit?: string;
  /** Leaving the market ends the listing's open offers (their buyers are told), with the reason given. */
  endsOffers?: "sold" | "unavailable";
}

const APPROVE: Transition<void> = {
  from: "pending",
  verb: "approved",
  to: () => ({ status: "approved", rejectionReason: null, editRequests: null }),
  audit: "approve",
  details: () => ({}),
  notice: (title) => ({ type: "product_approved", text: notificationText("listingApproved", { title }) }),
};

const REJECT: Transition<string> = {
  from: "pending",
  verb: "rejected",
  to: (reason) => ({ status: "rejected", rejectionReason: reason }),
  audit: "reject",
  details: (reason) => ({ reason }),
  notice: (title, reason) => ({
    type: "product_rejected",
    text: notificationText("listingRejected", { title, reason }),
  }),
};

const REQUEST_EDIT: Transition<string> = {
  from: "pending",
  verb: "sent back for edits",
  to: (editRequests) => ({ editRequests }),
  audit: "request_edit",
  details: (editRequests) => ({ editRequests }),
  notice: (title, editRequests) => ({
    type: "product_needs_edit",
    text: notificationText("listingNeedsEdit", { title, editRequests }),
  }),
};

const DELIST: Transition<string | undefined> = {
  from: "approved",
  verb: "delisted",
  to: (reason) => ({ status: "pending", rejectionReason: reason ?? null }),
  audit: "delist",
  details: (reason) => ({ reason }),
  notice: (title, reason, editWithdrawn) => ({
    type: "product_delisted",
    text: notificationText("listingDelisted", { title, reason, editWithdrawn }),
  }),
  withdrawsEdit: "Withdrawn: the listing was delisted.",
  endsOffers: "unavailable",
};

const MARK_SOLD: Transition<void> = {
  from: "approved",
  verb: "marked as sold",
  to: () => ({ status: "sold", isAvailable: false }),
  audit: "mark_sold",
  details: () => ({}),
  notice: (title, _input, editWithdrawn) => ({
    type: "product_sold",
    text: notificationText("listingMarkedSold", { title, editWithdrawn }),
  }),
  withdrawsEdit: "Withdrawn: the listing was marked as sold.",
  endsOffers: "sold",
};

/** Settles the edit waiting on a listing that leaves the live state, answering it so its files can be released. */
async function withdrawEdit(tx: Tx, productId: string, why: string) {
  const withdrawn = await withdrawPendingModification(tx, productId, why);
  return {
    released: withdrawn ? listingFiles(withdrawn) : [],
    details: withdrawn ? { withdrawnModificationId: withdrawn.id } : {},
    editWithdrawn: Boolean(withdrawn),
  };
}

/** Performs a transition on the locked row: refused unless the listing is in the state it starts from. */
async function move<Input>(tx: Tx, product: ProductRow, t: Transition<Input>, input: Input): Promise<Outcome> {
  if (product.status !== t.from || !(await transitionProduct(tx, product.id, [t.from], t.to(input))))
    throw wrongState(t.verb, t.from, product);
  if (t.endsOffers) await endOffersForListing(tx, product.id, t.endsOffers);
  const withdrawn = t.withdrawsEdit
    ? await withdrawEdit(tx, product.id, t.withdrawsEdit)
    : { released: [], details: {}, editWithdrawn: false };
  return {
    action: t.audit,
    details: { ...t.details(input), ...withdrawn.details },
    notice: t.notice(product.title, input, withdrawn.editWithdrawn),
    sellerId: product.sellerId,
    released: withdrawn.released,
  };
}

/** The edit of a live listing waiting for review, if there is one (a pending listing changes in place instead). */
const waitingEdit = async (tx: Tx, product: ProductRow) =>
  product.status === "approved" ? findPendingModification(tx, product.id) : undefined;

/** Applies a live listing's waiting edit: a null in a required field means "unchanged"; the rest is the proposal as sent. */
async function approveEdit(tx: Tx, product: ProductRow, modification: ModificationRow): Promise<Outcome> {
  if (!(await settleModification(tx, modification.id, "approved"))) throw conflict("This edit was already reviewed.");
  const edited = proposalOf(modification);
  const title = edited.title ?? product.title;
  await updateProduct(tx, product.id, {
    ...edited,
    title,
    description: edited.description ?? product.description,
    price: edited.price ?? product.price,
    category: edited.category ?? product.category,
    images: edited.images ?? product.images,
    condition: edited.condition ?? product.condition,
    hasBill: edited.hasBill ?? product.hasBill,
  });
  return {
    action: "approve_modification",
    details: { modificationId: modification.id },
    notice: { type: "product_approved", text: notificationText("listingEditApproved", { title }) },
    sellerId: product.sellerId,
    // The files the edit replaced; those the listing kept stay referenced and are not touched.
    released: listingFiles(product),
  };
}

async function rejectEdit(
  tx: Tx,
  product: ProductRow,
  modification: ModificationRow,
  reason: string,
): Promise<Outcome> {
  if (!(await settleModification(tx, modification.id, "rejected", reason)))
    throw conflict("This edit was already reviewed.");
  return {
    action: "reject_modification",
    details: { modificationId: modification.id, reason },
    notice: {
      type: "product_rejected",
      text: notificationText("listingEditRejected", { title: product.title, reason }),
    },
    sellerId: product.sellerId,
    released: listingFiles(modification),
  };
}

/** Approves a pending listing, or the waiting edit of a live one (applying it). */
export function approveProduct(actor: Actor, id: string) {
  return act(actor, id, async (tx, product) => {
    const edit = await waitingEdit(tx, product);
    return edit ? approveEdit(tx, product, edit) : move(tx, product, APPROVE, undefined);
  });
}

/** Rejects a pending listing, or the waiting edit of a live one (the listing stays live as it was). */
export function rejectProduct(actor: Actor, id: string, reason: string) {
  return act(actor, id, async (tx, product) => {
    const edit = await waitingEdit(tx, product);
    return edit ? rejectEdit(tx, product, edit, reason) : move(tx, product, REJECT, reason);
  });
}

export function requestEdit(actor: Actor, id: string, editRequests: string) {
  return act(actor, id, async (tx, product) => {
    // An edit is asked for only on a pending listing (docs/product.md#listings). An edit of a live one is answered by approving or
    // rejecting it (with a reason); the seller may then edit again while the listing stays live.
    if (await waitingEdit(tx, product)) {
      throw conflict(
        "Changes cannot be requested on an edit of a live listing. Reject the edit with a reason instead; the listing stays live as it was.",
      );
    }
    return move(tx, product, REQUEST_EDIT, editRequests);
  });
}

export const delistProduct = (actor: Actor, id: string, reason: string | undefined) =>
  act(actor, id, (tx, product) => move(tx, product, DELIST, reason));

export const markSold = (actor: Actor, id: string) =>
  act(actor, id, (tx, product) => move(tx, product, MARK_SOLD, undefined));

/**
 * Permanent removal, of a live listing only (docs/product.md#listings: approved -> deleted); its stored photos, bill and
 * video go too, along with those of an edit awaiting approval. A listing with payments or orders cannot go
 * (the records must stay): delist it instead.
 */
export async function deleteProduct(actor: Actor, id: string, reason: string | undefined) {
  try {
    return await act(actor, id, async (tx, product) => {
      if (product.status !== "approved") throw wrongState("deleted", "approved", product);
      const withdrawn = await withdrawEdit(tx, id, "Withdrawn: the listing was deleted.");
      // Before the row goes (its offers go with it): a refused delete rolls this back too.
      await endOffersForListing(tx, id, "unavailable");
      const deleted = await deleteProductRow(tx, id, ["approved"]);
      if (!deleted) throw wrongState("deleted", "approved", product);
      return {
        action: "delete",
        details: { reason, title: product.title, ...withdrawn.details },
        notice: {
          type: "product_delisted",
          text: notificationText("listingRemoved", { title: product.title, reason }),
        },
        sellerId: product.sellerId,
        released: [...listingFiles(deleted), ...withdrawn.released],
      };
    });
  } catch (err) {
    if (sqlState(err) === SQL_STATE.foreignKeyViolation)
      throw conflict("This listing has payments or orders and cannot be deleted. Delist it instead.");
    throw err;
  }
}
