import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { whatsappOptIns } from "../../db/schema/whatsapp";

/** An erased account's consent and the number it named, gone (decision 0047); its sent messages go with its bell. */
export async function eraseWhatsAppOptIn(tx: Tx, userId: string) {
  await tx.delete(whatsappOptIns).where(eq(whatsappOptIns.userId, userId));
}
