import { and, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxPayoutObjects } from "./schema";

/** The sandbox's books: RazorpayX's objects as its API answers them. */

export type SandboxObject = typeof sandboxPayoutObjects.$inferSelect;
type Kind = "contact" | "fund_account" | "fund_account.validation" | "payout";

export async function findObject(db: Db, id: string, kind: Kind) {
  const [row] = await db
    .select()
    .from(sandboxPayoutObjects)
    .where(and(eq(sandboxPayoutObjects.id, id), eq(sandboxPayoutObjects.kind, kind)));
  return row;
}

/** Contacts by reference_id, fund accounts by their details' digest: the same details return the same object. */
export async function findSame(db: Db, kind: Kind, digest: string) {
  const [row] = await db
    .select()
    .from(sandboxPayoutObjects)
    .where(and(eq(sandboxPayoutObjects.kind, kind), eq(sandboxPayoutObjects.bodyDigest, digest)));
  return row;
}

export async function findByKey(db: Db, key: string) {
  const [row] = await db.select().from(sandboxPayoutObjects).where(eq(sandboxPayoutObjects.idempotencyKey, key));
  return row;
}

/** Undefined when an object with the same idempotency key got there first. */
export async function insertObject(db: Db, values: typeof sandboxPayoutObjects.$inferInsert) {
  const [row] = await db.insert(sandboxPayoutObjects).values(values).onConflictDoNothing().returning();
  return row;
}

export const payoutsByReference = (db: Db, referenceId: string, limit: number, skip: number) =>
  db
    .select()
    .from(sandboxPayoutObjects)
    .where(and(eq(sandboxPayoutObjects.kind, "payout"), eq(sandboxPayoutObjects.referenceId, referenceId)))
    .orderBy(desc(sandboxPayoutObjects.createdAt))
    .limit(limit)
    .offset(skip);

/** Payouts made in [from, to] (Unix seconds, both ends included), oldest first: RazorpayX's list by time. */
export const payoutsCreatedIn = (db: Db, from: number, to: number, limit: number, skip: number) =>
  db
    .select()
    .from(sandboxPayoutObjects)
    .where(
      and(
        eq(sandboxPayoutObjects.kind, "payout"),
        gte(sandboxPayoutObjects.createdAt, sql`to_timestamp(${from})`),
        lt(sandboxPayoutObjects.createdAt, sql`to_timestamp(${to + 1})`),
      ),
    )
    .orderBy(sandboxPayoutObjects.createdAt, sandboxPayoutObjects.id)
    .limit(limit)
    .offset(skip);

/** Moves an object on only from the statuses given: a second decision, by hand or by the clock, changes nothing. */
export async function moveObject(
  db: Db,
  id: string,
  from: string[],
  entity: Record<string, unknown>,
  settled: boolean,
) {
  const [row] = await db
    .update(sandboxPayoutObjects)
    .set({ entity, ...(settled ? { settledAt: sql`now()` } : {}) })
    .where(and(eq(sandboxPayoutObjects.id, id), inArray(sql`${sandboxPayoutObjects.entity}->>'status'`, from)))
    .returning();
  return row;
}

/** Validations and payouts nobody decided, older than `seconds`: the sandbox settles them itself. */
export const unsettled = (db: Db, seconds: number, limit: number) =>
  db
    .select()
    .from(sandboxPayoutObjects)
    .where(
      and(
        inArray(sandboxPayoutObjects.kind, ["fund_account.validation", "payout"]),
        isNull(sandboxPayoutObjects.settledAt),
        lt(sandboxPayoutObjects.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(sandboxPayoutObjects.createdAt)
    .limit(limit);

export const recentObjects = (db: Db, limit: number) =>
  db
    .select()
    .from(sandboxPayoutObjects)
    .where(inArray(sandboxPayoutObjects.kind, ["fund_account.validation", "payout"]))
    .orderBy(desc(sandboxPayoutObjects.createdAt))
    .limit(limit);
