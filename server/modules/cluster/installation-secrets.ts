import { createHmac } from "node:crypto";
import { inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { installationSecrets } from "../../db/schema/cluster-state";
import type { Encryptor } from "../../lib/encryption";

/**
 * Secrets every instance must share, made once per installation in the database they share: the first instance to
 * start inserts its freshly made value, a concurrent one's insert does nothing, and all read back the winner's.
 * Never logged. (With the embedded database the files in DATA_DIR/secrets stay: one process holds it anyway.)
 */
export async function sharedSecrets(db: Db, makers: Record<string, () => string>): Promise<Record<string, string>> {
  const names = Object.keys(makers);
  if (names.length === 0) return {};
  await db
    .insert(installationSecrets)
    .values(names.map((name) => ({ name, value: makers[name]!() })))
    .onConflictDoNothing();
  const rows = await db.select().from(installationSecrets).where(inArray(installationSecrets.name, names));
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

const KEY_CHECK = "data-encryption-key-check";

/** Tells keys apart without revealing them: an HMAC of a fixed text under the key. */
const checkValueOf = (key: Buffer) =>
  createHmac("sha256", key).update("dobara data encryption key check v1").digest("base64url");

export class WrongEncryptionKeyError extends Error {}

/**
 * Refuses an encryption key other than the one the data was written with: an instance started with another
 * DATA_ENCRYPTION_KEY would write bank account numbers the others cannot read, and fail to read theirs. The first
 * start records the key's check value; a database written before that is checked by opening one stored number.
 */
export async function checkDataEncryptionKey(db: Db, key: Buffer, encryptor: Encryptor) {
  const mine = checkValueOf(key);
  const recorded = (await sharedSecrets(db, { [KEY_CHECK]: () => "" }))[KEY_CHECK];
  if (recorded === mine) return;
  if (recorded === "") {
    const [sample] = await db
      .select({ sealed: bankAccounts.accountNumberEncrypted })
      .from(bankAccounts)
      .where(isNotNull(bankAccounts.accountNumberEncrypted))
      .limit(1);
    if (!sample || opens(encryptor, sample.sealed)) {
      await recordCheckValue(db, mine);
      // Another instance may have recorded a different key in the meantime: the first recorded wins.
      if ((await sharedSecrets(db, { [KEY_CHECK]: () => "" }))[KEY_CHECK] === mine) return;
    }
  }
  throw new WrongEncryptionKeyError(
    "DATA_ENCRYPTION_KEY is not the key this database's bank account numbers were encrypted with, so this " +
      "instance would not read them. Start every instance with the same DATA_ENCRYPTION_KEY as the others " +
      "(the one the data was written with); the server did not start.",
  );
}

function opens(encryptor: Encryptor, sealed: string) {
  try {
    encryptor.decrypt(sealed);
    return true;
  } catch {
    return false;
  }
}

async function recordCheckValue(db: Db, value: string) {
  // Only over the empty placeholder: a value another instance recorded first is never replaced.
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(installationSecrets)
      .where(inArray(installationSecrets.name, [KEY_CHECK]))
      .for("update");
    if (row?.value === "")
      await tx
        .update(installationSecrets)
        .set({ value })
        .where(inArray(installationSecrets.name, [KEY_CHECK]));
  });
}
