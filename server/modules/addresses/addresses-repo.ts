import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { addresses } from "../../db/schema/addresses";
import { toNumber } from "../../lib/numbers";

const viewColumns = {
  id: addresses.id,
  name: addresses.name,
  phone: addresses.phone,
  line1: addresses.line1,
  line2: addresses.line2,
  landmark: addresses.landmark,
  pincode: addresses.pincode,
  city: addresses.city,
  state: addresses.state,
  isDefault: addresses.isDefault,
};

export const listAddresses = (db: Db, userId: string) =>
  db
    .select(viewColumns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));

/**
 * Serialises one user's address changes until the transaction ends: the count against the limit and the
 * one-default rule are read-then-write, and two concurrent adds must not both see room for one more.
 */
export const lockUserAddresses = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);

export async function countAddresses(db: Db, userId: string) {
  const [row] = await db
    .select({ n: sql`count(*)` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return toNumber(row?.n);
}

/** The same line 1 (any case) and pincode already saved: a listing's pickup address is kept once. */
export async function findSameAddress(db: Db, userId: string, line1: string, pincode: string) {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        sql`lower(${addresses.line1}) = lower(${line1})`,
        eq(addresses.pincode, pincode),
      ),
    )
    .limit(1);
  return row;
}

export async function clearDefault(tx: Tx, userId: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(db: Db, values: typeof addresses.$inferInsert) {
  const [row] = await db.insert(addresses).values(values).returning(viewColumns);
  return row!;
}

export async function deleteOwnAddress(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ isDefault: addresses.isDefault });
  return row;
}

/** The newest remaining address becomes the default, so a user with addresses always has one. */
export async function makeNewestDefault(tx: Tx, userId: string) {
  const newest = tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  await tx.update(addresses).set({ isDefault: true }).where(inArray(addresses.id, newest));
}

/** Rewrites one of the user's own addresses (undefined for anyone else's id); the default flag is not touched. */
export async function updateOwnAddress(
  tx: Tx,
  userId: string,
  id: string,
  values: Omit<typeof addresses.$inferInsert, "id" | "userId" | "isDefault" | "createdAt">,
) {
  const [row] = await tx
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning(viewColumns);
  return row;
}

/** One of the user's own saved addresses (undefined for anyone else's id). */
export async function findOwnAddress(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}
