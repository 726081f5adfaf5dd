import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { offers } from "../../db/schema/offers";
import { checkoutKit } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { hmacSha256Hex } from "../payments";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);

async function razorpayCheckout(price = 6500) {
  const listing = await kit.listing(price);
  const buyer = await kit.buyer();
  const res = await kit.initiate(
    buyer.token,
    kit.body(listing.id, buyer.addressId, price, null, { gateway: "razorpay" }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const checkoutId = res.json().checkoutId as string;
  const order = await kit.req("POST", "/api/payments/create-order", buyer.token, {
    amount: price + Math.round(price * 0.03) + 50,
    orderId: checkoutId,
  });
  expect(order.statusCode, order.body).toBe(200);
  return { listing, buyer, checkoutId, order: order.json() };
}

const sandboxPay = async (order: { orderId: string; amount: number; keyId: string }) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/sandbox/razorpay/pay",
    payload: { order_id: order.orderId, amount: order.amount, key: order.keyId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
};

const webhook = (body: string, signature: string, eventId: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/razorpay/webhook",
    headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": eventId },
    payload: body,
  });

describe("the Razorpay alternate flow (sandbox)", () => {
  it("creates one order per checkout, in paise, with the checkout script to load", async () => {
    const { buyer, checkoutId, order } = await razorpayCheckout();
    expect(order).toMatchObject({
      amount: 674500,
      currency: "INR",
      orderId: expect.stringMatching(/^order_/),
      checkoutScriptUrl: expect.stringMatching(/\/sandbox\/razorpay\/checkout\.js$/),
    });
    const again = await kit.req("POST", "/api/payments/create-order", buyer.token, { orderId: checkoutId });
    expect(again.json().orderId).toBe(order.orderId);
    expect(
      (await kit.req("POST", "/api/payments/create-order", buyer.token, { orderId: checkoutId, amount: 5 })).statusCode,
    ).toBe(409);
    expect(
      (await kit.req("POST", "/api/payments/create-order", (await kit.buyer()).token, { orderId: checkoutId }))
        .statusCode,
    ).toBe(404);
    const script = await t.app.inject({ method: "GET", url: "/sandbox/razorpay/checkout.js" });
    expect(script.body).toContain("window.Razorpay");
  });

  it("verify and the webhook for one payment: exactly one order, whichever comes first", async () => {
    const { listing, buyer, checkoutId, order } = await razorpayCheckout();
    const paid = await sandboxPay(order);
    const verify = await kit.req("POST", "/api/payments/verify", buyer.token, { ...paid, orderId: checkoutId });
    expect(verify.statusCode, verify.body).toBe(200);
    const placed = await t.db.select().from(orders).where(eq(orders.productId, listing.id));
    expect(verify.json()).toEqual({
      success: true,
      paymentId: paid.razorpay_payment_id,
      message: "Payment verified",
      orderId: placed[0]!.id,
    });
    // The sandbox's own webhook, and a redelivery of it, change nothing.
    const secret = kit.settings().razorpay.webhookSecret!;
    const event = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: order.orderId, amount: 674500 } } },
    });
    for (let i = 0; i < 2; i++)
      expect((await webhook(event, hmacSha256Hex(secret, event), "evt_1")).statusCode).toBe(200);
    expect(await t.db.select().from(orders).where(eq(orders.productId, listing.id))).toHaveLength(1);
    const view = await kit.req("GET", `/api/payments/checkout/${checkoutId}`, buyer.token);
    expect(view.json()).toMatchObject({ status: "success", orderId: placed[0]!.id });
  });

  it("the webhook alone settles a payment; a bad signature on verify or webhook changes nothing", async () => {
    const { listing, buyer, checkoutId, order } = await razorpayCheckout();
    const paid = await sandboxPay(order);
    const forged = await kit.req("POST", "/api/payments/verify", buyer.token, {
      ...paid,
      razorpay_signature: "0".repeat(64),
      orderId: checkoutId,
    });
    expect(forged.statusCode).toBe(400);
    const otherOrder = await kit.req("POST", "/api/payments/verify", buyer.token, {
      ...paid,
      razorpay_order_id: "order_other",
      orderId: checkoutId,
    });
    expect(otherOrder.statusCode).toBe(400);
    const secret = kit.settings().razorpay.webhookSecret!;
    const event = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: order.orderId, amount: 674500 } } },
    });
    expect((await webhook(event, hmacSha256Hex("wrong", event), "evt_x")).statusCode).toBe(401);
    expect((await webhook("not json", hmacSha256Hex(secret, "not json"), "evt_y")).statusCode).toBe(400);
    // The sandbox delivered its own signed webhook when the payer pressed Pay.
    await expect
      .poll(async () => (await t.db.select().from(orders).where(eq(orders.productId, listing.id))).length)
      .toBe(1);
  });

  it("charges a buyer's accepted offer, not the listing price", async () => {
    const listing = await kit.listing(6500);
    const buyer = await kit.buyer();
    const [offer] = await t.db
      .insert(offers)
      .values({
        productId: listing.id,
        buyerId: buyer.user.id,
        sellerId: listing.seller.user.id,
        amount: 5000,
        status: "accepted",
      })
      .returning();
    expect((await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500))).statusCode).toBe(409);
    const res = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 5000));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentData.amount).toBe("5200.00");
    const back = await kit.payInSandbox(res.json().paymentData);
    const { formPost } = await import("../../test/checkout-kit");
    await formPost(t.app, "/api/payments/payu/success", back.fields);
    const [order] = await t.db.select().from(orders).where(eq(orders.productId, listing.id));
    expect(order).toMatchObject({ offerId: offer!.id, finalPrice: 5000 });
    const [after] = await t.db.select().from(offers).where(eq(offers.id, offer!.id));
    expect(after!.status).toBe("accepted");
  });
});
