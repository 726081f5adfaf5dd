import { maskAccountNumber } from "@contract/bank-accounts";
import type { AdminListing, AdminProduct, ProductModification } from "@contract/admin-products";
import type { Db } from "../../db/client";
import type { NotificationType } from "../../db/schema/notifications";
import type { ProductStatus } from "../../db/schema/products";
import { conflict, notFound } from "../../lib/errors";
import { toOwnerProductView } from "../catalog/product-view";
import { findPendingModification, findProduct, updateProduct, type ProductRow } from "../catalog/products-repo";
import { createNotification } from "../notifications/notifications-repo";
import { recordAdminAction } from "./audit-repo";
import { deleteProductRow, listPendingModifications, listWithBankAccounts, listWithSeller, settleModification, transitionProduct } from "./admin-products-repo";

interface Actor {
  db: Db;
  adminId: string;
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

/** Each admin action: one guarded change, one audit row, one notification to the seller, all or nothing. */
async function act(
  { db, adminId }: Actor,
  productId: string,
  action: string,
  details: Record<string, unknown>,
  notice: { type: NotificationType; title: string; message: string },
  change: (tx: Db) => Promise<{ sellerId: string } | undefined>,
  refusal: () => Error,
) {
  return db.transaction(async (tx) => {
    const changed = await change(tx as unknown as Db);
    if (!changed) throw refusal();
    await recordAdminAction(tx as unknown as Db, { adminId, action, entityType: "product", entityId: productId, details });
    await createNotification(tx as unknown as Db, { userId: changed.sellerId, ...notice });
    return changed;
  });
}

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
        return updateProduct(tx, id, { ...edited, title: edited.title ?? product.title, description: edited.description ?? product.description, price: edited.price ?? product.price, category: edited.category ?? product.category, images: edited.images ?? product.images, condition: edited.condition ?? product.condition, hasBill: edited.hasBill ?? product.hasBill });
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
      async (tx) => ((await settleModification(tx, modification.id, "rejected", reason)) ? product : undefined),
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
    { reason },
    { type: "product_delisted", title: "Listing taken down for review", message: `"${product.title}" is no longer visible to buyers${reason ? `: ${reason}` : "."}` },
    (tx) => transitionProduct(tx, id, ["approved"], { status: "pending", rejectionReason: reason ?? null }),
    wrongState("delisted", "approved", product),
  );
}

export async function markSold(actor: Actor, id: string) {
  const product = await requireProduct(actor.db, id);
  return act(
    actor,
    id,
    "mark_sold",
    {},
    { type: "product_sold", title: "Listing marked as sold", message: `"${product.title}" is marked as sold.` },
    (tx) => transitionProduct(tx, id, ["approved"], { status: "sold", isAvailable: false }),
    wrongState("marked as sold", "approved", product),
  );
}

/** Permanent removal. A listing with payments or orders cannot go (the records must stay): delist it instead. */
export async function deleteProduct(actor: Actor, id: string, reason: string | undefined) {
  const product = await requireProduct(actor.db, id);
  try {
    return await act(
      actor,
      id,
      "delete",
      { reason, title: product.title },
      { type: "product_delisted", title: "Listing removed", message: `"${product.title}" was removed from Dobara${reason ? `: ${reason}` : "."}` },
      (tx) => deleteProductRow(tx, id),
      () => notFound("Product not found"),
    );
  } catch (err) {
    const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
    if (code === "23503") throw conflict("This listing has payments or orders and cannot be deleted. Delist it instead.");
    throw err;
  }
}
