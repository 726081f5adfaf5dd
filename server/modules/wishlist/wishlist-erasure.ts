import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { wishlist } from "../../db/schema/wishlist";

/** An erased account's wishlist, gone (decision 0047). */
export async function eraseWishlist(tx: Tx, userId: string) {
  await tx.delete(wishlist).where(eq(wishlist.userId, userId));
}
