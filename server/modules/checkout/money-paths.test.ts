import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPON_MESSAGES } from "@contract/checkout";
import { ledgerEntries } from "../../db/schema/ledger-entries";
import { notifications } from "../../db/schema/notifications";
import { coupons } from "../../db/schema/coupons";
import { offers } from "../../db/schema/offers";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { sandboxRefunds, sandboxTransactions } from "../../sandboxes/payments/schema";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry } from "../../test/test-orders";
import { requestPendingRefunds } from "../refunds";
import { termsOf } from "../coupons/coupons-service";
import { settleStaleCheckouts } from "./stale-checkouts";

/** The holes a hostile run found in the money path (docs/product.md#money), each closed. */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);

type Fields = Record<string, string>;
const paymentOf = async (txnid: string) => (await t.db.select().from(payments).where(eq(payments.txnid, txnid)))[0]!;
const ordersOf = (productId: string) => t.db.select().from(orders).where(eq(orders.productId, productId));
const refundsOf = (paymentId: string) => t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const linesOf = (paymentId: string) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
const orderIdOf = (location: string | undefined) => new URL(location!, "http://x").searchParams.get("orderId");

async function started(price = 6500) {
  const listing = await kit.listing(price);
  const buyer = await kit.buyer();
  const res = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, price));
  expect(res.statusCode, res.body).toBe(200);
  return { listing, buyer, data: res.json().paymentData as Fields };
}

const postBack = (fields: Fields) =>
  formPost(t.app, fields.status === "success" ? "/api/payments/payu/success" : "/api/payments/payu/failure", fields);

describe("1. a posted mihpayid is never trusted", () => {
  it("buyer B re-posts a genuine success with buyer A's mihpayid: B's own capture is booked, and B's refund goes to B's payment", async () => {
    const a = await started();
    const aBack = await kit.payInSandbox(a.data);
    expect((await postBack(aBack.fields)).headers.location).toMatch(/^\/payment\/success/);
    const b = await started();
    const bBack = await kit.payInSandbox(b.data);
    const forged = { ...bBack.fields, mihpayid: aBack.fields.mihpayid! };
    const res = await postBack(forged);
    expect(res.headers.location).toMatch(/^\/payment\/success/);
    const bPayment = await paymentOf(b.data.txnid!);
    expect(bPayment.gatewayPaymentId).toBe(bBack.fields.mihpayid);
    expect((await paymentOf(a.data.txnid!)).gatewayPaymentId).toBe(aBack.fields.mihpayid);

    const cancel = await kit.req("PUT", `/api/orders/${orderIdOf(res.headers.location)}/cancel`, b.buyer.token, {
      reason: "mistakenly_placed",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await requestPendingRefunds(kit.jobDeps());
    const refundedAt = async (mihpayid: string) => {
      const [txn] = await t.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.gatewayPaymentId, mihpayid));
      return t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.transactionId, txn!.id));
    };
    expect(await refundedAt(bBack.fields.mihpayid!)).toHaveLength(1);
    expect(await refundedAt(aBack.fields.mihpayid!)).toHaveLength(0);
  });

  it("20 replays at once of B's forged return beside A's own: one order each, each capture booked to its own buyer once", async () => {
    const a = await started();
    const b = await started();
    const aBack = await kit.payInSandbox(a.data);
    const bBack = await kit.payInSandbox(b.data);
    const forged = { ...bBack.fields, mihpayid: aBack.fields.mihpayid! };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => postBack(forged)),
      ...Array.from({ length: 20 }, () => postBack(aBack.fields)),
    ]);
    expect(answers.every((r) => r.statusCode === 303 && r.headers.location!.startsWith("/payment/success"))).toBe(true);
    for (const [s, back] of [
      [a, aBack],
      [b, bBack],
    ] as const) {
      const payment = await paymentOf(s.data.txnid!);
      expect(payment).toMatchObject({ status: "success", gatewayPaymentId: back.fields.mihpayid });
      expect(await ordersOf(s.listing.id)).toHaveLength(1);
      expect((await linesOf(payment.id)).filter((l) => l.kind === "payment_received")).toHaveLength(2);
    }
  });

  it("a correctly signed success PayU never captured places nothing and books nothing", async () => {
    const s = await started();
    const failedBack = await kit.payInSandbox(s.data, "failure");
    // Signed as PayU signs, status rewritten to success (someone who holds the salt, or a replayed forgery).
    const { payuResponseHash } = await import("../payments/gateway-hashes");
    const claimed: Fields = { ...failedBack.fields, status: "success" };
    claimed.hash = payuResponseHash(claimed as never, kit.settings().payu.salt);
    const res = await formPost(t.app, "/api/payments/payu/success", claimed);
    expect(res.headers.location).toMatch(/^\/payment\/failed/);
    expect(await ordersOf(s.listing.id)).toHaveLength(0);
    expect(await linesOf((await paymentOf(s.data.txnid!)).id)).toHaveLength(0);
  });
});

describe("2. every rupee captured ends in one order or one full refund", () => {
  async function razorpayCheckout() {
    const listing = await kit.listing(6500);
    const buyer = await kit.buyer();
    const res = await kit.initiate(
      buyer.token,
      kit.body(listing.id, buyer.addressId, 6500, null, { gateway: "razorpay" }),
    );
    const checkoutId = res.json().checkoutId as string;
    const order = (await kit.req("POST", "/api/payments/create-order", buyer.token, { orderId: checkoutId })).json();
    const pay = (outcome: "success" | "failure") =>
      t.app.inject({
        method: "POST",
        url: "/sandbox/razorpay/pay",
        payload: { order_id: order.orderId, amount: order.amount, key: order.keyId, outcome },
      });
    const verify = (p: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) =>
      kit.req("POST", "/api/payments/verify", buyer.token, { ...p, orderId: checkoutId });
    return { listing, buyer, checkoutId, pay, verify };
  }

  it("Razorpay: attempt 1 fails, the retry in the same Checkout is captured: the order is placed", async () => {
    const c = await razorpayCheckout();
    expect((await c.pay("failure")).statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 50)); // the sandbox's payment.failed webhook
    const second = await c.pay("success");
    expect(second.statusCode, second.body).toBe(200);
    const verified = await c.verify(second.json());
    expect(verified.json()).toMatchObject({ success: true, orderId: expect.any(String) });
    const [order] = await ordersOf(c.listing.id);
    expect(order!.id).toBe(verified.json().orderId);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, c.checkoutId));
    expect(payment).toMatchObject({ status: "success", gatewayPaymentId: second.json().razorpay_payment_id });
  });

  it("Razorpay: a second payment on an order already paid is refunded by Razorpay itself: we neither book nor refund it", async () => {
    const c = await razorpayCheckout();
    await c.verify((await c.pay("success")).json());
    const again = (await c.pay("success")).json();
    const res = await c.verify(again);
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(payments).where(eq(payments.productId, c.listing.id));
    expect(rows).toHaveLength(1);
    expect(await refundsOf(c.checkoutId)).toHaveLength(0);
  });

  it("PayU: a success after the failure postback is booked and refunded in full, once, and the buyer is told", async () => {
    const s = await started();
    const failed = await kit.payInSandbox(s.data, "failure");
    expect((await postBack(failed.fields)).headers.location).toMatch(/^\/payment\/failed/);
    expect((await paymentOf(s.data.txnid!)).status).toBe("failed");
    // The payer tries again on PayU's page with the same txnid, and the bank says yes.
    const late = await kit.payInSandbox(s.data, "success");
    const answers = await Promise.all(Array.from({ length: 20 }, () => postBack(late.fields)));
    expect(answers.every((a) => a.headers.location?.includes("reason=late_payment"))).toBe(true);
    const payment = await paymentOf(s.data.txnid!);
    expect(payment).toMatchObject({ status: "success", gatewayPaymentId: late.fields.mihpayid });
    expect(await ordersOf(s.listing.id)).toHaveLength(0);
    const owed = await refundsOf(payment.id);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ amount: 6745, reason: "late_capture", orderId: null });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.buyer.user.id), eq(notifications.title, "Payment being refunded")));
    expect(told).toHaveLength(1);
    await requestPendingRefunds(kit.jobDeps());
    expect((await paymentOf(s.data.txnid!)).status).toBe("refunded");
    const kinds = (await linesOf(payment.id)).map((l) => l.kind).sort();
    expect(kinds).toEqual([
      "payment_received",
      "payment_received",
      "refund_due",
      "refund_due",
      "refund_paid",
      "refund_paid",
    ]);
  });

  it("PayU: a late UPI collect after the stale sweep closed the checkout is refunded", async () => {
    const s = await started();
    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '21 minutes'`, updatedAt: sql`now() - interval '21 minutes'` })
      .where(eq(payments.txnid, s.data.txnid!));
    await settleStaleCheckouts(kit.jobDeps());
    expect((await paymentOf(s.data.txnid!)).status).toBe("failed");
    const late = await kit.payInSandbox(s.data, "success");
    expect((await postBack(late.fields)).headers.location).toMatch(/^\/payment\/failed/);
    const payment = await paymentOf(s.data.txnid!);
    expect(await refundsOf(payment.id)).toMatchObject([{ reason: "late_capture", amount: 6745 }]);
    expect(await ordersOf(s.listing.id)).toHaveLength(0);
  });
});

describe("4. a coupon cannot make an order free", () => {
  it.each([
    [
      "a 100 % coupon with both waivers",
      { discountType: "percentage", discountValue: 100, eliminateFees: true, eliminateDelivery: true },
    ],
    [
      "a flat coupon above the price with both waivers",
      { discountType: "flat", discountValue: 9000, eliminateFees: true, eliminateDelivery: true },
    ],
  ] as const)("%s: refused at validation and at initiation with words, never a 500", async (_label, terms) => {
    const code = `FREE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const [c] = await t.db
      .insert(coupons)
      .values({ code, ...terms, isActive: true })
      .returning();
    const listing = await kit.listing(6500);
    const buyer = await kit.buyer();
    const valid = await kit.req("GET", `/api/coupons/validate/${code}?orderValue=6500`, buyer.token);
    expect(valid.json()).toMatchObject({ valid: false, message: COUPON_MESSAGES.wholeOrder });
    const res = await kit.initiate(buyer.token, {
      ...kit.body(listing.id, buyer.addressId, 6500, termsOf(c!)),
      couponCode: code,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(COUPON_MESSAGES.wholeOrder);
    expect(await t.db.select().from(payments).where(eq(payments.productId, listing.id))).toHaveLength(0);
  });
});

describe("5. a coupon's limits hold across every open hold", () => {
  it("one buyer cannot carry a once-per-buyer coupon into two checkouts, even 20 at once", async () => {
    const code = `ONCE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const [c] = await t.db
      .insert(coupons)
      .values({ code, discountType: "flat", discountValue: 500, usageLimit: 1, isActive: true })
      .returning();
    const buyer = await kit.buyer();
    const listings = await Promise.all(Array.from({ length: 20 }, () => kit.listing(6500)));
    const answers = await Promise.all(
      listings.map((l) =>
        kit.initiate(buyer.token, { ...kit.body(l.id, buyer.addressId, 6500, termsOf(c!)), couponCode: code }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409).map((a) => a.json().message);
    expect(refused).toHaveLength(19);
    expect(new Set(refused)).toEqual(new Set([COUPON_MESSAGES.heldElsewhere]));
    // The buyer's retry on the same listing replaces the hold: allowed.
    const held = listings[answers.findIndex((a) => a.statusCode === 200)]!;
    const retry = await kit.initiate(buyer.token, {
      ...kit.body(held.id, buyer.addressId, 6500, termsOf(c!)),
      couponCode: code,
    });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it("the L1-then-L2 run: the second checkout with the coupon is refused, so only one order is ever discounted", async () => {
    const code = `SOLO${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const [c] = await t.db
      .insert(coupons)
      .values({ code, discountType: "flat", discountValue: 500, usageLimit: 1, isActive: true })
      .returning();
    const buyer = await kit.buyer();
    const [l1, l2] = [await kit.listing(6500), await kit.listing(6500)];
    const first = await kit.initiate(buyer.token, {
      ...kit.body(l1.id, buyer.addressId, 6500, termsOf(c!)),
      couponCode: code,
    });
    expect(first.statusCode).toBe(200);
    const second = await kit.initiate(buyer.token, {
      ...kit.body(l2.id, buyer.addressId, 6500, termsOf(c!)),
      couponCode: code,
    });
    expect(second.statusCode).toBe(409);
    await postBack((await kit.payInSandbox(first.json().paymentData)).fields);
    const discounted = await t.db.select().from(orders).where(eq(orders.couponId, c!.id));
    expect(discounted).toHaveLength(1);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, c!.id)))[0]!.usedCount).toBe(1);
  });
});

describe("6. a return fee at or above the amount paid leaves nothing held", () => {
  it("Rs 40 listing, Rs 91 paid, returned by choice and checked 20 times at once: the fee kept once, nothing held", async () => {
    const s = await started(40);
    const placed = await postBack((await kit.payInSandbox(s.data)).fields);
    const orderId = orderIdOf(placed.headers.location)!;
    await confirmAndCarry(t.app, t.db, orderId, s.listing.admin.token);
    const asked = await kit.req("POST", `/api/orders/${orderId}/return`, s.buyer.token, {
      reason: "dont_want_anymore",
      details: "Changed my mind",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().id as string;
    const decide = (action: string) =>
      kit.req("PUT", `/api/admin/returns/${returnId}/${action}`, s.listing.admin.token);
    expect((await decide("approve")).statusCode).toBe(200);
    expect((await decide("back-with-seller")).statusCode).toBe(200);
    const check = () =>
      kit.req("PUT", `/api/orders/${orderId}/return/check`, s.listing.seller.token, { outcome: "received" });
    const answers = await Promise.all(Array.from({ length: 20 }, check));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    const payment = await paymentOf(s.data.txnid!);
    expect(await refundsOf(payment.id)).toHaveLength(0);
    const lines = await linesOf(payment.id);
    const held = lines.filter((l) => l.account === "buyer_funds_held").reduce((sum, l) => sum + l.amountPaise, 0);
    expect(held).toBe(0);
    expect(lines.filter((l) => l.kind === "fee_retained" && l.account === "return_deduction_revenue")).toEqual([
      expect.objectContaining({ amountPaise: -9100 }),
    ]);
  });
});

describe("7. an accepted offer never costs more than the current price", () => {
  it("Rs 8,000 accepted, then the price cut to Rs 7,000: the buyer pays for Rs 7,000", async () => {
    const listing = await kit.listing(8000);
    const buyer = await kit.buyer();
    await t.db.insert(offers).values({
      productId: listing.id,
      buyerId: buyer.user.id,
      sellerId: listing.seller.user.id,
      amount: 8000,
      status: "accepted",
    });
    await t.db.update(products).set({ price: 7000 }).where(eq(products.id, listing.id));
    expect((await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 8000))).statusCode).toBe(409);
    const res = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 7000));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentData.amount).toBe("7260.00");
  });
});
