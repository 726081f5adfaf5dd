import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "@contract/orders";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { refunds } from "../../db/schema/refunds";
import { returnRequests } from "../../db/schema/returns";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { TINY_PHOTO, requester, testAccount } from "../../test/test-people";
import { backAndReceived } from "../../test/test-returns";
import { returnRefund } from "./returns-service";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const returnsOf = (orderId: string) => t.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));

/** A sale the admin has delivered (just now, or `hoursAgo` hours back). */
async function delivered(listing?: Record<string, unknown>, hoursAgo = 0) {
  const s = await testSale(t.app, t.db, { listing });
  await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
  if (hoursAgo)
    await t.db
      .update(orders)
      .set({ deliveredAt: sql`now() - make_interval(hours => ${hoursAgo}::int)` })
      .where(eq(orders.id, s.order.id));
  const ask = (body: unknown, token = s.buyer.token) => req("POST", `/api/orders/${s.order.id}/return`, token, body);
  const decide = (id: string, action: string, body?: unknown) =>
    req("PUT", `/api/admin/returns/${id}/${action}`, s.admin.token, body);
  return { ...s, ask, decide };
}

describe("the refund a return gives", () => {
  it.each([
    ["received_faulty", 6745, 50, 6745],
    ["wrong_size", 6745, 50, 6745],
    ["dont_want_anymore", 6745, 50, 6645],
    ["other", 6745, 50, 6645],
    ["dont_want_anymore", 6895, 200, 6695],
    ["dont_want_anymore", 60, 50, 0],
  ] as const)("%s on %d paid with %d delivery: %d", (reason, paid, delivery, expected) => {
    expect(returnRefund(reason, paid, delivery)).toBe(expected);
  });
});

describe("asking for a return", () => {
  it("records one for a delivered order within 48 hours; the buyer and admin see it, the seller is told", async () => {
    const s = await delivered();
    const res = await s.ask({ reason: "other", details: "  The door does not close  " });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      orderId: s.order.id,
      reason: "other",
      details: "The door does not close",
      status: "requested",
      refundAmount: null,
    });
    const [stored] = await returnsOf(s.order.id);
    expect(stored).toMatchObject({ customerEmail: s.buyer.user.email, customerMobile: s.buyer.user.mobile });
    expect((await req("GET", `/api/orders/${s.order.id}/returns`, s.buyer.token)).json()).toHaveLength(1);
    expect((await req("GET", `/api/orders/${s.order.id}/returns`, s.admin.token)).json()).toHaveLength(1);
    // The seller sees the claim too (docs/product.md#returns), never the buyer's contact details.
    const asSeller = await req("GET", `/api/orders/${s.order.id}/returns`, s.seller.token);
    expect(asSeller.json()).toHaveLength(1);
    expect(asSeller.body).not.toContain(s.buyer.user.email);
    expect((await req("GET", `/api/orders/${s.order.id}`, s.buyer.token)).json().returnStatus).toBe("requested");
    const sellerNotes = await t.db.select().from(notifications).where(eq(notifications.userId, s.seller.user.id));
    expect(sellerNotes.some((n) => n.title === "Return requested")).toBe(true);
    const sellerView = await req("GET", `/api/orders/${s.order.id}`, s.seller.token);
    expect(sellerView.body).not.toContain(s.buyer.user.email);
    expect(sellerView.body).not.toContain(s.buyer.user.mobile);
  });

  it("refuses a second return (409), before delivery (409), after 48 hours (409), fashion (409)", async () => {
    const s = await delivered();
    expect((await s.ask({ reason: "wrong_size" })).statusCode).toBe(201);
    const second = await s.ask({ reason: "wrong_size" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ORDER_MESSAGES.returnExists);

    const early = await testSale(t.app, t.db);
    const before = await req("POST", `/api/orders/${early.order.id}/return`, early.buyer.token, {
      reason: "wrong_size",
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(ORDER_MESSAGES.returnNotDelivered);

    const late = await delivered(undefined, 49);
    const closed = await late.ask({ reason: "wrong_size" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(ORDER_MESSAGES.returnWindowClosed);

    const justInTime = await delivered(undefined, 47);
    expect((await justInTime.ask({ reason: "wrong_size" })).statusCode).toBe(201);

    const saree = await delivered({ title: "Silk saree", category: "fashion" });
    const fashion = await saree.ask({ reason: "wrong_size" });
    expect(fashion.statusCode).toBe(409);
    expect(fashion.json().message).toBe(ORDER_MESSAGES.returnFashion);
    for (const o of [early, late, saree]) expect(await returnsOf(o.order.id)).toHaveLength(0);
  });

  it("refuses bad input with 400 and the seller or a stranger; nothing is stored", async () => {
    const s = await delivered();
    const stranger = await testAccount(t.db, { role: "buyer", label: "Stranger" });
    for (const body of [
      {},
      { reason: "lost_interest" },
      { reason: "other" },
      { reason: "other", details: "   " },
      { reason: "wrong_size", details: "x".repeat(1001) },
      { reason: 7 },
      [],
    ]) {
      const res = await s.ask(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await s.ask({ reason: "other" })).json().message).toContain(ORDER_MESSAGES.returnDetailsRequired);
    expect((await s.ask({ reason: "wrong_size" }, s.seller.token)).statusCode).toBe(403);
    expect((await s.ask({ reason: "wrong_size" }, stranger.token)).statusCode).toBe(404);
    expect(await returnsOf(s.order.id)).toHaveLength(0);
  });

  it("50 concurrent returns of one order: one is recorded", async () => {
    const s = await delivered();
    const answers = await Promise.all(Array.from({ length: 50 }, () => s.ask({ reason: "wrong_size" })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await returnsOf(s.order.id)).toHaveLength(1);
  });
});

describe("admin decides a return", () => {
  it("approves; the seller's check refunds in full for a faulty item; the buyer's order shows it", async () => {
    const s = await delivered();
    const id = (await s.ask({ reason: "received_faulty", details: "Cracked", photos: [TINY_PHOTO] })).json().id;
    const listed = (await req("GET", "/api/admin/returns?status=requested", s.admin.token)).json();
    expect(listed.find((r: { id: string }) => r.id === id)).toMatchObject({
      orderNumber: s.order.orderNumber,
      buyerUsername: s.buyer.user.username,
      customerEmail: s.buyer.user.email,
      totalPaid: 6745,
    });
    expect((await s.decide(id, "back-with-seller")).statusCode).toBe(409);
    expect((await s.decide(id, "approve")).json()).toMatchObject({ status: "approved" });
    expect((await s.decide(id, "approve")).statusCode).toBe(409);
    expect((await s.decide(id, "reject", { rejectionNote: "late" })).statusCode).toBe(409);
    const checked = await backAndReceived(
      t.app,
      { admin: s.admin.token, seller: s.seller.token },
      { returnId: id, orderId: s.order.id },
    );
    expect(checked.statusCode, checked.body).toBe(200);
    const processed = (await req("GET", "/api/admin/returns?status=processed", s.admin.token))
      .json()
      .find((r: { id: string }) => r.id === id);
    expect(processed).toMatchObject({ status: "processed", refundAmount: 6745, refundStatus: "pending" });
    expect(processed.processedAt).not.toBeNull();
    expect(await refundsOf(s.order.id)).toMatchObject([
      { amount: 6745, paymentId: s.payment.id, reason: "return_processed" },
    ]);
    const order = (await req("GET", `/api/orders/${s.order.id}`, s.buyer.token)).json();
    expect(order).toMatchObject({ returnStatus: "processed", refund: { amount: 6745, status: "pending" } });
  });

  it("keeps the return fee for the buyer's own choice", async () => {
    const s = await delivered();
    const id = (await s.ask({ reason: "dont_want_anymore" })).json().id;
    await s.decide(id, "approve");
    const checked = await backAndReceived(
      t.app,
      { admin: s.admin.token, seller: s.seller.token },
      { returnId: id, orderId: s.order.id },
    );
    expect(checked.json()[0].refundAmount).toBe(6645);
    expect(await refundsOf(s.order.id)).toMatchObject([{ amount: 6645 }]);
  });

  it("rejects only with a non-blank note; the buyer sees the rejection; no refund", async () => {
    const s = await delivered();
    const id = (await s.ask({ reason: "wrong_size" })).json().id;
    for (const body of [{}, { rejectionNote: "   " }, { rejectionNote: 5 }]) {
      const res = await s.decide(id, "reject", body);
      expect(res.statusCode).toBe(400);
    }
    expect((await s.decide(id, "reject", {})).json().message).toContain(ORDER_MESSAGES.rejectionNoteRequired);
    const rejected = await s.decide(id, "reject", { rejectionNote: "The size matches the listing." });
    expect(rejected.json()).toMatchObject({ status: "rejected", rejectionNote: "The size matches the listing." });
    expect((await s.decide(id, "approve")).statusCode).toBe(409);
    expect((await req("GET", `/api/orders/${s.order.id}`, s.buyer.token)).json().returnStatus).toBe("rejected");
    expect(await refundsOf(s.order.id)).toHaveLength(0);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, s.buyer.user.id));
    expect(notes.some((n) => n.message.includes("The size matches the listing."))).toBe(true);
  });

  it("answers 404 for an unknown return and 403 for a non-admin", async () => {
    const s = await delivered();
    const id = (await s.ask({ reason: "wrong_size" })).json().id;
    expect((await s.decide(crypto.randomUUID(), "approve")).statusCode).toBe(404);
    expect((await s.decide("nope", "approve")).statusCode).toBe(400);
    expect((await req("PUT", `/api/admin/returns/${id}/approve`, s.buyer.token)).statusCode).toBe(403);
    expect((await req("GET", "/api/admin/returns", s.seller.token)).statusCode).toBe(403);
    expect((await req("GET", "/api/admin/returns?status=lost", s.admin.token)).statusCode).toBe(400);
  });

  it("50 concurrent checks of one return back with the seller: one refund", async () => {
    const s = await delivered();
    const id = (await s.ask({ reason: "wrong_size" })).json().id;
    await s.decide(id, "approve");
    await s.decide(id, "back-with-seller");
    const check = () => req("PUT", `/api/orders/${s.order.id}/return/check`, s.seller.token, { outcome: "received" });
    const answers = await Promise.all(Array.from({ length: 50 }, check));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await refundsOf(s.order.id)).toHaveLength(1);
  });
});
