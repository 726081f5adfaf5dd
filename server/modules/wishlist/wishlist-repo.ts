import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema/products";
import type { ProductStatus } from "@contract/product-states";
import { wishlist } from "../../db/schema/wishlist";

/** The states in which anyone may see a listing (catalog-service getProduct): live, or sold (shown as Sold). */
const PUBLIC_STATUSES: ProductStatus[] = ["approved", "sold"];

/**
 * The saved entries whose listing the public may see. An entry on a listing that went back to review,
 * or was rejected, stays stored but is left out: its title, price and photos are not public while it is
 * under review, and it shows again if the listing comes back.
 */
export function listWishlist(db: Db, userId: string) {
  return db
    .select({
      id: wishlist.id,
      userId: wishlist.userId,
      productId: wishlist.productId,
      createdAt: wishlist.createdAt,
      product: {
        id: products.id,
        title: products.title,
        price: products.price,
        images: products.images,
        isAvailable: products.isAvailable,
        category: products.category,
      },
    })
    .from(wishlist)
    .innerJoin(products, eq(products.id, wishlist.productId))
    .where(and(eq(wishlist.userId, userId), inArray(products.status, PUBLIC_STATUSES)))
    .orderBy(desc(wishlist.createdAt));
}

/** Undefined when the entry already exists (the unique constraint decides, so a double tap cannot add twice). */
export async function addToWishlist(db: Db, userId: string, productId: string) {
  const [row] = await db.insert(wishlist).values({ userId, productId }).onConflictDoNothing().returning();
  return row;
}

export async function removeFromWishlist(db: Db, entryId: string, userId: string) {
  const rows = await db
    .delete(wishlist)
    .where(and(eq(wishlist.id, entryId), eq(wishlist.userId, userId)))
    .returning({ id: wishlist.id });
  return rows.length === 1;
}
