import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/users";

/** What an erased account's mobile becomes: no person's number (the check allows it only once erased_at is set). */
const ERASED_MOBILE = "0000000000";

/** The account's row locked for an erasure: concurrent erasures of one account queue here and do the work once. */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/**
 * One data export an hour (decision 0047): the conditional update lets exactly one of many concurrent requests
 * through; the others see the fresh timestamp and are refused.
 */
export async function claimDataExport(db: Db, userId: string) {
  const [row] = await db
    .update(users)
    .set({ dataExportedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.dataExportedAt), lt(users.dataExportedAt, sql`now() - interval '1 hour'`)),
      ),
    )
    .returning({ id: users.id });
  return Boolean(row);
}

/**
 * Replaces everything that names the person with values that name nobody, under lockAccount. The row stays because
 * the orders, payouts and ledger the law keeps point at it; the random tail keeps the unique columns unique.
 */
export async function eraseAccountRow(tx: Tx, userId: string) {
  const tail = randomBytes(8).toString("hex");
  await tx
    .update(users)
    .set({
      fullName: "Deleted user",
      username: `deleted-${tail}`,
      email: `deleted-${tail}@erased.invalid`,
      mobile: ERASED_MOBILE,
      mobileVerified: false,
      isVerified: false,
      passwordHash: "erased",
      erasedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
