import { createHmac } from "node:crypto";

/**
 * The key of the SMS codes' HMAC (docs/providers/msg91.md#codes): OTP_PEPPER when set, else one derived from the
 * data encryption key, which every instance already shares. A stolen database then holds no code worth guessing.
 */
export const otpPepper = (configured: string | undefined, dataEncryptionKey: Buffer) =>
  configured ? Buffer.from(configured) : createHmac("sha256", dataEncryptionKey).update("dobara otp pepper").digest();
