import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { addresses } from "../../db/schema/addresses";

/** An erased account's saved addresses, all gone (decision 0047); orders keep their own copy of where they went. */
export async function eraseAddresses(tx: Tx, userId: string) {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}
