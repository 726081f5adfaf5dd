import { and, eq, inArray, sql } from "drizzle-orm";
import type { ProductStatus } from "@contract/product-states";
import type { Db } from "../../db/client";
import { productColumns, productModifications, products } from "../../db/schema/products";

/** The admin's moderation writes on listings and their pending edits (admin-products-service calls them). */

/** A guarded transition: changes the row only if it is still in one of `from` (else undefined: someone else acted). */
export async function transitionProduct(
  db: Db,
  id: string,
  from: ProductStatus[],
  set: Partial<typeof products.$inferInsert>,
) {
  const [row] = await db
    .update(products)
    .set(set)
    .where(and(eq(products.id, id), inArray(products.status, from)))
    .returning(productColumns);
  return row;
}

export async function settleModification(
  db: Db,
  id: string,
  status: "approved" | "rejected",
  rejectionReason?: string,
) {
  const [row] = await db
    .update(productModifications)
    .set({ status, rejectionReason: rejectionReason ?? null, reviewedAt: sql`now()` })
    .where(and(eq(productModifications.id, id), eq(productModifications.status, "pending")))
    .returning();
  return row;
}

/** Settles whatever edit still waits on this listing (at most one), answering it so its files can be released. */
export async function withdrawPendingModification(db: Db, productId: string, rejectionReason: string) {
  const [row] = await db
    .update(productModifications)
    .set({ status: "rejected", rejectionReason, reviewedAt: sql`now()` })
    .where(and(eq(productModifications.productId, productId), eq(productModifications.status, "pending")))
    .returning();
  return row;
}

/** Deletes the listing only if it is still in one of `from`; its modifications go with it (cascade). */
export async function deleteProductRow(db: Db, id: string, from: ProductStatus[]) {
  const rows = await db
    .delete(products)
    .where(and(eq(products.id, id), inArray(products.status, from)))
    .returning(productColumns);
  return rows[0];
}
