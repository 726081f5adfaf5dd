import { beforeEach, describe, expect, it } from "vitest";
import {
  addressEntryUrl,
  clearStoredPayment,
  orderSummaryUrl,
  readCheckoutParams,
  readStoredPayment,
  readSummaryIds,
  retryUrl,
  safeLocalPath,
  storePayment,
} from "./checkout-params";

const P = "0b6d8f4e-8c1a-4e2b-9a77-1f0e5b7c9d11";
const O = "5a0c3e1b-2f4d-4c6e-8a9b-0d1e2f3a4b5c";

describe("checkout query strings", () => {
  it("reads a Buy Now and an accepted offer's link", () => {
    expect(readCheckoutParams(new URLSearchParams(`productId=${P}&action=buy`))).toEqual({
      productId: P,
      action: "buy",
    });
    expect(readCheckoutParams(new URLSearchParams(`productId=${P}&action=offer&offerId=${O}`))).toEqual({
      productId: P,
      action: "offer",
      offerId: O,
    });
  });

  it("treats a malformed product id as missing and an offer without its id as Buy Now", () => {
    expect(readCheckoutParams(new URLSearchParams("productId=42"))).toBeUndefined();
    expect(readCheckoutParams(new URLSearchParams(`productId=${P}&action=offer&offerId=x`))?.action).toBe("buy");
  });

  it("never lets `from` lead to another site", () => {
    expect(safeLocalPath("/dashboard?tab=offers")).toBe("/dashboard?tab=offers");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "", null])
      expect(safeLocalPath(bad)).toBeUndefined();
  });

  it("carries product, action, offer and the address's id from page to page, never the address itself", () => {
    const params = { productId: P, action: "offer" as const, offerId: O, from: "/dashboard?tab=offers" };
    const summary = new URL(orderSummaryUrl(params, O), "http://x");
    expect(readCheckoutParams(summary.searchParams)).toEqual(params);
    expect(readSummaryIds(summary.searchParams)).toEqual({ addressId: O });
    expect([...summary.searchParams.keys()].sort()).toEqual(["action", "addressId", "from", "offerId", "productId"]);
    expect(readCheckoutParams(new URL(addressEntryUrl(params), "http://x").searchParams)).toEqual(params);
    expect(readSummaryIds(new URLSearchParams("addressId=12 MG Road"))).toBeUndefined();
    expect(readSummaryIds(new URLSearchParams(`addressId=${O}&retry=x`))).toEqual({ addressId: O });
  });

  it("Try Again returns to the same summary with the failed payment's id, or to the address page", () => {
    const again = new URL(retryUrl({ productId: P, addressId: O, offerId: null }, P), "http://x");
    expect(again.pathname).toBe("/order-summary");
    expect(readSummaryIds(again.searchParams)).toEqual({ addressId: O, retry: P });
    expect(retryUrl({ productId: P, addressId: null, offerId: O }, P)).toBe(
      addressEntryUrl({ productId: P, action: "offer", offerId: O }),
    );
  });
});

describe("the payment handed to /paynow", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
  });

  const request = {
    productId: P,
    finalPrice: 1080,
    deliveryAddress: "12 MG Road",
    addressId: O,
    productPrice: 1000,
    platformFee: 30,
    deliveryPrice: 50,
    discountAmount: 0,
  };

  it("is read back as stored, and gone once cleared", () => {
    storePayment({ request, summaryUrl: "/order-summary?x=1" });
    expect(readStoredPayment()).toEqual({ request, summaryUrl: "/order-summary?x=1" });
    clearStoredPayment();
    expect(readStoredPayment()).toBeUndefined();
  });

  it("is missing when productId, finalPrice or the address is missing, or the text is not JSON", () => {
    storePayment({ request: { ...request, deliveryAddress: "" }, summaryUrl: "/" });
    expect(readStoredPayment()).toBeUndefined();
    store.set("dobara.checkout.payment", "{oops");
    expect(readStoredPayment()).toBeUndefined();
  });
});
