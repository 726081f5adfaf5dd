import { eq } from "drizzle-orm";
import { isIndividualOrHuf, maskTaxId, normalTaxId, type TaxIdInput, type TaxIdView } from "@contract/tax";
import type { Db, Tx } from "../../db/client";
import { sellerTaxIds } from "../../db/schema/seller-tax";
import type { Encryptor } from "../../lib/encryption";

/**
 * The seller's PAN or Aadhaar (section 194-O, docs/tax.md): sealed like bank account numbers; only its last four
 * characters are kept in clear, for the masked view. Giving another replaces it (the next payout reads the new one).
 */
export async function saveTaxId(db: Db, encryptor: Encryptor, userId: string, input: TaxIdInput): Promise<TaxIdView> {
  const value = normalTaxId(input.value);
  const row = {
    kind: input.kind,
    valueEncrypted: encryptor.encrypt(value),
    last4: value.slice(-4),
    individual: isIndividualOrHuf(input.kind, value) ? ("yes" as const) : ("no" as const),
  };
  await db
    .insert(sellerTaxIds)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: sellerTaxIds.userId, set: { ...row, updatedAt: new Date() } });
  return taxIdView(db, userId);
}

export async function taxIdView(db: Db, userId: string): Promise<TaxIdView> {
  const row = await findTaxId(db, userId);
  return {
    taxId: row
      ? { kind: row.kind, masked: maskTaxId(row.kind, row.last4), updatedAt: row.updatedAt.toISOString() }
      : null,
  };
}

export async function findTaxId(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(sellerTaxIds).where(eq(sellerTaxIds.userId, userId));
  return row;
}
