import type { InitiatePayment } from "@contract/checkout";

/** What the checkout pages carry in their query strings (docs/product.md#checkout), read once and checked. */
export interface CheckoutParams {
  productId: string;
  action: "buy" | "offer";
  offerId?: string;
  /** Where Back on the address page goes: a path of ours, never another site. */
  from?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A same-site path only: "//evil.example" and "https://..." would turn Back into an open redirect. */
export function safeLocalPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return undefined;
  return value;
}

export function readCheckoutParams(search: URLSearchParams): CheckoutParams | undefined {
  const productId = search.get("productId") ?? "";
  if (!UUID.test(productId)) return undefined;
  const offerId = search.get("offerId") ?? "";
  const action = search.get("action") === "offer" && UUID.test(offerId) ? "offer" : "buy";
  return {
    productId,
    action,
    ...(action === "offer" ? { offerId } : {}),
    ...(safeLocalPath(search.get("from")) ? { from: safeLocalPath(search.get("from")) } : {}),
  };
}

function query(entries: Record<string, string | undefined>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(entries)) if (v !== undefined) q.set(k, v);
  return q.toString();
}

export const addressEntryUrl = (p: CheckoutParams) =>
  `/address-entry?${query({ productId: p.productId, action: p.action, offerId: p.offerId, from: p.from })}`;

/**
 * The order summary's address: ids only, never the address itself (a URL ends up in history, logs and referrers).
 * `retry` names a failed payment whose coupon Try Again applies again.
 */
export const orderSummaryUrl = (p: CheckoutParams, addressId: string, retry?: string) =>
  `/order-summary?${query({
    productId: p.productId,
    action: p.action,
    offerId: p.offerId,
    from: p.from,
    addressId,
    retry,
  })}`;

/** The order summary's saved address id and the payment it retries, if any; a malformed id is none. */
export function readSummaryIds(search: URLSearchParams): { addressId: string; retry?: string } | undefined {
  const addressId = search.get("addressId") ?? "";
  const retry = search.get("retry") ?? "";
  if (!UUID.test(addressId)) return undefined;
  return UUID.test(retry) ? { addressId, retry } : { addressId };
}

/** Try Again after a failed payment: the same summary, rebuilt from the ids the server keeps for that payment. */
export const retryUrl = (
  retry: { productId: string; addressId: string | null; offerId: string | null },
  id: string,
) => {
  const p: CheckoutParams = retry.offerId
    ? { productId: retry.productId, action: "offer", offerId: retry.offerId }
    : { productId: retry.productId, action: "buy" };
  return retry.addressId ? orderSummaryUrl(p, retry.addressId, id) : addressEntryUrl(p);
};

/**
 * The order summary hands the payment request to /paynow through sessionStorage (this tab only, gone when it
 * closes), with the summary's address so Try Again after a failed payment returns there.
 */
const PAYMENT_KEY = "dobara.checkout.payment";

export interface StoredPayment {
  request: InitiatePayment;
  summaryUrl: string;
}

export function storePayment(payment: StoredPayment) {
  sessionStorage.setItem(PAYMENT_KEY, JSON.stringify(payment));
}

/** Pay-now needs productId, finalPrice and deliveryAddress (docs/product.md#checkout); anything less reads as nothing stored. */
export function readStoredPayment(): StoredPayment | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(PAYMENT_KEY) ?? "null") as Partial<StoredPayment> | null;
    const r = value?.request;
    if (!r || typeof r.productId !== "string" || typeof r.finalPrice !== "number" || !r.deliveryAddress)
      return undefined;
    return { request: r, summaryUrl: safeLocalPath(value.summaryUrl) ?? "/dashboard" };
  } catch {
    return undefined;
  }
}

export const clearStoredPayment = () => sessionStorage.removeItem(PAYMENT_KEY);
