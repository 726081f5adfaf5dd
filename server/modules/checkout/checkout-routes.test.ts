import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "@contract/checkout";
import { ledgerEntries } from "../../db/schema/ledger-entries";
import { listingReservations } from "../../db/schema/listing-reservations";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { requestPendingRefunds } from "../refunds";
import { createTestApp } from "../../test/test-app";
import { payuRequestHash, payuResponseHash } from "../payments/gateway-hashes";
import { settleStaleCheckouts } from "./stale-checkouts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);

type PaymentData = Record<string, string>;
const started = async (price = 6500) => {
  const listing = await kit.listing(price);
  const buyer = await kit.buyer();
  const res = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, price));
  expect(res.statusCode, res.body).toBe(200);
  return { listing, buyer, data: res.json().paymentData as PaymentData, answer: res.json() };
};
const ordersOf = (productId: string) => t.db.select().from(orders).where(eq(orders.productId, productId));
const paymentOf = async (txnid: string) => (await t.db.select().from(payments).where(eq(payments.txnid, txnid)))[0]!;
const holdOf = async (productId: string) =>
  (await t.db.select().from(listingReservations).where(eq(listingReservations.productId, productId)))[0];

/** A PayU postback signed with the sandbox salt, from the request fields, with `change` applied before signing. */
function signedCallback(data: PaymentData, change: Record<string, string> = {}) {
  const s = kit.settings();
  const fields = {
    key: data.key!,
    txnid: data.txnid!,
    amount: data.amount!,
    productinfo: data.productinfo!,
    firstname: data.firstname!,
    email: data.email!,
    udf1: data.udf1!,
    udf2: data.udf2!,
    udf3: data.udf3!,
    udf4: "",
    udf5: "",
    status: "success",
    mihpayid: "403993715531234567",
    ...change,
  };
  return { ...fields, hash: payuResponseHash(fields, s.payu.salt) };
}

describe("POST /api/payments/initiate", () => {
  it("reserves the listing, records a pending payment and answers PayU's signed form", async () => {
    const { listing, buyer, answer, data } = await started();
    expect(answer).toMatchObject({
      success: true,
      message: PAYMENT_MESSAGES.initiated,
      payuUrl: expect.stringMatching(/\/sandbox\/payu$/),
    });
    expect(data).toMatchObject({
      amount: "6745.00",
      productinfo: "Godrej steel almirah, 2 doors",
      phone: buyer.user.mobile,
      service_provider: "payu_paisa",
    });
    expect(data.txnid!.length).toBeLessThanOrEqual(25);
    expect(data.hash).toBe(payuRequestHash({ ...data } as never, kit.settings().payu.salt));
    const payment = await paymentOf(data.txnid!);
    expect(payment).toMatchObject({
      status: "pending",
      amount: 6745,
      finalPrice: 6500,
      buyerFee: 195,
      sellerFee: 195,
      deliveryCharge: 50,
    });
    expect(payment.address).toBe("Kavya Raman, 9876543210, 7 Lake View Road, Chennai, Tamil Nadu - 600017");
    expect((await holdOf(listing.id))?.buyerId).toBe(buyer.user.id);
  });

  it("refuses figures that are not the server's, with its own figures; a finalPrice of 1 for ₹9,000 is 409", async () => {
    const listing = await kit.listing(9000);
    const buyer = await kit.buyer();
    const res = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 9000, null, { finalPrice: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: PAYMENT_MESSAGES.mismatch,
      details: { productPrice: 9000, platformFee: 270, deliveryCharge: 50, couponDiscount: 0, total: 9320 },
    });
    const cheaper = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 100));
    expect(cheaper.statusCode).toBe(409);
    expect(await holdOf(listing.id)).toBeUndefined();
    expect(await t.db.select().from(payments).where(eq(payments.productId, listing.id))).toHaveLength(0);
  });

  it("holds the listing for its buyer: another buyer is told when to try again; the same buyer gets a new txnid", async () => {
    const { listing, buyer, data } = await started();
    const other = await kit.buyer();
    const refused = await kit.initiate(other.token, kit.body(listing.id, other.addressId, 6500));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.reserved(15));
    const hold = await holdOf(listing.id);
    const again = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500));
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentData.txnid).not.toBe(data.txnid);
    const after = await holdOf(listing.id);
    expect(after?.id).toBe(hold?.id);
    expect(after?.expiresAt).toEqual(hold?.expiresAt);
    // A lapsed hold goes to whoever comes next.
    await t.db
      .update(listingReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(listingReservations.productId, listing.id));
    expect((await kit.initiate(other.token, kit.body(listing.id, other.addressId, 6500))).statusCode).toBe(200);
    expect((await holdOf(listing.id))?.buyerId).toBe(other.user.id);
  });

  it("refuses unverified buyers, the seller, a listing under review, someone else's address and visitors", async () => {
    const listing = await kit.listing();
    const unverified = await kit.buyer({ verified: false });
    expect(
      (await kit.initiate(unverified.token, kit.body(listing.id, unverified.addressId, 6500))).json().message,
    ).toBe(PAYMENT_MESSAGES.verifyFirst);
    const own = await kit.initiate(listing.seller.token, kit.body(listing.id, (await kit.buyer()).addressId, 6500));
    expect(own.statusCode).toBe(400);
    const buyer = await kit.buyer();
    const stranger = await kit.buyer();
    expect((await kit.initiate(buyer.token, kit.body(listing.id, stranger.addressId, 6500))).statusCode).toBe(400);
    await t.db.update(products).set({ status: "pending" }).where(eq(products.id, listing.id));
    expect((await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500))).statusCode).toBe(404);
    expect(
      (await kit.req("POST", "/api/payments/initiate", undefined, kit.body(listing.id, buyer.addressId, 6500)))
        .statusCode,
    ).toBe(401);
    for (const bad of [
      {},
      { ...kit.body(listing.id, buyer.addressId, 6500), finalPrice: "6745" },
      { ...kit.body(listing.id, buyer.addressId, 6500), productId: "x" },
    ]) {
      const res = await kit.initiate(buyer.token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("the seller cannot buy their own listing", async () => {
    const listing = await kit.listing();
    const [address] = await t.db
      .insert((await import("../../db/schema/addresses")).addresses)
      .values({
        userId: listing.seller.user.id,
        name: "Seller Self",
        phone: "9123456789",
        line1: "1 Main Road",
        pincode: "110001",
        city: "Delhi",
        state: "Delhi",
      })
      .returning();
    const res = await kit.initiate(listing.seller.token, kit.body(listing.id, address!.id, 6500));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.ownListing);
  });

  it("200 buyers at once: exactly one reservation", async () => {
    const listing = await kit.listing();
    const buyers = await Promise.all(Array.from({ length: 200 }, () => kit.buyer()));
    const answers = await Promise.all(
      buyers.map((b) => kit.initiate(b.token, kit.body(listing.id, b.addressId, 6500))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    expect(
      await t.db.select().from(listingReservations).where(eq(listingReservations.productId, listing.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.productId, listing.id))).toHaveLength(1);
  }, 60_000);
});

describe("the PayU return (surl/furl) through the sandbox", () => {
  it("on success places one order, sells the listing, releases the hold, tells both sides and posts the ledger", async () => {
    const { listing, buyer, data } = await started();
    const back = await kit.payInSandbox(data);
    expect(back.action).toBe(data.surl);
    const res = await formPost(t.app, new URL(back.action).pathname, back.fields);
    expect(res.statusCode).toBe(303);
    const [order] = await ordersOf(listing.id);
    expect(res.headers.location).toBe(`/payment/success?orderId=${order!.id}`);
    expect(order).toMatchObject({
      status: "placed",
      finalPrice: 6500,
      buyerFee: 195,
      sellerFee: 195,
      platformFee: 390,
      deliveryCharge: 50,
      buyerId: buyer.user.id,
    });
    const [product] = await t.db.select().from(products).where(eq(products.id, listing.id));
    expect(product).toMatchObject({ status: "sold", isAvailable: false });
    expect(await holdOf(listing.id)).toBeUndefined();
    expect((await paymentOf(data.txnid!)).status).toBe("success");
    for (const who of [buyer.user.id, listing.seller.user.id]) {
      const notes = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who), eq(notifications.type, "order_placed")));
      expect(notes).toHaveLength(1);
    }
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order!.id));
    expect(lines.map((l) => [l.account, l.amountPaise]).sort()).toEqual([
      ["buyer_funds_held", -674500],
      ["cash", 674500],
    ]);

    // Replayed three times: the same answer, nothing new.
    for (let i = 0; i < 3; i++) {
      const replay = await formPost(t.app, new URL(back.action).pathname, back.fields);
      expect(replay.headers.location).toBe(res.headers.location);
    }
    expect(await ordersOf(listing.id)).toHaveLength(1);
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order!.id))).toHaveLength(2);
  });

  it("a callback replayed concurrently still places exactly one order", async () => {
    const { listing, data } = await started();
    const back = await kit.payInSandbox(data);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => formPost(t.app, "/api/payments/payu/success", back.fields)),
    );
    expect(new Set(answers.map((a) => a.headers.location)).size).toBe(1);
    expect(await ordersOf(listing.id)).toHaveLength(1);
  });

  it("on failure fails the payment, frees the listing and sends the buyer to the failed page of that payment", async () => {
    const { listing, data } = await started();
    const back = await kit.payInSandbox(data, "failure");
    expect(back.action).toBe(data.furl);
    const res = await formPost(t.app, "/api/payments/payu/failure", back.fields);
    expect(res.statusCode).toBe(303);
    const failed = await paymentOf(data.txnid!);
    // The failed page is told which payment, so it can name the item and offer Try Again with the same summary; the
    // gateway's own words ("Transaction declined by the sandbox payer") are no reason the page shows.
    expect(res.headers.location).toBe(`/payment/failed?paymentId=${failed.id}`);
    expect(failed.status).toBe("failed");
    expect(await holdOf(listing.id)).toBeUndefined();
    expect(await ordersOf(listing.id)).toHaveLength(0);
    // A late success for the same txnid changes nothing.
    const late = await formPost(t.app, "/api/payments/payu/success", signedCallback(data));
    expect(late.headers.location).toBe(res.headers.location);
    expect(await ordersOf(listing.id)).toHaveLength(0);
  });

  it("tampered hash, amount, txnid, key or status: no order, a failed page with the right reason", async () => {
    const { listing, data } = await started();
    const good = signedCallback(data);
    const cases: [Record<string, string>, string][] = [
      [{ ...good, hash: good.hash.replace(/^./, (c) => (c === "a" ? "b" : "a")) }, "invalid_hash"],
      [{ ...good, amount: "1.00" }, "invalid_hash"],
      [{ ...good, status: "success", hash: signedCallback(data, { status: "failure" }).hash }, "invalid_hash"],
      [{ ...good, key: "someoneelse" }, "invalid_hash"],
      [signedCallback(data, { amount: "1.00" }), "invalid_data"],
      [signedCallback(data, { txnid: "NOSUCHTXN123" }), "invalid_data"],
      [signedCallback(data, { key: "someoneelse" }), "invalid_data"],
      [{ ...good, hash: "" }, "invalid_hash"],
      [{}, "invalid_hash"],
    ];
    for (const [form, reason] of cases) {
      const res = await formPost(t.app, "/api/payments/payu/success", form);
      expect(res.statusCode, JSON.stringify(form)).toBe(303);
      expect(res.headers.location).toBe(`/payment/failed?reason=${reason}`);
    }
    const doubled = `${new URLSearchParams(good).toString()}&amount=1.00`;
    expect((await formPost(t.app, "/api/payments/payu/success", doubled)).headers.location).toBe(
      "/payment/failed?reason=invalid_data",
    );
    const huge = await formPost(t.app, "/api/payments/payu/success", { ...good, productinfo: "x".repeat(100_000) });
    expect(huge.headers.location).toBe("/payment/failed?reason=invalid_hash");
    const nul = await formPost(t.app, "/api/payments/payu/success", { ...good, udf5: "\u0000" });
    expect(nul.statusCode).toBe(400);
    const json = await t.app.inject({ method: "POST", url: "/api/payments/payu/success", payload: good });
    expect(json.statusCode).toBe(415);
    expect(await ordersOf(listing.id)).toHaveLength(0);
    expect((await paymentOf(data.txnid!)).status).toBe("pending");
  });

  it("a second successful payment for a sold listing places no order: a pending refund, and the buyer is told", async () => {
    const listing = await kit.listing();
    const first = await kit.buyer();
    const second = await kit.buyer();
    const a = (await kit.initiate(first.token, kit.body(listing.id, first.addressId, 6500))).json()
      .paymentData as PaymentData;
    await t.db
      .update(listingReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(listingReservations.productId, listing.id));
    const b = (await kit.initiate(second.token, kit.body(listing.id, second.addressId, 6500))).json()
      .paymentData as PaymentData;
    const backB = await kit.payInSandbox(b);
    expect((await formPost(t.app, "/api/payments/payu/success", backB.fields)).headers.location).toMatch(
      /^\/payment\/success/,
    );
    const backA = await kit.payInSandbox(a);
    const res = await formPost(t.app, "/api/payments/payu/success", backA.fields);
    expect(res.headers.location).toBe(
      `/payment/failed?reason=sold_elsewhere&paymentId=${(await paymentOf(a.txnid!)).id}`,
    );
    expect(await ordersOf(listing.id)).toHaveLength(1);
    const payment = await paymentOf(a.txnid!);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ status: "pending", amount: 6745, orderId: null });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, first.user.id));
    expect(told.map((n) => n.title)).toContain("Payment being refunded");
    // The refund job asks the gateway (the sandbox records it): processed, and the whole payment refunded.
    expect(await requestPendingRefunds(kit.jobDeps())).toBeGreaterThanOrEqual(1);
    const [after] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(after).toMatchObject({ status: "processed", attempts: 0 });
    expect(after!.gatewayRefundId).toBeTruthy();
    expect((await paymentOf(a.txnid!)).status).toBe("refunded");
  });
});

describe("payments nobody heard back on", () => {
  it("are asked about after 20 minutes and settled as their callback would", async () => {
    const paid = await started();
    await kit.payInSandbox(paid.data); // paid at the gateway; the browser never came back
    const abandoned = await started();
    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '21 minutes'`, updatedAt: sql`now() - interval '21 minutes'` })
      .where(sql`${payments.txnid} IN (${paid.data.txnid}, ${abandoned.data.txnid})`);
    await settleStaleCheckouts({
      db: t.db,
      gateway: { ...kit.settings(), transport: (r) => t.app.inject(r) },
      log: t.app.log,
    });
    expect(await ordersOf(paid.listing.id)).toHaveLength(1);
    expect((await paymentOf(abandoned.data.txnid!)).status).toBe("failed");
    expect(await ordersOf(abandoned.listing.id)).toHaveLength(0);
  });
});

describe("orders and checkouts", () => {
  it("POST /api/orders places nothing and names the payment flow", async () => {
    const buyer = await kit.buyer();
    const res = await kit.req("POST", "/api/orders", buyer.token, { productId: "x", finalPrice: 1 });
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.noDirectOrders);
  });

  it("GET /api/payments/checkout/{id} shows the buyer the real figures and nobody else anything", async () => {
    const listing = await kit.listing();
    const buyer = await kit.buyer();
    const res = await kit.initiate(
      buyer.token,
      kit.body(listing.id, buyer.addressId, 6500, null, { gateway: "razorpay" }),
    );
    expect(res.json()).toMatchObject({ success: true, checkoutId: expect.any(String) });
    const id = res.json().checkoutId as string;
    const view = await kit.req("GET", `/api/payments/checkout/${id}`, buyer.token);
    expect(view.json()).toMatchObject({
      id,
      status: "pending",
      productPrice: 6500,
      platformFee: 195,
      deliveryCharge: 50,
      total: 6745,
      orderId: null,
    });
    expect(view.json().product.title).toBe("Godrej steel almirah, 2 doors");
    expect((await kit.req("GET", `/api/payments/checkout/${id}`, (await kit.buyer()).token)).statusCode).toBe(404);
    expect((await kit.req("GET", `/api/payments/checkout/not-an-id`, buyer.token)).statusCode).toBe(400);
  });
});

describe("the sandbox gateway", () => {
  it("shows a hosted payment page for a correctly signed request, and refuses a tampered one", async () => {
    const { data } = await started();
    const page = await formPost(t.app, "/sandbox/payu", data);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    for (const text of ["Dobara", "₹6,745", "UPI", "Credit / debit card", "Net banking", "Pay ₹6,745", "Fail payment"])
      expect(page.body).toContain(text);
    const tampered = await formPost(t.app, "/sandbox/payu", { ...data, amount: "1.00" });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain("Security validation failed");
  });

  it("lets the browser post to the gateway and nowhere else", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain(`form-action 'self' ${new URL(kit.settings().payu.url).origin}`);
    expect(csp).not.toContain("payu.in");
  });

  it("answers verify_payment only to a signed request", async () => {
    const s = kit.settings();
    const res = await formPost(t.app, "/sandbox/payu/postservice", {
      key: s.payu.key,
      command: "verify_payment",
      var1: "X",
      hash: "00",
    });
    expect(res.json()).toMatchObject({ status: 0 });
  });
});
