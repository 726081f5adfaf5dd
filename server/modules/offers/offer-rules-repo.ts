import { and, desc, eq, sql } from "drizzle-orm";
import type { OfferRules } from "@contract/seller-offer-rules";
import type { Db } from "../../db/client";
import { listingOfferRules } from "../../db/schema/listing-offer-rules";
import { productModifications } from "../../db/schema/products";

type Tx = Pick<Db, "select" | "insert" | "delete">;

const ruleColumns = {
  autoAcceptAt: listingOfferRules.autoAcceptAt,
  autoDeclineBelow: listingOfferRules.autoDeclineBelow,
};

const toRules = (row: { autoAcceptAt: number | null; autoDeclineBelow: number | null } | undefined): OfferRules => ({
  autoAcceptAt: row?.autoAcceptAt == null ? null : Number(row.autoAcceptAt),
  autoDeclineBelow: row?.autoDeclineBelow == null ? null : Number(row.autoDeclineBelow),
});

export async function findRules(db: Pick<Db, "select">, productId: string) {
  const [row] = await db.select(ruleColumns).from(listingOfferRules).where(eq(listingOfferRules.productId, productId));
  return toRules(row);
}

/**
 * The rules an offer is decided by, locked FOR SHARE until its transaction ends: a rule change (an upsert of this
 * row) waits for the offer, or the offer reads the changed rules; never half of each.
 */
export async function lockRulesForOffer(tx: Pick<Db, "select">, productId: string) {
  const [row] = await tx
    .select(ruleColumns)
    .from(listingOfferRules)
    .where(eq(listingOfferRules.productId, productId))
    .for("share");
  return toRules(row);
}

/** Stores the rules (no row at all when both are empty); the same rules sent twice leave the same row. */
export async function storeRules(tx: Tx, productId: string, rules: OfferRules) {
  if (rules.autoAcceptAt === null && rules.autoDeclineBelow === null) {
    await tx.delete(listingOfferRules).where(eq(listingOfferRules.productId, productId));
    return;
  }
  await tx
    .insert(listingOfferRules)
    .values({ productId, ...rules })
    .onConflictDoUpdate({ target: listingOfferRules.productId, set: { ...rules, updatedAt: sql`now()` } });
}

/** The price an edit waiting for an admin would give the listing, if it changes it. */
export async function pendingPrice(db: Pick<Db, "select">, productId: string) {
  const [row] = await db
    .select({ price: productModifications.price })
    .from(productModifications)
    .where(and(eq(productModifications.productId, productId), eq(productModifications.status, "pending")))
    .orderBy(desc(productModifications.requestedAt))
    .limit(1);
  return row?.price == null ? undefined : Number(row.price);
}
