import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { salesTotals } from "../../db/schema/sales-totals";

/**
 * One more sale for the seller, in the transaction that delivered the order. The upsert locks the seller's row, so
 * concurrent deliveries queue on it and none is lost; it is taken after the order's own lock, always in that order.
 */
export async function countSale(tx: Tx, sellerId: string) {
  await tx
    .insert(salesTotals)
    .values({ sellerId, itemsSold: 1 })
    .onConflictDoUpdate({ target: salesTotals.sellerId, set: { itemsSold: sql`${salesTotals.itemsSold} + 1` } });
}
