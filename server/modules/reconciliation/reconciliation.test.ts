import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDateOf, istDaysBefore } from "@contract/ist-days";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { reconciliationDays, reconciliationMismatches, reconciliationSchedule } from "../../db/schema/reconciliation";
import { refunds } from "../../db/schema/refunds";
import { sandboxRefunds, sandboxTransactions } from "../../sandboxes/payments/schema";
import type { Mail } from "../../lib/mailer";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { testAccount } from "../../test/test-people";
import { gatewayFor, type GatewaySettings } from "../payments";
import { refundToken } from "../payments";
import { requestPendingRefunds } from "../refunds";
import { reconcileRecentDays } from "./reconciliation-job";
import { reconcileAndStore, reconcileDay, type ReconciliationDeps } from "./reconciliation-service";

let t: Awaited<ReturnType<typeof createTestApp>>;
const mails: Mail[] = [];
beforeAll(async () => {
  t = await createTestApp({}, {}, { mailer: { send: async (mail) => void mails.push(mail) } });
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);
const today = () => istDateOf(new Date());
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

type PaymentData = Record<string, string>;

function deps(transport?: GatewaySettings["transport"]): ReconciliationDeps {
  return { ...kit.jobDeps(transport), mailer: { send: async (mail) => void mails.push(mail) }, publicUrl: "http://x" };
}

/** Buy Now through the sandbox's PayU page: the order placed; answers the payment as booked. */
async function purchase(price = 6500) {
  const listing = await kit.listing(price);
  const buyer = await kit.buyer();
  const data = (await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, price))).json()
    .paymentData as PaymentData;
  const res = await formPost(t.app, "/api/payments/payu/success", (await kit.payInSandbox(data)).fields);
  const orderId = new URL(res.headers.location!, "http://x").searchParams.get("orderId")!;
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, order!.paymentId!));
  return { orderId, buyer, payment: payment! };
}

async function cancelled() {
  const p = await purchase();
  const res = await kit.req("PUT", `/api/orders/${p.orderId}/cancel`, p.buyer.token, { reason: "mistakenly_placed" });
  expect(res.statusCode, res.body).toBe(200);
  return p;
}

/** The alternate flow: a Razorpay order paid in the sandbox and verified. */
async function razorpayPurchase() {
  const listing = await kit.listing();
  const buyer = await kit.buyer();
  const started = await kit.initiate(
    buyer.token,
    kit.body(listing.id, buyer.addressId, 6500, null, { gateway: "razorpay" }),
  );
  const checkoutId = started.json().checkoutId as string;
  const order = (await kit.req("POST", "/api/payments/create-order", buyer.token, { orderId: checkoutId })).json();
  const paid = await t.app.inject({
    method: "POST",
    url: "/sandbox/razorpay/pay",
    payload: { order_id: order.orderId, amount: order.amount, key: order.keyId },
  });
  const verify = await kit.req("POST", "/api/payments/verify", buyer.token, {
    ...paid.json<Record<string, string>>(),
    orderId: checkoutId,
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return checkoutId;
}

/** Two buyers pay for one listing (the first's hold lapsed): the late capture is booked and refunded. */
async function duplicatePayment() {
  const listing = await kit.listing();
  const [first, second] = [await kit.buyer(), await kit.buyer()];
  const a = (await kit.initiate(first.token, kit.body(listing.id, first.addressId, 6500))).json()
    .paymentData as PaymentData;
  await kit.lapseHold(listing.id);
  const b = (await kit.initiate(second.token, kit.body(listing.id, second.addressId, 6500))).json()
    .paymentData as PaymentData;
  await formPost(t.app, "/api/payments/payu/success", (await kit.payInSandbox(b)).fields);
  await formPost(t.app, "/api/payments/payu/success", (await kit.payInSandbox(a)).fields);
}

const reconcile = async (token: string, date = today()) => {
  const res = await kit.req("GET", `/api/admin/reconciliation?date=${date}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    date: string;
    gateways: {
      gateway: string;
      ok: boolean;
      atGateway: { captured: number; refunded: number };
      inBooks: { captured: number; refunded: number };
      mismatches: Record<string, unknown>[];
    }[];
  };
};
const mismatchesOf = async (token: string) => (await reconcile(token)).gateways.flatMap((g) => g.mismatches);

const bell = async (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "reconciliation_mismatch")));

let admin: Awaited<ReturnType<typeof testAccount>>;

describe("reconciliation", () => {
  it("a day of trade in the sandbox ends with zero mismatches, the gateway's totals equal to the books'", async () => {
    admin = await testAccount(t.db, { role: "admin", label: "Reconciler" });
    await purchase();
    await cancelled();
    await duplicatePayment();
    await razorpayPurchase();
    await requestPendingRefunds(kit.jobDeps());

    const day = await reconcile(admin.token);
    expect(day.date).toBe(today());
    expect(day.gateways.map((g) => g.gateway)).toEqual(["payu", "razorpay"]);
    for (const g of day.gateways) {
      expect(g.ok).toBe(true);
      expect(g.mismatches).toEqual([]);
      expect(g.atGateway).toEqual(g.inBooks);
    }
    const [payu, razorpay] = day.gateways;
    expect(payu!.atGateway).toEqual({ captured: 4 * 6745, refunded: 2 * 6745 });
    expect(razorpay!.atGateway).toEqual({ captured: 6745, refunded: 0 });
  });

  it("shows a capture our books lack, an amount that differs, and a refund the gateway paid that our books lack", async () => {
    const missing = await purchase();
    await t.db.update(payments).set({ status: "failed" }).where(eq(payments.id, missing.payment.id));
    const differs = await purchase();
    await t.db
      .update(sandboxTransactions)
      .set({ amount: 6000 })
      .where(eq(sandboxTransactions.gatewayPaymentId, differs.payment.gatewayPaymentId!));
    const lost = await cancelled(); // the gateway pays the refund; its answer never reached our books
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, lost.payment.id));
    const paid = await gatewayFor(kit.jobDeps().gateway, "payu").refund(lost.payment, {
      token: refundToken(refund!),
      amountPaise: 674500,
    });
    expect(paid.kind).toBe("in_flight");

    const found = await mismatchesOf(admin.token);
    expect(found).toHaveLength(3);
    expect(found).toEqual(
      expect.arrayContaining([
        {
          gateway: "payu",
          kind: "missing_in_books",
          gatewayRef: missing.payment.gatewayPaymentId,
          gatewayAmount: 6745,
          bookAmount: null,
        },
        {
          gateway: "payu",
          kind: "amount_differs",
          gatewayRef: differs.payment.gatewayPaymentId,
          paymentId: differs.payment.id,
          gatewayAmount: 6000,
          bookAmount: 6745,
        },
        {
          gateway: "payu",
          kind: "refund_differs",
          gatewayRef: expect.any(String),
          paymentId: lost.payment.id,
          gatewayAmount: 6745,
          bookAmount: null,
        },
      ]),
    );

    await t.db.update(payments).set({ status: "success" }).where(eq(payments.id, missing.payment.id));
    await t.db
      .update(sandboxTransactions)
      .set({ amount: 6745 })
      .where(eq(sandboxTransactions.gatewayPaymentId, differs.payment.gatewayPaymentId!));
    await requestPendingRefunds(kit.jobDeps()); // looks the refund up first: finds it paid, books it
    expect(await mismatchesOf(admin.token)).toEqual([]);
  });

  it("shows a Razorpay refund made at the gateway that our books do not have", async () => {
    const paymentId = await razorpayPurchase();
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    const made = await gatewayFor(kit.jobDeps().gateway, "razorpay").refund(payment!, {
      token: "made-in-the-dashboard",
      amountPaise: 50000,
    });
    expect(made.kind).toBe("processed");
    const found = await mismatchesOf(admin.token);
    expect(found).toEqual([
      {
        gateway: "razorpay",
        kind: "refund_differs",
        gatewayRef: made.kind === "processed" ? made.gatewayRefundId : "",
        paymentId,
        gatewayAmount: 500,
        bookAmount: null,
      },
    ]);
    await t.db.delete(sandboxRefunds).where(eq(sandboxRefunds.token, "made-in-the-dashboard"));
    expect(await mismatchesOf(admin.token)).toEqual([]);
  });

  it("shows a capture in our books the gateway does not have", async () => {
    const ghost = await purchase();
    await t.db
      .update(sandboxTransactions)
      .set({ status: "failure" })
      .where(eq(sandboxTransactions.gatewayPaymentId, ghost.payment.gatewayPaymentId!));
    expect(await mismatchesOf(admin.token)).toEqual([
      {
        gateway: "payu",
        kind: "missing_at_gateway",
        gatewayRef: ghost.payment.gatewayPaymentId,
        paymentId: ghost.payment.id,
        gatewayAmount: null,
        bookAmount: 6745,
      },
    ]);
    await t.db
      .update(sandboxTransactions)
      .set({ status: "success" })
      .where(eq(sandboxTransactions.gatewayPaymentId, ghost.payment.gatewayPaymentId!));
  });

  it("the daily job stores the days, tells every admin of a new mismatch once, and resolves it when it is gone", async () => {
    const lost = await cancelled();
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, lost.payment.id));
    await gatewayFor(kit.jobDeps().gateway, "payu").refund(lost.payment, {
      token: refundToken(refund!),
      amountPaise: 674500,
    });
    mails.length = 0;

    // Run as tomorrow: today is "yesterday", reconciled with the three days before it.
    expect(await reconcileRecentDays(deps(), tomorrow())).toBe(4);
    const days = await t.db.select().from(reconciliationDays);
    expect(new Set(days.map((d) => d.day))).toEqual(new Set([0, 1, 2, 3].map((n) => istDaysBefore(today(), n))));
    const open = await t.db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.status, "open"));
    expect(open).toEqual([
      expect.objectContaining({ day: today(), kind: "refund_differs", paymentId: lost.payment.id }),
    ]);
    expect(await bell(admin.user.id)).toHaveLength(1);
    const listedDays = (await kit.req("GET", "/api/admin/reconciliation/days", admin.token)).json();
    expect(listedDays.map((d: { openMismatches: number }) => d.openMismatches)).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(mails.find((m) => m.to === admin.user.email)?.text).toContain("Refund differs");

    // Done for today: another turn (another process) runs nothing; a run on demand finds it again, tells no one.
    expect(await reconcileRecentDays(deps(), tomorrow())).toBe(0);
    const again = await kit.req("POST", "/api/admin/reconciliation/runs", admin.token, { date: today() });
    expect(again.statusCode, again.body).toBe(200);
    expect(await bell(admin.user.id)).toHaveLength(1);
    const summary = (await kit.req("GET", "/api/admin/ledger/summary", admin.token)).json();
    expect(summary).toMatchObject({ openMismatches: 1, reconciledThrough: istDaysBefore(today(), 1) });

    await requestPendingRefunds(kit.jobDeps());
    await reconcileAndStore(deps(), today());
    const [closed] = await t.db
      .select()
      .from(reconciliationMismatches)
      .where(eq(reconciliationMismatches.id, open[0]!.id));
    expect(closed).toMatchObject({ status: "resolved", resolvedBy: null, resolutionNote: null });
    expect((await kit.req("GET", "/api/admin/ledger/summary", admin.token)).json()).toMatchObject({
      openMismatches: 0,
      reconciledThrough: today(),
    });
    const listed = await kit.req("GET", "/api/admin/reconciliation/mismatches?status=resolved", admin.token);
    expect(listed.json()[0]).toMatchObject({ id: open[0]!.id, resolvedAutomatically: true });
    const stored = (await kit.req("GET", "/api/admin/reconciliation/days", admin.token)).json();
    expect(stored[0]).toMatchObject({ day: today(), gateway: "payu", ok: true, openMismatches: 0 });
  });

  it("job turns of several processes at once run each day once", async () => {
    await t.db.delete(reconciliationSchedule);
    const runs: string[] = [];
    const watched = deps(async (request) => {
      if (request.payload?.includes("command=get_Transaction_Details")) runs.push(request.payload);
      return t.app.inject(request);
    });
    const turns = await Promise.all(Array.from({ length: 20 }, () => reconcileRecentDays(watched, tomorrow())));
    expect(turns.reduce((a, b) => a + b, 0)).toBe(4);
    expect(runs).toHaveLength(4);
  });

  it("an admin resolves an open mismatch with a note: 20 at once, one wins; audited; it stays resolved", async () => {
    const differs = await purchase();
    await t.db
      .update(sandboxTransactions)
      .set({ amount: 6000 })
      .where(eq(sandboxTransactions.gatewayPaymentId, differs.payment.gatewayPaymentId!));
    const told = (await bell(admin.user.id)).length;
    const runs = await Promise.all(
      Array.from({ length: 20 }, () =>
        kit.req("POST", "/api/admin/reconciliation/runs", admin.token, { date: today() }),
      ),
    );
    expect(runs.map((r) => r.statusCode)).toEqual(Array<number>(20).fill(200));
    expect(await bell(admin.user.id)).toHaveLength(told + 1); // 20 runs at once find it; the admin hears once
    const open = (await kit.req("GET", "/api/admin/reconciliation/mismatches", admin.token)).json();
    expect(open).toEqual([expect.objectContaining({ kind: "amount_differs", gatewayAmount: 6000, bookAmount: 6745 })]);
    const url = `/api/admin/reconciliation/mismatches/${open[0].id}/resolve`;

    expect((await kit.req("POST", url, admin.token, { note: "   " })).statusCode).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => kit.req("POST", url, admin.token, { note: `Bank confirmed ${i}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(answers.find((a) => a.statusCode === 200)!.json()).toMatchObject({
      status: "resolved",
      resolvedAutomatically: false,
    });
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, open[0].id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: admin.user.id, action: "reconciliation_mismatch_resolved" });
    expect((await kit.req("POST", url, admin.token, { note: "Again" })).statusCode).toBe(409);
    const unknown = `/api/admin/reconciliation/mismatches/${crypto.randomUUID()}/resolve`;
    expect((await kit.req("POST", unknown, admin.token, { note: "x" })).statusCode).toBe(404);

    const before = (await bell(admin.user.id)).length;
    await reconcileAndStore(deps(), today()); // still differs at the gateway: the admin's word stands
    const [row] = await t.db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.id, open[0].id));
    expect(row!.status).toBe("resolved");
    expect(await bell(admin.user.id)).toHaveLength(before);
    await t.db
      .update(sandboxTransactions)
      .set({ amount: 6745 })
      .where(eq(sandboxTransactions.gatewayPaymentId, differs.payment.gatewayPaymentId!));
  });

  it("a gateway that cannot be reached says so in its part; the others still answer; the day is not reconciled", async () => {
    const down: GatewaySettings["transport"] = async (request) =>
      new URL(request.url).pathname.startsWith("/sandbox/razorpay")
        ? { statusCode: 503, body: "down" }
        : t.app.inject(request);
    const report = await reconcileDay(deps(down), today());
    expect(report.gateways[0]).toMatchObject({ gateway: "payu", ok: true });
    expect(report.gateways[1]).toMatchObject({
      gateway: "razorpay",
      ok: false,
      error: { status: 502, code: "GATEWAY_UNREACHABLE" },
    });
    const { complete } = await reconcileAndStore(deps(down), today());
    expect(complete).toBe(false);
    expect((await kit.req("GET", "/api/admin/ledger/summary", admin.token)).json().reconciledThrough).toBe(
      istDaysBefore(today(), 1),
    );
    await reconcileAndStore(deps(), today());
  });

  it("is the admin's only, and refuses a bad or future date with a 400", async () => {
    const buyer = await testAccount(t.db, { role: "buyer", label: "Curious buyer" });
    expect((await kit.req("GET", "/api/admin/reconciliation")).statusCode).toBe(401);
    expect((await kit.req("GET", "/api/admin/reconciliation", buyer.token)).statusCode).toBe(403);
    for (const date of ["2026-02-30", "yesterday", "2026-1-05", "2999-01-01"]) {
      const res = await kit.req("GET", `/api/admin/reconciliation?date=${date}`, admin.token);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const run = await kit.req("POST", "/api/admin/reconciliation/runs", admin.token, { date: "soon" });
    expect(run.statusCode).toBe(400);
    const yesterday = await kit.req("GET", "/api/admin/reconciliation", admin.token);
    expect(yesterday.json()).toMatchObject({ date: istDaysBefore(today(), 1) });
  });
});
