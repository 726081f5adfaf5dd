import { maskAccountNumber } from "@contract/bank-accounts";
import type { AdminListing, AdminProduct, ProductModification } from "@contract/admin-products";
import type { Db } from "../../db/client";
import type { NotificationType } from "../../db/schema/notifications";
import type { ProductStatus } from "../../db/schema/products";
import { conflict, notFound } from "../../lib/errors";
import { listingFiles } from "../catalog/listing-media";
import { toOwnerProductView } from "../catalog/product-view";
import { findPendingModification, findProduct, updateProduct, type ProductRow } from "../catalog/products-repo";
import { createNotification } from "../notifications/notifications-repo";
import { recordAdminAction } from "./audit-repo";
import { deleteProductRow, listPendingModifications, listWithBankAccounts, listWithSeller, settleModification, transitionProduct, withdrawPendingModification } from "./admin-products-repo";
import type { ListingFiles } from "../catalog/listing-files";

interface Actor {
  db: Db;
  adminId: string;
  files: ListingFiles;
}

/** What a change did: whose listing it was, the waiting edit it withdrew, and which stored files it may have left unused. */
interface Changed {
  sellerId: string;
  withdrawn?: { id: string };
  released?: (string | null | undefined)[];
}

type SellerFields = { sellerName: string; sellerUsername: string; sellerMobile: string };
type ModificationRow = Awaited<ReturnType<typeof listPendingModifications>>[number]["modification"];

const toAdminProduct = (product: ProductRow, seller: SellerFields, hasPendingEdit: boolean): AdminProduct => ({
  ...toOwnerProductView(product, hasPendingEdit),
  sellerName: seller.sellerName,
  sellerUsername: seller.sellerUsername,
  sellerMobile: seller.sellerMobile,
});

const toModificationView = ({ productId: _p, status: _s, rejectionReason: _r, reviewedAt: _v, ...m }: ModificationRow): ProductModification => ({
  ...m,
  price: m.price === null ? null : Number(m.price),
  requestedAt: m.requestedAt.toISOString(),
});

/** The review queue: new listings, then edits of live listings (each with the live version and the proposal). */
export async function pendingQueue(db: Db): Promise<AdminProduct[]> {
  const [pending, edits] = await Promise.all([listWithSeller(db, ["pending"]), listPendingModifications(db)]);
  return [
    ...pending.map((row) => toAdminProduct(row, row, false)),
    ...edits.map(({ modification, product, seller }) => ({ ...toAdminProduct(product, seller, true), modification: toModificationView(modification) })),
  ];
}

export async function approvedListings(db: Db): Promise<AdminProduct[]> {
  return (await listWithSeller(db, ["approved"])).map((row) => toAdminProduct(row, row, false));
}

export async function listingsWithBankAccounts(db: Db): Promise<AdminListing[]> {
  return (await listWithBankAccounts(db)).map((row) => ({
    ...toAdminProduct(row, row, false),
    bankAccountId: row.bankAccountId,
    accountHolderName: row.accountHolderName,
    bankName: row.bankName,
    ifscCode: row.ifscCode,
    accountNumber: row.accountNumberLast4 ? maskAccountNumber(row.accountNumberLast4) : null,
    isBankVerified: row.isBankVerified ?? false,
  }));
}

const STATE_NAMES: Record<ProductStatus, string> = { pending: "pending", approved: "approved", rejected: "rejected", sold: "sold", delisted: "delisted" };

async function requireProduct(db: Db, id: string) {
  const product = await findProduct(db, id);
  if (!product) throw notFound("Product not found");
  return product;
}

type Notice = { type: NotificationType; title: string; message: string };

/**
 * Each admin action: one guarded change, one audit row, one notification to the seller, all or nothing.
 * `details` and `notice` may depend on what the change found (e.g. an edit it withdrew).
 */
async function act(
  { db, adminId, files }: Actor,
  productId: string,
  action: string,
  details: Record<string, unknown> | ((changed: Changed) => Record<string, unknown>),
  notice: Notice | ((changed: Changed) => Notice),
  change: (tx: Db) => Promise<Changed | undefined>,
  refusal: () => Error,
) {
  const changed = await db.transaction(async (tx) => {
    const result = await change(tx as unknown as Db);
    if (!result) throw refusal();
    const audit = typeof details === "function" ? details(result) : details;
    await recordAdminAction(tx as unknown as Db, { adminId, action, entityType: "product", entityId: productId, details: audit });
    await createNotification(tx as unknown as Db, { userId: result.sellerId, ...(typeof notice === "function" ? notice(result) : notice) });
    return result;
  });
  if (changed.released?.length) await files.release(changed.released);
  return changed;
}

/**
 * A listing leaving the live state takes its waiting edit with it: the edit was a proposal for the live
 * listing, and left pending it would surface again (and could be applied) if the listing came back.
 */
async function leaveLive<R extends { sellerId: string }>(tx: Db, productId: string, why: string, moved: R | undefined) {
  if (!moved) return undefined;
  const withdrawn = await withdrawPendingModification(tx, productId, why);
  return { ...moved, withdrawn, released: withdrawn ? listingFiles(withdrawn) : [] };
}

/** The admin's reason may or may not end a sentence; a further sentence follows it. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const withdrawnNote = (changed: Changed) => (changed.withdrawn ? " Your edit that was awaiting approval has been withdrawn." : "");
const withdrawnDetail = (changed: Changed) => (changed.withdrawn ? { withdrawnModificationId: changed.withdrawn.id } : {});

const wrongState = (action: string, allowed: string, product: { status: ProductStatus }) => () =>
  conflict(`Only ${allowed} listings can be ${action}; this one is ${STATE_NAMES[product.status]}.`);

/** Approves a pending listing, or the pending edit of a live one (applying it). */
export async function approveProduct(actor: Actor, id: string) {
  const product = await requireProduct(actor.db, id);
  const modification = product.status === "approved" ? await findPendingModification(actor.db, id) : undefined;
  if (modification) {
    const { id: modId, productId: _p, status: _s, rejectionReason: _r, requestedAt: _q, reviewedAt: _v, ...edited } = modification;
    return act(
      actor,
      id,
      "approve_modification",
      { modificationId: modId },
      { type: "product_approved", title: "Your changes are live", message: `Your changes to "${edited.title ?? product.title}" were approved and are now live.` },
      async (tx) => {
        if (!(await settleModification(tx, modId, "approved"))) return undefined;
        const updated = await updateProduct(tx, id, { ...edited, title: edited.title ?? product.title, description: edited.description ?? product.description, price: edited.price ?? product.price, category: edited.category ?? product.category, images: edited.images ?? product.images, condition: edited.condition ?? product.condition, hasBill: edited.hasBill ?? product.hasBill });
        // The photos the edit replaced; those the listing kept stay referenced and are not touched.
        return updated && { ...updated, released: listingFiles(product) };
      },
      () => conflict("This edit was already reviewed."),
    );
  }
  return act(
    actor,
    id,
    "approve",
    {},
    { type: "product_approved", title: "Your listing is live", message: `"${product.title}" was approved and is now visible to buyers.` },
    (tx) => transitionProduct(tx, id, ["pending"], { status: "approved", rejectionReason: null, editRequests: null }),
    wrongState("approved", "pending", product),
  );
}

export async function rejectProduct(actor: Actor, id: string, reason: string) {
  const product = await requireProduct(actor.db, id);
  const modification = product.status === "approved" ? await findPendingModification(actor.db, id) : undefined;
  if (modification) {
    return act(
      actor,
      id,
      "reject_modification",
      { modificationId: modification.id, reason },
      { type: "product_rejected", title: "Your changes were not approved", message: `Your changes to "${product.title}" were not approved: ${reason}. The listing stays live as it was.` },
      async (tx) => ((await settleModification(tx, modification.id, "rejected", reason)) ? { ...product, released: listingFiles(modification) } : undefined),
      () => conflict("This edit was already reviewed."),
    );
  }
  return act(
    actor,
    id,
    "reject",
    { reason },
    { type: "product_rejected", title: "Listing not approved", message: `"${product.title}" was not approved: ${reason}` },
    (tx) => transitionProduct(tx, id, ["pending"], { status: "rejected", rejectionReason: reason }),
    wrongState("rejected", "pending", product),
  );
}

export async function requestEdit(actor: Actor, id: string, editRequests: string) {
  const product = await requireProduct(actor.db, id);
  // Part 2 §4 asks for edits only on a pending listing. An edit of a live one is answered by approving or
  // rejecting it (with a reason); the seller may then edit again while the listing stays live.
  if (product.status === "approved" && (await findPendingModification(actor.db, id))) {
    throw conflict("Changes cannot be requested on an edit of a live listing. Reject the edit with a reason instead; the listing stays live as it was.");
  }
  return act(
    actor,
    id,
    "request_edit",
    { editRequests },
    { type: "product_needs_edit", title: "Changes needed on your listing", message: `Please update "${product.title}": ${editRequests}` },
    (tx) => transitionProduct(tx, id, ["pending"], { editRequests }),
    wrongState("sent back for edits", "pending", product),
  );
}

export async function delistProduct(actor: Actor, id: string, reason: string | undefined) {
  const product = await requireProduct(actor.db, id);
  return act(
    actor,
    id,
    "delist",
    (changed) => ({ reason, ...withdrawnDetail(changed) }),
    (changed) => ({
      type: "product_delisted",
      title: "Listing taken down for review",
      message: `${sentence(`"${product.title}" is no longer visible to buyers${reason ? `: ${reason}` : ""}`)}${withdrawnNote(changed)}`,
    }),
    async (tx) => leaveLive(tx, id, "Withdrawn: the listing was delisted.", await transitionProduct(tx, id, ["approved"], { status: "pending", rejectionReason: reason ?? null })),
    wrongState("delisted", "approved", product),
  );
}

export async function markSold(actor: Actor, id: string) {
  const product = await requireProduct(actor.db, id);
  return act(
    actor,
    id,
    "mark_sold",
    withdrawnDetail,
    (changed) => ({ type: "product_sold", title: "Listing marked as sold", message: `"${product.title}" is marked as sold.${withdrawnNote(changed)}` }),
    async (tx) => leaveLive(tx, id, "Withdrawn: the listing was marked as sold.", await transitionProduct(tx, id, ["approved"], { status: "sold", isAvailable: false })),
    wrongState("marked as sold", "approved", product),
  );
}

/**
 * Permanent removal, of a live listing only (part 2 §4: approved -> deleted); its stored photos, bill and
 * video go too, along with those of an edit awaiting approval. A listing with payments or orders cannot go
 * (the records must stay): delist it instead.
 */
export async function deleteProduct(actor: Actor, id: string, reason: string | undefined) {
  const product = await requireProduct(actor.db, id);
  try {
    return await act(
      actor,
      id,
      "delete",
      (changed) => ({ reason, title: product.title, ...withdrawnDetail(changed) }),
      { type: "product_delisted", title: "Listing removed", message: `"${product.title}" was removed from Dobara${reason ? `: ${reason}` : "."}` },
      async (tx) => {
        const withdrawn = await withdrawPendingModification(tx, id, "Withdrawn: the listing was deleted.");
        const deleted = await deleteProductRow(tx, id, ["approved"]);
        return deleted && { ...deleted, withdrawn, released: [...listingFiles(deleted), ...(withdrawn ? listingFiles(withdrawn) : [])] };
      },
      wrongState("deleted", "approved", product),
    );
  } catch (err) {
    const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
    if (code === "23503") throw conflict("This listing has payments or orders and cannot be deleted. Delist it instead.");
    throw err;
  }
}
