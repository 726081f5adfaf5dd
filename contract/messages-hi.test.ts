import { describe, expect, it } from "vitest";
import { HINDI_TEXTS } from "./messages-hi";

/** Every contract module, so a `*_MESSAGES` object added later is checked too. */
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./messages-hi.ts"], {
  eager: true,
});

/**
 * Message functions (texts built from figures) cannot be keyed by their English: the server answers them with the
 * sentence for their error code (HINDI_BY_CODE). Each one is listed here with its reason; a new one fails the test.
 */
const FIGURES = "text is built from figures (₹ amounts, minutes, counts, last digits)";
const NAMES = "text is built from a status, reason, field, pincode or reference that varies";
const FUNCTION_EXCEPTIONS: Readonly<Record<string, string>> = {
  "admin-coupons.ts:COUPON_MESSAGES.limitBelowUses": FIGURES,
  "checkout.ts:COUPON_MESSAGES.belowMinimum": FIGURES,
  "checkout.ts:PAYMENT_MESSAGES.reserved": FIGURES,
  "contact.ts:CONTACT_MESSAGES.grievance": NAMES,
  "listing-contacts.ts:LISTING_CONTACT_MESSAGES.remove": NAMES,
  "listing-contacts.ts:LISTING_CONTACT_MESSAGES.flag": NAMES,
  "offer-rules.ts:OFFER_MESSAGES.belowMinimum": FIGURES,
  "offer-rules.ts:OFFER_MESSAGES.counterBelowMinimum": FIGURES,
  "offers.ts:OFFER_MESSAGES.belowMinimum": FIGURES,
  "offers.ts:OFFER_MESSAGES.counterBelowMinimum": FIGURES,
  "orders.ts:ORDER_MESSAGES.courierKeepsParcel": NAMES,
  "orders.ts:ORDER_MESSAGES.returnAlreadyChecked": NAMES,
  "orders.ts:ORDER_MESSAGES.statusNotAllowed": NAMES,
  "orders.ts:ORDER_MESSAGES.movedByCourier": NAMES,
  "orders.ts:ORDER_MESSAGES.returnNotRequested": NAMES,
  "payouts.ts:PAYOUT_MESSAGES.moved": FIGURES,
  "report-rules.ts:REPORT_MESSAGES.tooMany": FIGURES,
  "reports.ts:REPORT_MESSAGES.tooMany": FIGURES,
  "shipping-rules.ts:SHIPPING_MESSAGES.notServiceable": NAMES,
  "shipping.ts:SHIPPING_MESSAGES.notServiceable": NAMES,
  "shipping.ts:PARCEL_SIZE_MESSAGES.side": NAMES,
};

interface Found {
  texts: { path: string; text: string }[];
  functions: string[];
}

function walk(value: unknown, path: string, found: Found) {
  if (typeof value === "string") found.texts.push({ path, text: value });
  else if (typeof value === "function") found.functions.push(path);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`, found);
}

function contractMessages(): Found {
  const found: Found = { texts: [], functions: [] };
  for (const [file, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports))
      if (name.endsWith("_MESSAGES")) walk(value, `${file.replace("./", "")}:${name}`, found);
  return found;
}

describe("HINDI_TEXTS", () => {
  const found = contractMessages();

  it("finds the contract's message objects", () => {
    expect(found.texts.length).toBeGreaterThan(250);
  });

  it("has Hindi for every text of every *_MESSAGES object in the contract", () => {
    const missing = found.texts
      .filter(({ text }) => !(text in HINDI_TEXTS))
      .map(({ path, text }) => `${path}: ${text}`);
    expect(missing).toEqual([]);
  });

  it("lists every message function as an exception with a reason", () => {
    expect(found.functions.filter((path) => !(path in FUNCTION_EXCEPTIONS))).toEqual([]);
    expect(Object.keys(FUNCTION_EXCEPTIONS).filter((path) => !found.functions.includes(path))).toEqual([]);
  });

  it("keeps every figure and {placeholder} of the English in the Hindi", () => {
    // Spelled out in Hindi on purpose (glossary: address line 1 = पते की पहली लाइन).
    const WORDED = new Set(["Address line 1 is required"]);
    const marks = (text: string) => (text.match(/\d+|\{[^}]*\}|%\w/g) ?? []).sort();
    const changed = Object.entries(HINDI_TEXTS).filter(
      ([en, hi]) => !WORDED.has(en) && marks(en).join() !== marks(hi).join(),
    );
    expect(changed.map(([en]) => en)).toEqual([]);
  });
});
