import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addresses } from "../../db/schema/addresses";

export const listAddresses = (db: Db, userId: string) =>
  db
    .select({
      id: addresses.id,
      line1: addresses.line1,
      line2: addresses.line2,
      landmark: addresses.landmark,
      pincode: addresses.pincode,
      city: addresses.city,
      state: addresses.state,
      isDefault: addresses.isDefault,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));

/** Keeps an address the person typed (a listing's pickup) unless the same line and pincode is already saved. */
export async function rememberAddress(
  db: Db,
  userId: string,
  a: {
    addressLine1: string;
    addressLine2?: string | null;
    landmark?: string | null;
    pincode: string;
    city: string;
    state: string;
  },
) {
  const [same] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        sql`lower(${addresses.line1}) = lower(${a.addressLine1})`,
        eq(addresses.pincode, a.pincode),
      ),
    )
    .limit(1);
  if (same) return;
  await db.insert(addresses).values({
    userId,
    line1: a.addressLine1,
    line2: a.addressLine2 ?? null,
    landmark: a.landmark ?? null,
    pincode: a.pincode,
    city: a.city,
    state: a.state,
  });
}
