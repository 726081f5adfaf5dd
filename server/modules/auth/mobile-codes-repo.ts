import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mobileCodes, type MobileCodePurpose } from "../../db/schema/mobile-codes";

type Queryable = Pick<Db, "select" | "update" | "insert" | "delete" | "execute">;

/** Whose code: a number's sign-in code belongs to nobody (userId null); a verification code to the account that asked. */
export interface CodeOwner {
  purpose: MobileCodePurpose;
  mobile: string;
  userId: string | null;
}

const ownedBy = (owner: CodeOwner) =>
  and(
    eq(mobileCodes.purpose, owner.purpose),
    eq(mobileCodes.mobile, owner.mobile),
    owner.userId === null ? isNull(mobileCodes.userId) : eq(mobileCodes.userId, owner.userId),
  );

/** A new code retires the owner's earlier open ones: only the newest works. One statement, so one round trip. */
export async function replaceMobileCode(
  db: Db,
  owner: CodeOwner,
  values: { id: string; codeHash: string; expiresAt: Date },
) {
  const sameOwner = owner.userId === null ? sql`user_id is null` : sql`user_id = ${owner.userId}`;
  await db.execute(sql`
    with retired as (
      update mobile_codes set consumed_at = now()
      where purpose = ${owner.purpose} and mobile = ${owner.mobile} and ${sameOwner} and consumed_at is null
      returning id)
    insert into mobile_codes (id, mobile, purpose, user_id, code_hash, expires_at)
    values (${values.id}, ${owner.mobile}, ${owner.purpose}, ${owner.userId}, ${values.codeHash}, ${values.expiresAt.toISOString()})`);
}

/** The owner's newest code, used or not (a used newest code must not let an older one work again). */
export async function latestMobileCode(db: Queryable, owner: CodeOwner) {
  const [row] = await db.select().from(mobileCodes).where(ownedBy(owner)).orderBy(desc(mobileCodes.createdAt)).limit(1);
  return row;
}

/** The account's newest verification code, whatever number it went to (the change confirmed by code alone). */
export async function latestCodeOfUser(db: Queryable, userId: string) {
  const [row] = await db
    .select()
    .from(mobileCodes)
    .where(and(eq(mobileCodes.userId, userId), eq(mobileCodes.purpose, "verify_mobile")))
    .orderBy(desc(mobileCodes.createdAt))
    .limit(1);
  return row;
}

export async function deleteMobileCode(db: Queryable, id: string) {
  await db.delete(mobileCodes).where(eq(mobileCodes.id, id));
}

/**
 * Takes one try before the code is compared, in one conditional statement: concurrent guesses cannot all read
 * "4 tries used". The tries used including this one, or undefined when the code is used, burned or expired.
 */
export async function claimMobileTry(db: Queryable, id: string, maxAttempts: number, now: Date) {
  const [row] = await db
    .update(mobileCodes)
    .set({ attempts: sql`${mobileCodes.attempts} + 1` })
    .where(
      and(
        eq(mobileCodes.id, id),
        isNull(mobileCodes.consumedAt),
        gt(mobileCodes.expiresAt, now),
        sql`${mobileCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .returning({ attempts: mobileCodes.attempts });
  return row?.attempts;
}

/** Of concurrent correct submissions exactly one consumes the code. */
export async function consumeMobileCode(db: Queryable, id: string) {
  const rows = await db
    .update(mobileCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(mobileCodes.id, id), isNull(mobileCodes.consumedAt)))
    .returning({ id: mobileCodes.id });
  return rows.length === 1;
}

/** Codes and proofs a day past their expiry. */
export async function deleteExpiredMobileCodes(db: Db) {
  const rows = await db
    .delete(mobileCodes)
    .where(lt(mobileCodes.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: mobileCodes.id });
  return rows.length;
}
