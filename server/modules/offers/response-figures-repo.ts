import { and, eq, sql } from "drizzle-orm";
import { RESPONSE_HOURS, RESPONSE_WINDOW_DAYS } from "@contract/ratings";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema/offers";
import { responseFigures } from "../../db/schema/response-figures";

/** A stored result older than this is recomputed, so the window slides even for a seller nobody makes offers to. */
const MAX_AGE_MINUTES = 60;

/**
 * Offers the seller received in the window: how many, how many the seller answered (accepted, countered or declined,
 * or the listing left the market) within RESPONSE_HOURS, and the median hours to the first answer. Reads only
 * seller_id, created_at and responded_at, on the index that carries them: whatever writes one of those, or adds or
 * removes an offer, must call invalidateResponseFigures. A busy seller has some 10,000 offers in the window: the waits
 * stay intervals row by row (extract(epoch) is numeric arithmetic, twice as slow) and only the median becomes hours.
 */
export async function computeResponses(db: Db, sellerId: string) {
  const answered = sql`${offers.respondedAt} is not null`;
  const wait = sql`${offers.respondedAt} - ${offers.createdAt}`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inTime: sql<number>`(count(*) filter (where ${answered} and ${wait} <= make_interval(hours => ${RESPONSE_HOURS})))::int`,
      medianHours: sql<number | null>`(extract(epoch from percentile_cont(0.5) within group (order by ${wait})
        filter (where ${answered})) / 3600)::float8`,
    })
    .from(offers)
    .where(
      and(
        eq(offers.sellerId, sellerId),
        sql`${offers.createdAt} > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})`,
      ),
    );
  return {
    total: row!.total,
    inTime: row!.inTime,
    medianHours: row!.medianHours === null ? null : Number(row!.medianHours),
  };
}

export type Responses = Awaited<ReturnType<typeof computeResponses>>;

/** The stored figures, whether they may be used as they are, and the version to store a recomputation under. */
export async function findStored(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      total: responseFigures.offersCounted,
      inTime: responseFigures.answeredInTime,
      medianHours: responseFigures.medianHours,
      version: responseFigures.version,
      usable: sql<boolean>`not ${responseFigures.stale} and ${responseFigures.computedAt} > now() - make_interval(mins => ${MAX_AGE_MINUTES})`,
    })
    .from(responseFigures)
    .where(eq(responseFigures.sellerId, sellerId));
  return row;
}

/**
 * Stores figures computed after seeing `version` (0: no row), unless an offer write has bumped it since: such a
 * write may have committed after the figures were read, and its invalidation must stand. Concurrent readers that saw
 * the same version store the same figures; the upsert lets the second one through without an error.
 */
export async function storeIfUnchanged(db: Db, sellerId: string, version: number, figures: Responses) {
  const values = { offersCounted: figures.total, answeredInTime: figures.inTime, medianHours: figures.medianHours };
  await db
    .insert(responseFigures)
    .values({ sellerId, ...values, computedAt: sql`now()`, stale: false, version })
    .onConflictDoUpdate({
      target: responseFigures.sellerId,
      set: { ...values, computedAt: sql`now()`, stale: false },
      setWhere: eq(responseFigures.version, version),
    });
}

/**
 * For the offers module, in the transaction of any write that changes what computeResponses reads: marks the sellers'
 * figures stale and bumps their version (creating the row if there is none, so a reader that computed before this
 * commits cannot store over it). Sorted, so transactions touching several sellers take the rows in one order.
 */
export async function invalidateResponseFigures(tx: Db, sellerIds: readonly string[]) {
  const ids = [...new Set(sellerIds)].sort();
  if (ids.length === 0) return;
  await tx
    .insert(responseFigures)
    .values(ids.map((sellerId) => ({ sellerId, stale: true, version: 1 })))
    .onConflictDoUpdate({
      target: responseFigures.sellerId,
      set: { stale: true, version: sql`${responseFigures.version} + 1` },
    });
}
