import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 32 random bytes, URL-safe: the bearer token handed to the browser. */
export const newSessionToken = () => randomBytes(32).toString("base64url");

export const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex");

/** Six digits from the CSPRNG, leading zeros kept. */
export const newOtpCode = () => randomInt(0, 1_000_000).toString().padStart(6, "0");

/** Constant-time comparison of two hex digests of equal length. */
export function sameHex(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
