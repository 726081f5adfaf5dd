import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { productColumns, productModifications, products } from "../../db/schema/products";
import type { ProductStatus } from "@contract/product-states";
import { users } from "../../db/schema/users";
import { toNumber } from "../../lib/numbers";

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

/**
 * Listings with their seller and payout account (number masked here: full numbers only where payouts happen), newest
 * first; one page of them when `page` is given. The id breaks ties so pages never repeat or skip a listing.
 */
export function listWithBankAccounts(db: Db, page?: { limit: number; offset: number }) {
  const query = db
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
    .orderBy(desc(products.createdAt), desc(products.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countProducts(db: Db) {
  const [row] = await db.select({ n: count() }).from(products);
  return toNumber(row?.n);
}
