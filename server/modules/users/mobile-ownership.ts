import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { SQL_STATE, sqlState } from "../../lib/database-errors";

/** First key of the two-key advisory lock space for numbers being claimed, apart from every other module's. */
const MOBILE_CLAIM_LOCK = 5_170_041;

/** The account that holds this number verified, if any. */
export async function findVerifiedMobileOwner(db: Db, mobile: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.mobileVerified, true)))
    .limit(1);
  return row;
}

/** Whether some account typed this number without proving it. */
export async function mobileHeldUnverified(db: Db, mobile: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.mobileVerified, false)))
    .limit(1);
  return Boolean(row);
}

export type MobileClaim =
  | { kind: "claimed"; user: typeof users.$inferSelect; displaced: { id: string; fullName: string; email: string }[] }
  | { kind: "taken" }
  | { kind: "gone" };

/**
 * One number, one account: gives the account this number, verified, unless another account holds it verified.
 * Accounts that typed it unverified keep it unverified and are answered as `displaced`, to be told to add a new
 * number. Claims of one number wait for each other (an advisory lock), and the partial unique index is the last word.
 */
export async function claimVerifiedMobile(db: Db, userId: string, mobile: string): Promise<MobileClaim> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MOBILE_CLAIM_LOCK}, hashtext(${mobile}))`);
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.mobile, mobile), eq(users.mobileVerified, true), ne(users.id, userId)))
        .limit(1);
      if (owner) return { kind: "taken" } as const;
      const [user] = await tx
        .update(users)
        .set({ mobile, mobileVerified: true })
        .where(eq(users.id, userId))
        .returning();
      if (!user) return { kind: "gone" } as const;
      const displaced = await tx
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(and(eq(users.mobile, mobile), ne(users.id, userId)));
      return { kind: "claimed", user, displaced } as const;
    });
  } catch (err) {
    if (sqlState(err) === SQL_STATE.uniqueViolation) return { kind: "taken" };
    throw err;
  }
}
