import { toPaise } from "@contract/money";
import type { GatewaySettings } from "./gateway-settings";
import { payuResponseHash, sameDigest } from "./gateway-hashes";

/** The fields PayU's response hash covers, plus the hash and the optional additionalCharges. */
const SIGNED = [
  "key",
  "txnid",
  "amount",
  "productinfo",
  "firstname",
  "email",
  "udf1",
  "udf2",
  "udf3",
  "udf4",
  "udf5",
  "status",
  "hash",
  "additionalCharges",
] as const;

/** What is kept of a callback: PayU's verdict and references, never card or contact details. */
const KEPT = [
  "mihpayid",
  "mode",
  "status",
  "unmappedstatus",
  "txnid",
  "amount",
  "addedon",
  "bank_ref_num",
  "bankcode",
  "error",
  "error_Message",
  "field9",
  "PG_TYPE",
  "net_amount_debit",
] as const;

/** A form as posted: a field sent twice arrives as a list. */
export type PostedForm = Record<string, string | string[]>;

/** Parses application/x-www-form-urlencoded the way browsers send it, keeping repeated fields visible. */
export function parseForm(body: string): PostedForm {
  const form: PostedForm = Object.create(null) as PostedForm;
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = form[key];
    form[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return form;
}

export type PayuCallback =
  | { ok: false; reason: "invalid_hash" | "invalid_data" }
  | {
      ok: true;
      txnid: string;
      amountPaise: number;
      /** What the postback claims: a hint to ask PayU, never booked as it stands. */
      status: "success" | "failure" | "pending";
      message?: string;
      raw: Record<string, unknown>;
    };

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * Reads a PayU postback (surl or furl). Trusted only once the response hash over the fields as posted matches
 * (compared in constant time); then the key must be ours and the amount well-formed. The caller still matches
 * txnid and amount against the stored payment. A field sent twice is refused: which copy was signed is unknowable.
 */
export function readPayuCallback(form: PostedForm, settings: GatewaySettings): PayuCallback {
  if (SIGNED.some((name) => Array.isArray(form[name]))) return { ok: false, reason: "invalid_data" };
  // PostgreSQL cannot keep a NUL in text or jsonb; a NUL-bearing field fails the hash anyway.
  const get = (name: string) => {
    const value = Object.hasOwn(form, name) ? form[name] : undefined;
    return typeof value === "string" ? value.replaceAll("\u0000", "") : "";
  };
  const expected = payuResponseHash(
    {
      key: get("key"),
      txnid: get("txnid"),
      amount: get("amount"),
      productinfo: get("productinfo"),
      firstname: get("firstname"),
      email: get("email"),
      udf1: get("udf1"),
      udf2: get("udf2"),
      udf3: get("udf3"),
      udf4: get("udf4"),
      udf5: get("udf5"),
      status: get("status"),
      additionalCharges: get("additionalCharges") || undefined,
    },
    settings.payu.salt,
  );
  if (!sameDigest(expected, get("hash"))) return { ok: false, reason: "invalid_hash" };
  if (get("key") !== settings.payu.key || !/^[\w-]{1,64}$/.test(get("txnid")) || !AMOUNT.test(get("amount")))
    return { ok: false, reason: "invalid_data" };
  const status = get("status");
  const raw = Object.fromEntries(KEPT.filter((k) => get(k) !== "").map((k) => [k, get(k).slice(0, 500)]));
  return {
    ok: true,
    txnid: get("txnid"),
    amountPaise: toPaise(get("amount")),
    // Only success is paid (docs/providers/payu.md); anything but success or pending is a failure. The mihpayid posted is
    // not covered by the hash: kept in raw as received, never booked (verify_payment gives PayU's own).
    status: status === "success" ? "success" : status === "pending" ? "pending" : "failure",
    message: (get("error_Message") || get("field9")).slice(0, 200) || undefined,
    raw,
  };
}
