import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../db/schema/ledger-entries";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { payouts } from "../../db/schema/payouts";
import { refunds } from "../../db/schema/refunds";
import { sellerTaxIds } from "../../db/schema/seller-tax";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { TINY_PHOTO, testAccount } from "../../test/test-people";
import { returnRequests } from "../../db/schema/returns";
import { cancelUnacceptedOrders, timeOutReturnChecks } from "../fulfilment";
import { makeDuePayouts } from "./payouts-due";
import { requestPendingRefunds } from "../refunds";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);

type PaymentData = Record<string, string>;

/** Buy Now to the PayU return through the sandbox: the order placed, as a buyer does it. */
async function purchase(price = 6500) {
  const listing = await kit.listing(price);
  const buyer = await kit.buyer();
  const data = (await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, price))).json()
    .paymentData as PaymentData;
  const back = await kit.payInSandbox(data);
  const res = await formPost(t.app, new URL(back.action).pathname, back.fields);
  const orderId = new URL(res.headers.location!, "http://x").searchParams.get("orderId")!;
  expect(orderId).toBeTruthy();
  return { orderId, buyer, admin: listing.admin, listing };
}

async function delivered(hoursAgo = 0, price = 6500) {
  const o = await purchase(price);
  await confirmAndCarry(t.app, t.db, o.orderId, o.admin.token);
  await t.db
    .update(orders)
    .set({ deliveredAt: sql`now() - make_interval(hours => ${hoursAgo}::int)` })
    .where(eq(orders.id, o.orderId));
  return o;
}

/**
 * A return to its end: rejected; or approved, back with the seller and checked (received), timed out (no answer in
 * 48 hours), or disputed and then decided by the admin (or left disputed: nothing moves).
 */
type ReturnEnd = "received" | "timed_out" | "reject" | "disputed" | "refund_full" | "refund_less_fee" | "refuse";
async function returned(reason: string, end: ReturnEnd, price = 6500) {
  const o = await delivered(0, price);
  const asked = await kit.req("POST", `/api/orders/${o.orderId}/return`, o.buyer.token, {
    reason,
    details: "Not as described",
    photos: [TINY_PHOTO],
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const id = (asked.json() as { id: string }).id;
  const decide = (action: string, body?: unknown) =>
    kit.req("PUT", `/api/admin/returns/${id}/${action}`, o.admin.token, body);
  const check = (body: unknown) =>
    kit.req("PUT", `/api/orders/${o.orderId}/return/check`, o.listing.seller.token, body);
  if (end === "reject") expect((await decide("reject", { rejectionNote: "Used" })).statusCode).toBe(200);
  else {
    expect((await decide("approve")).statusCode).toBe(200);
    expect((await decide("back-with-seller")).statusCode).toBe(200);
    if (end === "received") expect((await check({ outcome: "received" })).statusCode).toBe(200);
    else if (end === "timed_out") {
      await t.db
        .update(returnRequests)
        .set({ returnedAt: sql`now() - interval '49 hours'` })
        .where(eq(returnRequests.id, id));
      expect(await timeOutReturnChecks(t.db)).toBe(1);
    } else {
      const dispute = { outcome: "dispute", disputeReason: "parts_missing", note: "No charger", photos: [TINY_PHOTO] };
      expect((await check(dispute)).statusCode).toBe(200);
      if (end !== "disputed")
        expect((await decide("decide", { decision: end, note: "Seen both sides" })).statusCode).toBe(200);
    }
  }
  await t.db
    .update(orders)
    .set({ deliveredAt: sql`now() - interval '49 hours'` })
    .where(eq(orders.id, o.orderId));
  return o;
}

/** Two buyers pay for one listing (the first's hold lapsed): the second payment to arrive is refunded. */
async function duplicatePayment() {
  const listing = await kit.listing();
  const first = await kit.buyer();
  const second = await kit.buyer();
  const a = (await kit.initiate(first.token, kit.body(listing.id, first.addressId, 6500))).json()
    .paymentData as PaymentData;
  await kit.lapseHold(listing.id);
  const b = (await kit.initiate(second.token, kit.body(listing.id, second.addressId, 6500))).json()
    .paymentData as PaymentData;
  await formPost(t.app, "/api/payments/payu/success", (await kit.payInSandbox(b)).fields);
  const late = await formPost(t.app, "/api/payments/payu/success", (await kit.payInSandbox(a)).fields);
  expect(late.headers.location).toMatch(/^\/payment\/failed/);
}

/** PayU captures a retry after the failure postback closed the checkout: booked, and refunded in full. */
async function lateCapture() {
  const listing = await kit.listing();
  const buyer = await kit.buyer();
  const data = (await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500))).json()
    .paymentData as PaymentData;
  await formPost(t.app, "/api/payments/payu/failure", (await kit.payInSandbox(data, "failure")).fields);
  const late = await formPost(t.app, "/api/payments/payu/success", (await kit.payInSandbox(data)).fields);
  expect(late.headers.location).toMatch(/^\/payment\/failed/);
}

/**
 * The money still held per closed order: cancelled (its refund processed), returned (processed), or complete (its
 * payout owed or paid). Each must be zero: nothing stays in buyer_funds_held or refunds_due for an order that ended.
 */
async function heldByClosedOrders() {
  const result = await t.db.execute<{ order_id: string; held: string | number }>(sql`
    select o.id as order_id, coalesce(-sum(l.amount_paise), 0) as held
    from orders o
    join ledger_entries l on l.payment_id = o.payment_id and l.account in ('buyer_funds_held', 'refunds_due')
    where o.status = 'cancelled'
       or exists (select 1 from payouts p where p.order_id = o.id)
       or exists (select 1 from return_requests r where r.order_id = o.id and r.status in ('processed', 'refused'))
    group by o.id`);
  return result.rows.filter((r) => Number(r.held) !== 0);
}

const summary = async (token: string) => {
  const res = await kit.req("GET", "/api/admin/ledger/summary", token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("a day of trade", () => {
  it("ends with the summary right to the rupee and balanced", async () => {
    const admin = await testAccount(t.db, { role: "admin", label: "Ledger admin" });
    const before = await summary(admin.token);

    const cancelled = await purchase();
    const cancel = await kit.req("PUT", `/api/orders/${cancelled.orderId}/cancel`, cancelled.buyer.token, {
      reason: "mistakenly_placed",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const unaccepted = await purchase();
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(eq(orders.id, unaccepted.orderId));
    expect(await cancelUnacceptedOrders(t.db)).toBeGreaterThanOrEqual(1);
    await returned("received_faulty", "received");
    await returned("wrong_size", "timed_out"); // the seller never answered: refunded in full all the same
    await returned("dont_want_anymore", "received"); // Rs 100 kept
    await returned("dont_want_anymore", "received", 40); // Rs 91 paid, the Rs 100 fee keeps it all
    const rejected = await returned("other", "reject");
    const disputed = await returned("received_faulty", "disputed"); // nothing moves: held
    const refused = await returned("received_faulty", "refuse"); // the seller is paid
    await returned("received_faulty", "refund_less_fee"); // Rs 100 kept
    await returned("wrong_size", "refund_full");
    const undisputed = await delivered(49);
    // Its seller's PAN is a company's: 194-O's 0.1% (Rs 6.50, Rs 7 to the rupee) is kept from the payout.
    const [sold] = await t.db.select().from(orders).where(eq(orders.id, undisputed.orderId));
    await t.db.update(sellerTaxIds).set({ individual: "no" }).where(eq(sellerTaxIds.userId, sold!.sellerId));
    await purchase(); // still placed: held
    await duplicatePayment(); // one order held, one payment refunded
    await lateCapture(); // no order, refunded

    expect(await makeDuePayouts(t.db)).toBeGreaterThanOrEqual(2);
    const [toPay] = await t.db.select().from(payouts).where(eq(payouts.orderId, rejected.orderId));
    const paid = await kit.req("PUT", `/api/admin/payouts/${toPay!.id}/paid`, admin.token, { bankReference: "UTR42" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await t.db.select().from(payouts).where(eq(payouts.orderId, undisputed.orderId))).toHaveLength(1);
    expect(await t.db.select().from(payouts).where(eq(payouts.orderId, refused.orderId))).toHaveLength(1);
    expect(await t.db.select().from(payouts).where(eq(payouts.orderId, disputed.orderId))).toHaveLength(0);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, disputed.orderId))).toHaveLength(0);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, refused.orderId))).toHaveLength(0);
    await requestPendingRefunds(kit.jobDeps());

    const after = await summary(admin.token);
    const moved = Object.fromEntries(
      ["collected", "refunded", "payoutsPaid", "payoutsDue", "held", "platformRevenue"].map((k) => [
        k,
        Math.round((after[k] - before[k]) * 100) / 100,
      ]),
    );
    // 15 payments of Rs 6,745 and one of Rs 91; refunds: 7 whole, two less Rs 100, none of the Rs 91;
    // payouts of Rs 6,305 (6,500 - 195): one paid, two due (one after a refused dispute, one less Rs 7 of TDS, owed
    // to the government, in the books beside them); the disputed one held.
    expect(moved).toEqual({
      collected: 15 * 6745 + 91,
      refunded: 9 * 6745 - 200,
      payoutsPaid: 6305,
      payoutsDue: 2 * 6305 - 7,
      held: 3 * 6745,
      platformRevenue: 100 + 91 + 100 + 3 * (195 + 195 + 50),
    });
    expect(after.balanced).toBe(true);
    const tds = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, undisputed.orderId));
    expect(tds.filter((l) => l.account === "tds_payable").map((l) => l.amountPaise)).toEqual([-700]);
    expect(await heldByClosedOrders()).toEqual([]);
    // Sixteen purchases and a return taken each way: above the 30 s default on a busy machine.
  }, 90_000);

  it("is the admin's only: a visitor 401, a buyer 403", async () => {
    const buyer = await testAccount(t.db, { role: "buyer", label: "Nosy buyer" });
    expect((await kit.req("GET", "/api/admin/ledger/summary")).statusCode).toBe(401);
    expect((await kit.req("GET", "/api/admin/ledger/summary", buyer.token)).statusCode).toBe(403);
  });

  it("50 concurrent cancels of one order: one succeeds, one refund, one seller notice, one set of ledger lines", async () => {
    const o = await purchase();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        kit.req("PUT", `/api/orders/${o.orderId}/cancel`, o.buyer.token, { reason: "not_required_anymore" }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    const sellerNotes = await t.db.select().from(notifications).where(eq(notifications.userId, order!.sellerId));
    expect(sellerNotes.filter((n) => n.title === "Order cancelled")).toHaveLength(1);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, order!.paymentId!))).toHaveLength(1);
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, order!.paymentId!));
    expect(lines.filter((l) => l.kind === "refund_due")).toHaveLength(2);
  });

  // Last: it leaves the books unbalanced for good.
  it("is not balanced when money moved without its ledger lines", async () => {
    const admin = await testAccount(t.db, { role: "admin", label: "Auditor" });
    expect((await summary(admin.token)).balanced).toBe(true);
    await testSale(t.app, t.db); // a payment row written straight to the table, no ledger lines
    expect((await summary(admin.token)).balanced).toBe(false);
  });
});
