import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";

/**
 * An erased seller's bank accounts, all gone (decision 0047): only once no payout is due (the erasure refuses
 * before that). Paid payouts keep the bank's reference; their account link is set null.
 */
export async function eraseBankAccounts(tx: Tx, userId: string) {
  await tx.delete(bankAccounts).where(eq(bankAccounts.userId, userId));
}
