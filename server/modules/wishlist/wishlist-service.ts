import type { WishlistEntry } from "@contract/wishlist";
import { WISHLIST_MESSAGES } from "@contract/wishlist-messages";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { conflict, notFound } from "../../lib/errors";
import { requireSelfOrAdmin } from "../auth";
import { getProduct } from "../catalog";
import { addToWishlist, listWishlist, removeFromWishlist } from "./wishlist-repo";

type User = typeof users.$inferSelect;

export async function wishlistOf(db: Db, viewer: User, userId: string): Promise<WishlistEntry[]> {
  requireSelfOrAdmin(viewer, userId, "You can only view your own wishlist");
  return (await listWishlist(db, userId)).map((e) => ({
    ...e,
    createdAt: e.createdAt.toISOString(),
    product: { ...e.product, price: Number(e.product.price) },
  }));
}

export async function addEntry(db: Db, user: User, productId: string) {
  // Only a listing the caller may see can be saved: a pending listing's id must not be probe-able.
  await getProduct(db, productId, user);
  const entry = await addToWishlist(db, user.id, productId);
  if (!entry) throw conflict(WISHLIST_MESSAGES.already);
  return {
    id: entry.id,
    userId: entry.userId,
    productId: entry.productId,
    createdAt: entry.createdAt.toISOString(),
    message: WISHLIST_MESSAGES.added,
  };
}

/** Someone else's entry answers 404 like a missing one, so entry ids cannot be probed. */
export async function removeEntry(db: Db, user: User, entryId: string) {
  if (!(await removeFromWishlist(db, entryId, user.id))) throw notFound("Wishlist entry not found");
  return { success: true, message: WISHLIST_MESSAGES.removed };
}
