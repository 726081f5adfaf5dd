import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "@contract/orders";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { payouts } from "../../db/schema/payouts";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { createEncryptor } from "../../lib/encryption";
import { runExclusively } from "../../lib/jobs";
import { createTestApp } from "../../test/test-app";
import { backAndReceived } from "../../test/test-returns";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";
import { cancelUnacceptedOrders } from "../fulfilment";
import { makeDuePayouts } from "./payouts-due";

const key = Buffer.alloc(32, 9);
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ DATA_ENCRYPTION_KEY: key.toString("base64") });
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const payoutsOf = (orderId: string) => t.db.select().from(payouts).where(eq(payouts.orderId, orderId));
const placedHoursAgo = (id: string, hours: number) =>
  t.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours}::int)` })
    .where(eq(orders.id, id));
const deliveredHoursAgo = (id: string, hours: number) =>
  t.db
    .update(orders)
    .set({ deliveredAt: sql`now() - make_interval(hours => ${hours}::int)` })
    .where(eq(orders.id, id));

async function delivered() {
  const s = await testSale(t.app, t.db);
  await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
  return s;
}

describe("the acceptance deadline", () => {
  it("cancels placed orders the seller left for 48 hours: refund, listing back, both told; once", async () => {
    const overdue = await testSale(t.app, t.db);
    const fresh = await testSale(t.app, t.db);
    const accepted = await testSale(t.app, t.db);
    await placedHoursAgo(overdue.order.id, 49);
    await placedHoursAgo(fresh.order.id, 47);
    await req("PUT", `/api/orders/${accepted.order.id}/accept`, accepted.seller.token);
    await placedHoursAgo(accepted.order.id, 60);

    const n = await runExclusively(t.db, { name: "order-auto-cancel", run: (db) => cancelUnacceptedOrders(db) });
    expect(n).toBeGreaterThanOrEqual(1);
    expect(await orderRow(overdue.order.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "not_accepted_in_time",
    });
    expect((await orderRow(fresh.order.id)).status).toBe("placed");
    expect((await orderRow(accepted.order.id)).status).toBe("confirmed");
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, overdue.order.id))).toMatchObject([
      { amount: 6745, status: "pending", paymentId: overdue.payment.id },
    ]);
    const [listing] = await t.db.select().from(products).where(eq(products.id, overdue.productId));
    expect(listing).toMatchObject({ status: "approved", isAvailable: true });
    expect((await notesOf(overdue.buyer.user.id)).some((x) => x.title === "Order cancelled")).toBe(true);
    expect((await notesOf(overdue.seller.user.id)).some((x) => x.title === "Order cancelled")).toBe(true);

    expect(await cancelUnacceptedOrders(t.db)).toBe(0);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, overdue.order.id))).toHaveLength(1);
  });
  it("racing the buyer's cancels and the seller's accept: one outcome, at most one refund", async () => {
    const s = await testSale(t.app, t.db);
    await placedHoursAgo(s.order.id, 49);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        req("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, { reason: "not_required_anymore" }),
      ),
      req("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token),
      cancelUnacceptedOrders(t.db),
      cancelUnacceptedOrders(t.db),
    ]);
    const statuses = answers.flatMap((a) => (typeof a === "number" ? [] : [a.statusCode]));
    expect(statuses.every((code) => code === 200 || code === 409)).toBe(true);
    expect((await orderRow(s.order.id)).status).toBe("cancelled");
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, s.order.id))).toHaveLength(1);
    expect((await notesOf(s.seller.user.id)).filter((x) => x.title === "Order cancelled")).toHaveLength(1);
  });
});

describe("payouts", () => {
  it("fall due once the return window closes without a return: finalPrice - sellerFee to the listing's account", async () => {
    const s = await delivered();
    const recent = await delivered();
    await deliveredHoursAgo(s.order.id, 49);
    await deliveredHoursAgo(recent.order.id, 47);
    expect(await makeDuePayouts(t.db)).toBeGreaterThanOrEqual(1);
    expect(await payoutsOf(s.order.id)).toMatchObject([
      { amount: 6305, status: "due", sellerId: s.seller.user.id, bankAccountId: s.seller.bankId },
    ]);
    expect(await payoutsOf(recent.order.id)).toHaveLength(0);
    expect(await makeDuePayouts(t.db)).toBe(0);
    expect(await payoutsOf(s.order.id)).toHaveLength(1);
    const view = (await req("GET", `/api/orders/${s.order.id}`, s.seller.token)).json();
    expect(view.payout).toEqual({
      amount: 6305,
      status: "due",
      bankReference: null,
      paidAt: null,
      note: "Waiting for your bank account to be verified",
    });
    const due = (await notesOf(s.seller.user.id)).find((x) => x.title === "Payout due");
    expect(due?.message).toContain("waits until the bank account you chose for this listing is verified");
    expect((await req("GET", `/api/orders/${s.order.id}`, s.buyer.token)).json()).not.toHaveProperty("payout");
  });

  it("wait while a return is open, follow a rejected one, and never follow a processed one", async () => {
    const open = await delivered();
    const rejected = await delivered();
    const processed = await delivered();
    const decide = (s: typeof open, id: string, action: string, body?: unknown) =>
      req("PUT", `/api/admin/returns/${id}/${action}`, s.admin.token, body);
    const ask = async (s: typeof open) =>
      (await req("POST", `/api/orders/${s.order.id}/return`, s.buyer.token, { reason: "wrong_size" })).json().id;
    await ask(open);
    await decide(rejected, await ask(rejected), "reject", { rejectionNote: "Matches the listing" });
    const p = await ask(processed);
    await decide(processed, p, "approve");
    await backAndReceived(
      t.app,
      { admin: processed.admin.token, seller: processed.seller.token },
      { returnId: p, orderId: processed.order.id },
    );
    for (const s of [open, rejected, processed]) await deliveredHoursAgo(s.order.id, 72);
    await makeDuePayouts(t.db);
    expect(await payoutsOf(open.order.id)).toHaveLength(0);
    expect(await payoutsOf(rejected.order.id)).toHaveLength(1);
    expect(await payoutsOf(processed.order.id)).toHaveLength(0);
  });

  it("the admin lists them with the full account number and marks one paid with a reference, once; the seller sees it", async () => {
    const s = await delivered();
    await t.db
      .update(bankAccounts)
      .set({ accountNumberEncrypted: createEncryptor(key).encrypt("50100123451234") })
      .where(eq(bankAccounts.id, s.seller.bankId));
    await deliveredHoursAgo(s.order.id, 49);
    await makeDuePayouts(t.db);
    const due = (await req("GET", "/api/admin/payouts?status=due&limit=50", s.admin.token)).json();
    const mine = due.find((x: { orderId: string }) => x.orderId === s.order.id);
    expect(mine).toMatchObject({
      amount: 6305,
      status: "due",
      sellerUsername: s.seller.user.username,
      orderNumber: s.order.orderNumber,
      bankAccount: { ifscCode: "SBIN0001234", accountNumber: "50100123451234" },
    });
    const url = `/api/admin/payouts/${mine.id}/paid`;
    for (const body of [{}, { bankReference: "  " }, { bankReference: "x".repeat(101) }, { bankReference: 5 }])
      expect((await req("PUT", url, s.admin.token, body)).statusCode).toBe(400);
    expect((await req("PUT", url, s.seller.token, { bankReference: "UTR1" })).statusCode).toBe(403);
    expect(
      (await req("PUT", `/api/admin/payouts/${crypto.randomUUID()}/paid`, s.admin.token, { bankReference: "UTR1" }))
        .statusCode,
    ).toBe(404);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => req("PUT", url, s.admin.token, { bankReference: `UTR${i}` })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const won = answers.find((r) => r.statusCode === 200)!.json();
    expect(won.paidAt).not.toBeNull();
    const again = await req("PUT", url, s.admin.token, { bankReference: "UTR-again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_MESSAGES.payoutPaid);
    const view = (await req("GET", `/api/orders/seller/${s.seller.user.id}`, s.seller.token)).json();
    expect(view[0].payout).toMatchObject({
      amount: 6305,
      status: "paid",
      bankReference: won.bankReference,
      note: null,
    });
    const masked = due.filter(
      (x: { bankAccount: { accountNumber: string } | null }) => x.bankAccount?.accountNumber === "XXXXXX1234",
    );
    expect(masked.length, "a number that does not decrypt shows masked; the list still loads").toBeGreaterThan(0);
    const paid = (await req("GET", "/api/admin/payouts?status=paid", s.admin.token)).json();
    expect(paid.some((x: { id: string }) => x.id === mine.id)).toBe(true);
    expect((await req("GET", "/api/admin/payouts?status=owed", s.admin.token)).statusCode).toBe(400);

    // Each list that showed full account numbers, and the one payment recorded, are in the audit log.
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, s.admin.user.id));
    const reveals = audit.filter((a) => a.action === "bank_account_reveal");
    expect(reveals.length).toBeGreaterThanOrEqual(2);
    expect((reveals[0]!.details as { payoutIds: string[] }).payoutIds).toContain(mine.id);
    expect(audit.filter((a) => a.action === "payout_paid" && a.entityId === mine.id)).toHaveLength(1);
  });
});
