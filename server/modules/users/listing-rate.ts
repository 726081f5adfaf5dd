import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { tooManyRequests } from "../../lib/errors";

/**
 * New listings one account may try in an hour. Each costs seconds of picture decoding, and 50 at once from one
 * account were all taken. Twenty is far above a person listing a household's things one form at a time.
 * Stored on the account, not in memory (decision 0002), so it holds across app instances.
 */
export const LISTINGS_PER_HOUR = 20;
const WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts one listing attempt, or refuses it with the wait. One conditional UPDATE: concurrent requests each
 * see the count the one before them left, so 50 at once cannot all slip under the limit.
 */
export async function takeListingSlot(db: Db, userId: string, now = new Date()) {
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const expired = sql`(${users.listingWindowStartedAt} IS NULL OR ${users.listingWindowStartedAt} <= ${windowStart}::timestamptz)`;
  const [taken] = await db
    .update(users)
    .set({
      listingsInWindow: sql`CASE WHEN ${expired} THEN 1 ELSE ${users.listingsInWindow} + 1 END`,
      listingWindowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${users.listingWindowStartedAt} END`,
    })
    .where(sql`${users.id} = ${userId} AND (${expired} OR ${users.listingsInWindow} < ${LISTINGS_PER_HOUR})`)
    .returning({ id: users.id });
  if (taken) return;
  const [row] = await db
    .select({ since: users.listingWindowStartedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const waitMs = row?.since ? row.since.getTime() + WINDOW_MS - now.getTime() : WINDOW_MS;
  throw tooManyRequests(
    `Too many new listings. Please try again in ${Math.max(1, Math.ceil(waitMs / 60_000))} minutes.`,
  );
}
