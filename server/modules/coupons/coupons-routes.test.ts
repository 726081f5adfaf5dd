import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPON_MESSAGES } from "@contract/checkout";
import { couponRedemptions } from "../../db/schema/coupon-redemptions";
import { coupons } from "../../db/schema/coupons";
import { orders } from "../../db/schema/orders";
import { refunds } from "../../db/schema/refunds";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { termsOf } from "./coupons-service";
import { seedDemoCoupons } from "./demo-coupons";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCoupons(t.db);
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);

let n = 0;
async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.db
    .insert(coupons)
    .values({ code: `TEST${n}`, description: "Test coupon", discountType: "flat", discountValue: 100, ...values })
    .returning();
  return row!;
}
const validate = (token: string, code: string, orderValue: number | string = 6500) =>
  kit.req("GET", `/api/coupons/validate/${encodeURIComponent(code)}?orderValue=${orderValue}`, token);

describe("GET /api/coupons/validate/{code}", () => {
  it("accepts a good code typed loosely and answers its terms", async () => {
    const buyer = await kit.buyer();
    const res = await validate(buyer.token, "  welcome10 ");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      message: COUPON_MESSAGES.applied,
      coupon: {
        code: "WELCOME10",
        description: "10% off your first purchase, up to ₹500",
        discountType: "percentage",
        discountValue: 10,
        eliminateFees: false,
        eliminateDelivery: false,
        maxDiscountAmount: 500,
        firstOrderOnly: true,
      },
    });
    expect((await validate(buyer.token, "FREEDELIVERY")).json().coupon).toMatchObject({ eliminateDelivery: true });
    expect((await validate(buyer.token, "NOFEES")).json().coupon).toMatchObject({ eliminateFees: true });
  });

  it("says why a code cannot be used", async () => {
    const buyer = await kit.buyer();
    const cases: [string, string, number?][] = [
      ["NOSUCHCODE", COUPON_MESSAGES.unknown],
      ["bad code!", COUPON_MESSAGES.unknown],
      [" ", COUPON_MESSAGES.empty],
      [(await coupon({ isActive: false })).code, COUPON_MESSAGES.inactive],
      [(await coupon({ validFrom: new Date(Date.now() + 86_400_000) })).code, COUPON_MESSAGES.notYetValid],
      [
        (await coupon({ validUntil: new Date(Date.now() - 1000), validFrom: new Date(Date.now() - 86_400_000) })).code,
        COUPON_MESSAGES.expired,
      ],
      [(await coupon({ usageLimit: 2, usedCount: 2 })).code, COUPON_MESSAGES.usedUp],
      [(await coupon({ minOrderValue: 10000 })).code, COUPON_MESSAGES.belowMinimum(10000), 6500],
    ];
    for (const [code, message, value] of cases) {
      const res = await validate(buyer.token, code, value);
      expect(res.statusCode, code).toBe(200);
      expect(res.json(), code).toEqual({ valid: false, message, coupon: null });
    }
    expect((await validate(buyer.token, "WELCOME10", "lots")).statusCode).toBe(400);
    expect((await validate(buyer.token, "A".repeat(51))).statusCode).toBe(400);
    expect((await kit.req("GET", "/api/coupons/validate/WELCOME10?orderValue=100")).statusCode).toBe(401);
  });
});

describe("coupons at checkout", () => {
  it("a buyer pays the discounted total; the use is counted when the payment succeeds, once per buyer", async () => {
    const c = await coupon({ discountType: "percentage", discountValue: 10, maxDiscountAmount: 500 });
    const listing = await kit.listing(6500);
    const buyer = await kit.buyer();
    const wrong = await kit.initiate(buyer.token, {
      ...kit.body(listing.id, buyer.addressId, 6500),
      couponCode: c.code,
    });
    expect(wrong.statusCode).toBe(409);
    const res = await kit.initiate(buyer.token, {
      ...kit.body(listing.id, buyer.addressId, 6500, termsOf(c)),
      couponCode: c.code.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentData.amount).toBe("6245.00");
    const back = await kit.payInSandbox(res.json().paymentData);
    expect((await formPost(t.app, "/api/payments/payu/success", back.fields)).headers.location).toMatch(/success/);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(after!.usedCount).toBe(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.productId, listing.id));
    expect(order).toMatchObject({ couponId: c.id, couponDiscount: 500 });
    expect((await validate(buyer.token, c.code)).json().message).toBe(COUPON_MESSAGES.alreadyUsed);
    const next = await kit.listing(6500);
    const again = await kit.initiate(buyer.token, {
      ...kit.body(next.id, buyer.addressId, 6500, termsOf(c)),
      couponCode: c.code,
    });
    expect(again.json().message).toBe(COUPON_MESSAGES.alreadyUsed);
  });

  it("one use left and 20 buyers paying at once: one may pay with it, the others are refused before paying", async () => {
    const c = await coupon({ usageLimit: 1 });
    const scenes = await Promise.all(
      Array.from({ length: 20 }, async () => ({ listing: await kit.listing(6500), buyer: await kit.buyer() })),
    );
    const answers = await Promise.all(
      scenes.map((s) =>
        kit.initiate(s.buyer.token, {
          ...kit.body(s.listing.id, s.buyer.addressId, 6500, termsOf(c)),
          couponCode: c.code,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(
      Array(19).fill(COUPON_MESSAGES.usedUp),
    );
  }, 60_000);

  it("20 payments succeeding at once with a coupon cut to one use: one order at the discount, 19 refunded in full", async () => {
    const c = await coupon({ usageLimit: 100 });
    const scenes = await Promise.all(
      Array.from({ length: 20 }, async () => ({ listing: await kit.listing(6500), buyer: await kit.buyer() })),
    );
    const started = await Promise.all(
      scenes.map((s) =>
        kit.initiate(s.buyer.token, {
          ...kit.body(s.listing.id, s.buyer.addressId, 6500, termsOf(c)),
          couponCode: c.code,
        }),
      ),
    );
    expect(started.every((a) => a.statusCode === 200)).toBe(true);
    const backs = await Promise.all(started.map((a) => kit.payInSandbox(a.json().paymentData)));
    // Meanwhile an admin cut the coupon to one use.
    await t.db.update(coupons).set({ usageLimit: 1 }).where(eq(coupons.id, c.id));
    const done = await Promise.all(backs.map((b) => formPost(t.app, "/api/payments/payu/success", b.fields)));
    expect(done.filter((d) => d.headers.location?.startsWith("/payment/success"))).toHaveLength(1);
    expect(done.filter((d) => d.headers.location?.includes("reason=coupon_used_up"))).toHaveLength(19);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(after!.usedCount).toBe(1);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c.id))).toHaveLength(1);
    const placed = await t.db
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(eq(orders.couponId, c.id));
    // Never more orders at the discount than the coupon's uses; every other capture goes back in full.
    expect(Number(placed[0]!.n)).toBe(1);
    const owed = await t.db
      .select({ n: sql<number>`count(*)` })
      .from(refunds)
      .where(eq(refunds.reason, "coupon_unavailable"));
    expect(Number(owed[0]!.n)).toBe(19);
  }, 60_000);
});
