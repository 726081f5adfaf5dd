import type { Tx } from "../../db/client";
import { updateProduct, type ProductRow } from "./products-repo";

/**
 * A listing's sale, as the checkout and the orders see it: sold when an order is placed, back on the market when
 * that order is cancelled. The caller holds the listing's row lock (lockListing).
 */
export async function markSold(tx: Tx, listingId: string) {
  await updateProduct(tx, listingId, { status: "sold", isAvailable: false });
}

/** A sold item the buyer returned goes back to the admin's review, as any edit does, before buyers see it again. */
export async function relistForReview(tx: Tx, listingId: string) {
  await updateProduct(tx, listingId, { status: "pending", isAvailable: true });
}

export async function backOnSale(tx: Tx, listing: Pick<ProductRow, "id" | "status" | "isAvailable">) {
  if (listing.status !== "sold" && listing.isAvailable) return;
  await updateProduct(tx, listing.id, {
    isAvailable: true,
    ...(listing.status === "sold" ? { status: "approved" as const } : {}),
  });
}
