import { and, desc, eq, getTableColumns, inArray, like, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { productModifications, products, type ProductStatus } from "../../db/schema/products";
import { users } from "../../db/schema/users";
import { UPLOADS_URL_PREFIX } from "../../lib/storage";

const { searchVector: _omit, ...productColumns } = getTableColumns(products);
const sellerColumns = { sellerName: users.fullName, sellerUsername: users.username, sellerMobile: users.mobile };

/** Listings in the given states with their seller, newest first. */
export function listWithSeller(db: Db, statuses: ProductStatus[]) {
  return db
    .select({ ...productColumns, ...sellerColumns })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(inArray(products.status, statuses))
    .orderBy(desc(products.updatedAt));
}

/**
 * Edits of live listings awaiting review, each with the listing as it is now. Only of listings still live:
 * an edit left behind on a listing that went back to review has nothing to apply to.
 */
export function listPendingModifications(db: Db) {
  return db
    .select({ modification: productModifications, product: productColumns, seller: sellerColumns })
    .from(productModifications)
    .innerJoin(products, eq(products.id, productModifications.productId))
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(eq(productModifications.status, "pending"), eq(products.status, "approved")))
    .orderBy(productModifications.requestedAt);
}

/** Every listing with its seller and payout account (number masked here: full numbers only where payouts happen). */
export function listWithBankAccounts(db: Db) {
  return db
    .select({
      ...productColumns,
      ...sellerColumns,
      bankAccountId: bankAccounts.id,
      accountHolderName: bankAccounts.accountHolderName,
      bankName: bankAccounts.bankName,
      ifscCode: bankAccounts.ifscCode,
      accountNumberLast4: bankAccounts.accountNumberLast4,
      isBankVerified: bankAccounts.isVerified,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, products.selectedBankAccountId))
    .orderBy(desc(products.createdAt));
}

/** A guarded transition: changes the row only if it is still in one of `from` (else undefined: someone else acted). */
export async function transitionProduct(db: Db, id: string, from: ProductStatus[], set: Partial<typeof products.$inferInsert>) {
  const [row] = await db
    .update(products)
    .set(set)
    .where(and(eq(products.id, id), inArray(products.status, from)))
    .returning(productColumns);
  return row;
}

export async function settleModification(db: Db, id: string, status: "approved" | "rejected", rejectionReason?: string) {
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

/** Whether any listing, or any edit still awaiting review, points at a file under this storage folder. */
export async function isFolderReferenced(db: Db, folder: string) {
  const prefix = `${UPLOADS_URL_PREFIX}${folder}/`;
  // Folders are checked against a strict pattern before they get here, so they hold no LIKE wildcards.
  const uses = (images: AnyPgColumn, bill: AnyPgColumn, video: AnyPgColumn) =>
    or(sql`${images}::text like ${`%"${prefix}%`}`, like(bill, `${prefix}%`), like(video, `${prefix}%`));
  const [listing] = await db.select({ id: products.id }).from(products).where(uses(products.images, products.billPhoto, products.videoUrl)).limit(1);
  if (listing) return true;
  const [edit] = await db
    .select({ id: productModifications.id })
    .from(productModifications)
    .where(and(eq(productModifications.status, "pending"), uses(productModifications.images, productModifications.billPhoto, productModifications.videoUrl)))
    .limit(1);
  return Boolean(edit);
}
