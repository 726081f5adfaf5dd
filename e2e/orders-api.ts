import { inject } from "vitest";
import { deliveryLine } from "@contract/checkout";
import { priceBreakdown } from "@contract/pricing";
import { payThroughSandbox } from "../server/test/sandbox-payer";
import { call } from "./api";

/** A form post to the running server as a browser makes it (no redirects followed), answered with its status and body. */
async function formPost(url: string, fields: Record<string, string>) {
  const res = await fetch(new URL(url, inject("baseURL")), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { statusCode: res.status, body: await res.text(), location: res.headers.get("location") };
}

/** The new address buyNow types in the browser (e2e/checkout-flow.ts), saved as the address page saves it. */
const ASHA_RAO = {
  name: "Asha Rao",
  phone: "9876543210",
  line1: "Flat 4B, Sunshine Apartments",
  line2: "Indiranagar 2nd Stage",
  pincode: "560038",
  city: "Bengaluru",
  state: "Karnataka",
};

/** That address saved for `buyer` as the address page saves it; as the default, the page offers it the next time. */
export const savedAddress = (buyer: { token: string }, { isDefault = false } = {}) =>
  call<{ id: string }>("POST", "/addresses", { ...ASHA_RAO, isDefault }, buyer.token);

/**
 * A purchase over the HTTP API, for a test that needs a paid order but does not test buying it (checkout.e2e.ts
 * clicks through one): the buyer saves an address, initiates checkout with the summary's figures, the sandbox
 * gateway's page is posted as the browser would post it (Pay), and its return to surl places the order. The order id.
 * `offerPrice` is the agreed price of the buyer's accepted offer, which the server charges instead of the listing's.
 */
export async function paidOrderByApi(
  buyer: { token: string },
  productId: string,
  { offerPrice }: { offerPrice?: number } = {},
) {
  const price = offerPrice ?? (await call<{ price: number }>("GET", `/products/${productId}`)).price;
  const address = await savedAddress(buyer);
  const f = priceBreakdown(price);
  const started = await call<{ payuUrl: string; paymentData: Record<string, string> }>(
    "POST",
    "/payments/initiate",
    {
      productId,
      addressId: address.id,
      deliveryAddress: deliveryLine({ ...ASHA_RAO, landmark: null }),
      productPrice: f.productPrice,
      platformFee: f.buyerFee,
      deliveryPrice: f.deliveryCharge,
      discountAmount: f.couponDiscount,
      finalPrice: f.total,
    },
    buyer.token,
  );
  const back = await payThroughSandbox(formPost, started.paymentData, "success", started.payuUrl);
  const done = await formPost(back.action, back.fields);
  const orderId = done.statusCode === 303 ? /^\/payment\/success\?orderId=(.+)$/.exec(done.location ?? "")?.[1] : null;
  if (!orderId) throw new Error(`the gateway's return answered ${done.statusCode} ${done.location}: ${done.body}`);
  return orderId;
}
