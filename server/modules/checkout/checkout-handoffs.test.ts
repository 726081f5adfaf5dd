import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES, COUPON_MESSAGES } from "@contract/checkout";
import { addresses } from "../../db/schema/addresses";
import { couponRedemptions } from "../../db/schema/coupon-redemptions";
import { coupons } from "../../db/schema/coupons";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { termsOf } from "../coupons/coupons-service";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);

let n = 0;
async function firstOrderCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.db
    .insert(coupons)
    .values({
      code: `FIRST${n}`,
      description: "First order",
      discountType: "flat",
      discountValue: 100,
      firstOrderOnly: true,
      ...values,
    })
    .returning();
  return row!;
}

type Buyer = Awaited<ReturnType<typeof kit.buyer>>;

/** Pays for a listing through the sandbox, with or without a coupon; answers where PayU's return sent the browser. */
async function buy(
  buyer: Buyer,
  price = 6500,
  coupon?: typeof coupons.$inferSelect,
  outcome: "success" | "failure" = "success",
) {
  const listing = await kit.listing(price);
  const res = await kit.initiate(buyer.token, {
    ...kit.body(listing.id, buyer.addressId, price, coupon ? termsOf(coupon) : null),
    couponCode: coupon?.code,
  });
  expect(res.statusCode, res.body).toBe(200);
  const back = await kit.payInSandbox(res.json().paymentData, outcome);
  const path = outcome === "success" ? "/api/payments/payu/success" : "/api/payments/payu/failure";
  const done = await formPost(t.app, path, back.fields);
  expect(done.statusCode).toBe(303);
  const payment = (await t.db.select().from(payments).where(eq(payments.txnid, res.json().paymentData.txnid)))[0]!;
  return { listing, location: done.headers.location as string, payment };
}

const validate = (token: string, code: string) =>
  kit.req("GET", `/api/coupons/validate/${code}?orderValue=6500`, token);
const countedUses = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount;

describe("GET /api/payments/methods", () => {
  it("names PayU's UPI, card and net banking, and Razorpay while its sandbox stands in", async () => {
    const buyer = await kit.buyer();
    const res = await kit.req("GET", "/api/payments/methods", buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().methods.map((m: { gateway: string }) => m.gateway)).toEqual(["payu", "razorpay"]);
    expect(res.json().methods[0].label).toBe("UPI, card or net banking");
    expect((await kit.req("GET", "/api/payments/methods")).statusCode).toBe(401);
  });
});

describe("first-order coupons", () => {
  it("a buyer with no order may use one; once they have a paid order, validation and initiation refuse it", async () => {
    const c = await firstOrderCoupon();
    const buyer = await kit.buyer();
    expect((await validate(buyer.token, c.code)).json()).toMatchObject({ valid: true });
    expect((await kit.req("GET", "/api/coupons/suggestion", buyer.token)).json().code).toEqual(expect.any(String));

    await buy(buyer);
    expect((await validate(buyer.token, c.code)).json()).toEqual({
      valid: false,
      message: COUPON_MESSAGES.firstOrderOnly,
      coupon: null,
    });
    const listing = await kit.listing(6500);
    const res = await kit.initiate(buyer.token, {
      ...kit.body(listing.id, buyer.addressId, 6500, termsOf(c)),
      couponCode: c.code,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(COUPON_MESSAGES.firstOrderOnly);
    expect(await t.db.select().from(payments).where(eq(payments.productId, listing.id))).toHaveLength(0);
    const suggested = (await kit.req("GET", "/api/coupons/suggestion", buyer.token)).json().code;
    expect(suggested).not.toBe(c.code);
  });

  it("a cancelled order does not use up the buyer's first order", async () => {
    const c = await firstOrderCoupon();
    const buyer = await kit.buyer();
    const { payment } = await buy(buyer);
    await t.db.update(orders).set({ status: "cancelled" }).where(eq(orders.paymentId, payment.id));
    expect((await validate(buyer.token, c.code)).json().valid).toBe(true);
  });

  it("20 initiations at once by one new buyer: one carries the coupon, the rest are refused and hold nothing", async () => {
    const c = await firstOrderCoupon();
    const buyer = await kit.buyer();
    const listings = await Promise.all(Array.from({ length: 20 }, () => kit.listing(6500)));
    const answers = await Promise.all(
      listings.map((l) =>
        kit.initiate(buyer.token, { ...kit.body(l.id, buyer.addressId, 6500, termsOf(c)), couponCode: c.code }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(
      Array(19).fill(COUPON_MESSAGES.heldElsewhere),
    );
    const carrying = await t.db.select().from(payments).where(eq(payments.couponId, c.id));
    expect(carrying).toHaveLength(1);
  }, 60_000);

  it("20 initiations at once by a buyer who has ordered: all refused, nothing recorded", async () => {
    const c = await firstOrderCoupon();
    const buyer = await kit.buyer();
    await buy(buyer);
    const listings = await Promise.all(Array.from({ length: 20 }, () => kit.listing(6500)));
    const answers = await Promise.all(
      listings.map((l) =>
        kit.initiate(buyer.token, { ...kit.body(l.id, buyer.addressId, 6500, termsOf(c)), couponCode: c.code }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(409));
    expect(new Set(answers.map((a) => a.json().message))).toEqual(new Set([COUPON_MESSAGES.firstOrderOnly]));
    expect(await t.db.select().from(payments).where(eq(payments.couponId, c.id))).toHaveLength(0);
  }, 60_000);

  it("a coupon checkout paid after the buyer's other order was placed is refunded, never counted", async () => {
    const c = await firstOrderCoupon();
    const buyer = await kit.buyer();
    const listing = await kit.listing(6500);
    const held = await kit.initiate(buyer.token, {
      ...kit.body(listing.id, buyer.addressId, 6500, termsOf(c)),
      couponCode: c.code,
    });
    expect(held.statusCode).toBe(200);
    await buy(buyer);
    const back = await kit.payInSandbox(held.json().paymentData);
    const done = await formPost(t.app, "/api/payments/payu/success", back.fields);
    expect(done.headers.location).toMatch(/^\/payment\/failed\?/);
    expect(await countedUses(c.id)).toBe(0);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c.id))).toHaveLength(0);
    expect(await t.db.select().from(orders).where(eq(orders.productId, listing.id))).toHaveLength(0);
  });
});

describe("the summary's coupon placeholder", () => {
  it("names an active coupon the buyer can use, or none", async () => {
    const buyer = await kit.buyer();
    await t.db.update(coupons).set({ isActive: false });
    expect((await kit.req("GET", "/api/coupons/suggestion", buyer.token)).json()).toEqual({ code: null });
    const c = await firstOrderCoupon({ firstOrderOnly: false, code: "SUGGESTME" });
    expect((await kit.req("GET", "/api/coupons/suggestion", buyer.token)).json()).toEqual({ code: c.code });
    await t.db.update(coupons).set({ minOrderValue: 10_000 }).where(eq(coupons.id, c.id));
    expect((await kit.req("GET", "/api/coupons/suggestion", buyer.token)).json()).toEqual({ code: null });
    expect((await kit.req("GET", "/api/coupons/suggestion")).statusCode).toBe(401);
  });
});

describe("the address a checkout is sent to", () => {
  it("refuses an address without the recipient's name or phone, and starts nothing", async () => {
    const buyer = await kit.buyer();
    await t.db.update(addresses).set({ name: null }).where(eq(addresses.id, buyer.addressId));
    const listing = await kit.listing(6500);
    const res = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADDRESS_MESSAGES.incomplete);
    expect(await t.db.select().from(payments).where(eq(payments.productId, listing.id))).toHaveLength(0);
  });

  it("the order keeps who receives it and their phone", async () => {
    const buyer = await kit.buyer();
    const { payment } = await buy(buyer);
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentId, payment.id));
    expect(order!.deliveryAddress).toBe("Kavya Raman, 9876543210, 7 Lake View Road, Chennai, Tamil Nadu - 600017");
  });
});

describe("after the gateway: success, failed and Try Again", () => {
  it("a failed payment returns with its id; its view names the item, the amount and the same address and coupon", async () => {
    const c = await firstOrderCoupon({ firstOrderOnly: false });
    const buyer = await kit.buyer();
    const { listing, location, payment } = await buy(buyer, 6500, c, "failure");
    expect(new URL(location, "http://x").searchParams.get("paymentId")).toBe(payment.id);
    const view = await kit.req("GET", `/api/payments/checkout/${payment.id}`, buyer.token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      status: "failed",
      product: { id: listing.id, title: expect.any(String) },
      total: 6645,
      orderId: null,
      orderNumber: null,
      retry: { productId: listing.id, addressId: buyer.addressId, offerId: null, couponCode: c.code },
    });
    expect(JSON.stringify(view.json().retry)).not.toContain("Lake View");
  });

  it("a paid checkout's view names its order number", async () => {
    const buyer = await kit.buyer();
    const { payment, location } = await buy(buyer);
    const view = (await kit.req("GET", `/api/payments/checkout/${payment.id}`, buyer.token)).json();
    expect(location).toBe(`/payment/success?orderId=${view.orderId}`);
    expect(view.orderNumber).toBeGreaterThanOrEqual(100001);
  });

  it("someone else's checkout, or a malformed id, tells nothing", async () => {
    const buyer = await kit.buyer();
    const other = await kit.buyer();
    const { payment } = await buy(buyer, 6500, undefined, "failure");
    const theirs = await kit.req("GET", `/api/payments/checkout/${payment.id}`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain("Lake View");
    expect((await kit.req("GET", "/api/payments/checkout/not-an-id", buyer.token)).statusCode).toBe(400);
    expect((await kit.req("GET", `/api/payments/checkout/${payment.id}`)).statusCode).toBe(401);
  });
});
