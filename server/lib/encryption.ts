import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { InstallationSecret } from "./installation-secret";

/** AES-256-GCM for values that must be readable again (bank account numbers for payouts). Format: v1.iv.tag.ciphertext (base64url). */
export interface Encryptor {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /**
   * The same value always gives the same text, so a sealed value can be found again without decrypting every row.
   * Keyed (HMAC-SHA256): an account number has too few digits for a plain hash to hide it.
   */
  fingerprint(plain: string): string;
}

export function createEncryptor(key: Buffer): Encryptor {
  if (key.length !== 32) throw new Error("DATA_ENCRYPTION_KEY must be 32 bytes (base64)");
  // Its own key, so a fingerprint says nothing about the cipher's key.
  const fingerprintKey = createHmac("sha256", key).update("dobara fingerprint v1").digest();
  return {
    fingerprint(plain) {
      return `f1.${createHmac("sha256", fingerprintKey).update(plain, "utf8").digest("base64url")}`;
    },
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [
        "v1",
        iv.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
        data.toString("base64url"),
      ].join(".");
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("not an encrypted value");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/**
 * Outside production, without DATA_ENCRYPTION_KEY, a key (base64, as that variable spells one) is generated once
 * for the installation, so a developer's data stays readable across restarts. Production refuses to start
 * without one (config.ts).
 */
export const DATA_ENCRYPTION_KEY: InstallationSecret = {
  name: "data-encryption-key",
  file: "data-encryption.key",
  make: () => randomBytes(32).toString("base64"),
};
