import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../db/schema/ledger-entries";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { refunds } from "../../db/schema/refunds";
import { sandboxRefunds } from "../../sandboxes/payments/schema";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import type { GatewaySettings } from "../payments";
import { REFUND_MAX_ATTEMPTS, requestPendingRefunds } from "../refunds";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);
const NOW = { retry: 0, lookAgain: 0 };

/** A sandbox purchase cancelled by its buyer: one pending refund of the whole Rs 6,745. */
async function cancelledPurchase() {
  const listing = await kit.listing();
  const buyer = await kit.buyer();
  const data = (await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500))).json()
    .paymentData as Record<string, string>;
  const back = await kit.payInSandbox(data);
  const res = await formPost(t.app, "/api/payments/payu/success", back.fields);
  const orderId = new URL(res.headers.location!, "http://x").searchParams.get("orderId")!;
  const cancel = await kit.req("PUT", `/api/orders/${orderId}/cancel`, buyer.token, { reason: "mistakenly_placed" });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const paymentId = order!.paymentId!;
  const refundOf = async () => (await t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)))[0]!;
  const paymentOf = async () => (await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
  const paidBack = async () => {
    const { sandboxTransactions } = await import("../../sandboxes/payments/schema");
    const [txn] = await t.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.gatewayPaymentId, (await paymentOf()).gatewayPaymentId!));
    return t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.transactionId, txn!.id));
  };
  const refundLines = async () =>
    (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId))).filter(
      (l) => l.kind === "refund_paid",
    );
  const refundSentNotes = async () =>
    (await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id))).filter(
      (n) => n.title === "Refund sent",
    );
  return { orderId, buyer, refundOf, paymentOf, paidBack, refundLines, refundSentNotes };
}

type Transport = GatewaySettings["transport"];
type Answer = Awaited<ReturnType<Transport>>;
const isRefundRequest = (r: Parameters<Transport>[0]) => r.payload?.includes("command=cancel_refund_transaction");

/**
 * The sandbox behind a gateway that misbehaves on refund requests: `refuse` of them get PayU's refusal, `lose` of
 * them are carried out by the sandbox and then their answer is lost (a time-out after the gateway refunded).
 */
function gateway(opts: { refuse?: number; lose?: number; duplicate?: number } = {}) {
  const count = { requests: 0, calls: 0 };
  const transport: Transport = async (request) => {
    count.calls += 1;
    if (!isRefundRequest(request)) return t.app.inject(request);
    count.requests += 1;
    const n = count.requests;
    if (n <= (opts.refuse ?? 0))
      return { statusCode: 200, body: JSON.stringify({ status: 0, msg: "Invalid amount", error_code: 105 }) } as Answer;
    if (n <= (opts.refuse ?? 0) + (opts.lose ?? 0)) {
      await t.app.inject(request);
      return { statusCode: 504, body: "upstream timed out" } as Answer;
    }
    if (n <= (opts.refuse ?? 0) + (opts.lose ?? 0) + (opts.duplicate ?? 0))
      return {
        statusCode: 200,
        body: JSON.stringify({ status: 0, msg: "Request for Refund already exist for this token", error_code: 106 }),
      } as Answer;
    return t.app.inject(request);
  };
  return { transport, count };
}

describe("the refund job", () => {
  it("refunds through the sandbox once: processed, the payment refunded, the money out of the books; a second run asks nothing", async () => {
    const s = await cancelledPurchase();
    expect((await s.refundOf()).status).toBe("pending");
    await requestPendingRefunds(kit.jobDeps());
    const refund = await s.refundOf();
    expect(refund).toMatchObject({ status: "processed", amount: 6745, attempts: 0 });
    expect(refund.gatewayRefundId).toBeTruthy();
    expect((await s.paymentOf()).status).toBe("refunded");
    expect(await s.refundSentNotes()).toMatchObject([
      { message: expect.stringContaining("₹6,745"), link: `/track-orders/${s.orderId}` },
    ]);
    const quiet = gateway();
    await requestPendingRefunds(kit.jobDeps(quiet.transport));
    expect(quiet.count.calls).toBe(0);
    expect((await s.refundLines()).map((l) => [l.account, l.amountPaise])).toEqual(
      expect.arrayContaining([
        ["refunds_due", 674500],
        ["cash", -674500],
      ]),
    );
  });

  it("a refusal is counted and tried again under a new token on a later run, and processed then", async () => {
    const s = await cancelledPurchase();
    const g = gateway({ refuse: 1 });
    await requestPendingRefunds(kit.jobDeps(g.transport), NOW);
    expect(await s.refundOf()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await s.paymentOf()).status).toBe("success");
    await requestPendingRefunds(kit.jobDeps(g.transport), NOW);
    expect(await s.refundOf()).toMatchObject({ status: "processed", attempts: 1, lastError: null });
    expect((await s.paymentOf()).status).toBe("refunded");
    expect(await s.paidBack()).toHaveLength(1);
  });

  it(`fails a refund after ${REFUND_MAX_ATTEMPTS} refusals; the buyer sees it on the order`, async () => {
    const s = await cancelledPurchase();
    const g = gateway({ refuse: 1000 });
    for (let i = 0; i < REFUND_MAX_ATTEMPTS + 2; i++) await requestPendingRefunds(kit.jobDeps(g.transport), NOW);
    expect(await s.refundOf()).toMatchObject({ status: "failed", attempts: REFUND_MAX_ATTEMPTS });
    expect(g.count.requests).toBe(REFUND_MAX_ATTEMPTS);
    const buyerView = await kit.req("GET", `/api/orders/${s.orderId}`, s.buyer.token);
    expect(buyerView.json().refund).toMatchObject({ amount: 6745, status: "failed" });
  });

  it("a refund the gateway made but whose answer was lost is processed once, never failed, never asked for again", async () => {
    const s = await cancelledPurchase();
    // Every request times out after the gateway refunded; later requests would get "token already exists".
    const g = gateway({ lose: 1, duplicate: 1000 });
    await requestPendingRefunds(kit.jobDeps(g.transport), NOW);
    // The look-up right after the lost answer already finds it.
    expect(await s.refundOf()).toMatchObject({ status: "processed", attempts: 0 });
    for (let i = 0; i < 12; i++) await requestPendingRefunds(kit.jobDeps(g.transport), NOW);
    expect(g.count.requests).toBe(1);
    expect(await s.paidBack()).toHaveLength(1);
    expect(await s.refundLines()).toHaveLength(2);
    expect((await s.paymentOf()).status).toBe("refunded");
  });

  it("a lost answer with the look-up failing too waits as unknown: the next run looks first and books it, with no second request", async () => {
    const s = await cancelledPurchase();
    let lookupsDown = true;
    const g = gateway({ lose: 1, duplicate: 1000 });
    const flaky: Transport = async (request) => {
      if (lookupsDown && request.payload?.includes("command=check_action_status"))
        return { statusCode: 503, body: "down" } as Answer;
      return g.transport(request);
    };
    await requestPendingRefunds(kit.jobDeps(flaky), NOW);
    expect(await s.refundOf()).toMatchObject({ status: "pending", attempts: 0 });
    expect((await s.refundOf()).lastError).toMatch(/unknown|lookup/);
    lookupsDown = false;
    await requestPendingRefunds(kit.jobDeps(flaky), NOW);
    expect(await s.refundOf()).toMatchObject({ status: "processed", attempts: 0 });
    expect(g.count.requests).toBe(1);
    expect(await s.paidBack()).toHaveLength(1);
  });

  it("PayU's duplicate-token answer is unknown, not a refusal: looked up and booked, attempts untouched", async () => {
    const s = await cancelledPurchase();
    // The sandbox holds a refund under our token already (an earlier request whose answer never came back).
    const g = gateway({ lose: 1 });
    const firstOnlyLost: Transport = async (request) => {
      if (isRefundRequest(request) && g.count.requests === 0) {
        g.count.requests += 1;
        await t.app.inject(request);
        return {
          statusCode: 200,
          body: JSON.stringify({ status: 0, msg: "Request for Refund already exist for this token", error_code: 106 }),
        } as Answer;
      }
      return g.transport(request);
    };
    await requestPendingRefunds(kit.jobDeps(firstOnlyLost), NOW);
    expect(await s.refundOf()).toMatchObject({ status: "processed", attempts: 0 });
    expect(await s.paidBack()).toHaveLength(1);
  });

  it("20 runs at once after a lost answer ask the gateway once and book the refund once", async () => {
    const s = await cancelledPurchase();
    const g = gateway({ lose: 1, duplicate: 1000 });
    await Promise.all(Array.from({ length: 20 }, () => requestPendingRefunds(kit.jobDeps(g.transport), NOW)));
    for (let i = 0; i < 3; i++) await requestPendingRefunds(kit.jobDeps(g.transport), NOW);
    expect(g.count.requests).toBe(1);
    expect((await s.refundOf()).status).toBe("processed");
    expect(await s.paidBack()).toHaveLength(1);
    expect(await s.refundLines()).toHaveLength(2);
    expect(await s.refundSentNotes()).toHaveLength(1);
  });
});
