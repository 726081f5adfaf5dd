import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * The gateways' signature formulas (docs/providers/), kept apart so they are tested against the published vectors.
 * Every input is hashed exactly as given: PayU's response hash covers the strings as posted.
 */

const sha512 = (text: string) => createHash("sha512").update(text, "utf8").digest("hex");

export interface PayuRequestFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT). */
export function payuRequestHash(f: PayuRequestFields, salt: string) {
  return sha512(
    [
      f.key,
      f.txnid,
      f.amount,
      f.productinfo,
      f.firstname,
      f.email,
      f.udf1 ?? "",
      f.udf2 ?? "",
      f.udf3 ?? "",
      f.udf4 ?? "",
      f.udf5 ?? "",
      "",
      "",
      "",
      "",
      "",
      salt,
    ].join("|"),
  );
}

/** sha512([additionalCharges|]SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key). */
export function payuResponseHash(f: PayuRequestFields & { status: string; additionalCharges?: string }, salt: string) {
  const tail = [
    salt,
    f.status,
    "",
    "",
    "",
    "",
    "",
    f.udf5 ?? "",
    f.udf4 ?? "",
    f.udf3 ?? "",
    f.udf2 ?? "",
    f.udf1 ?? "",
    f.email,
    f.firstname,
    f.productinfo,
    f.amount,
    f.txnid,
    f.key,
  ];
  return sha512((f.additionalCharges ? [f.additionalCharges, ...tail] : tail).join("|"));
}

/** verify_payment and cancel_refund_transaction: sha512(key|command|var1|SALT). */
export const payuCommandHash = (key: string, command: string, var1: string, salt: string) =>
  sha512([key, command, var1, salt].join("|"));

export const hmacSha256Hex = (secret: string, message: string | Buffer) =>
  createHmac("sha256", secret).update(message).digest("hex");

/** Razorpay's payment signature: HMAC-SHA256 of our stored order id | the payment id. */
export const razorpaySignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);

/** Constant-time equality of a computed hex digest and a received one of any shape (wrong length: false). */
export function sameDigest(expected: string, received: string) {
  if (!/^[0-9a-f]+$/i.test(received) || received.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(received.toLowerCase(), "hex"));
}
