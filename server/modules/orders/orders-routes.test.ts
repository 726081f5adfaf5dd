import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "@contract/orders";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { sandboxCourierOrders } from "../../sandboxes/courier/schema";
import { shipments } from "../../db/schema/shipments";
import { createTestApp } from "../../test/test-app";
import { courierCarries, testSale } from "../../test/test-orders";
import { requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const sale = (listing?: Record<string, unknown>) => testSale(t.app, t.db, { listing });

/** The admin takes a confirmed order's parcel off the courier, so their status dialog moves it. */
async function offCourier(s: Awaited<ReturnType<typeof sale>>) {
  const view = (await req("GET", `/api/admin/orders/${s.order.id}`, s.admin.token)).json();
  const res = await req("POST", `/api/admin/shipments/${view.shipment.id}/by-hand`, s.admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return view.shipment as { id: string; awb: string };
}
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const listingOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

describe("reading orders", () => {
  it("shows the buyer their order with the breakdown, the address and the product summary", async () => {
    const s = await sale();
    const res = await req("GET", `/api/orders/${s.order.id}`, s.buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      viewer: "buyer",
      id: s.order.id,
      orderNumber: s.order.orderNumber,
      status: "placed",
      finalPrice: 6500,
      buyerFee: 195,
      deliveryCharge: 50,
      couponDiscount: 0,
      totalPaid: 6745,
      deliveryAddress: s.order.deliveryAddress,
      product: {
        id: s.productId,
        title: "Godrej steel almirah, 2 doors",
        category: "home_garden",
        image: expect.stringMatching(/^\/uploads\/img\/.+\.webp$/),
      },
      returnStatus: null,
      refund: null,
    });
    const mine = (await req("GET", "/api/orders/user", s.buyer.token)).json();
    expect(mine.map((o: { id: string }) => o.id)).toEqual([s.order.id]);
    const byId = (await req("GET", `/api/orders/buyer/${s.buyer.user.id}`, s.buyer.token)).json();
    expect(byId.map((o: { id: string }) => o.id)).toEqual([s.order.id]);
  });

  it("never gives the seller the buyer's name, e-mail, mobile or address", async () => {
    const s = await sale();
    const answers = [
      await req("GET", `/api/orders/${s.order.id}`, s.seller.token),
      await req("GET", `/api/orders/seller/${s.seller.user.id}`, s.seller.token),
      await req("GET", `/api/products/${s.productId}/pending-orders`, s.seller.token),
      await req("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      for (const secret of [
        s.buyer.user.fullName,
        s.buyer.user.email,
        s.buyer.user.mobile,
        s.order.deliveryAddress,
        "7 Lake Road",
        "deliveryAddress",
        "buyerEmail",
        "buyerMobile",
        "buyerFullName",
      ])
        expect(res.body).not.toContain(secret);
    }
    expect(answers[0]!.json()).toMatchObject({ viewer: "seller", sellerFee: 195, payout: null });
  });

  it("answers someone else's order with 404 and their lists with 403, never their data", async () => {
    const s = await sale();
    const stranger = await testAccount(t.db, { role: "buyer", label: "Stranger" });
    for (const [method, url, body] of [
      ["GET", `/api/orders/${s.order.id}`],
      ["PUT", `/api/orders/${s.order.id}/accept`],
      ["PUT", `/api/orders/${s.order.id}/cancel`, { reason: "mistakenly_placed" }],
      ["POST", `/api/orders/${s.order.id}/return`, { reason: "wrong_size" }],
      ["GET", `/api/orders/${s.order.id}/returns`],
    ] as const) {
      const res = await req(method, url, stranger.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(s.productId);
    }
    for (const url of [`/api/orders/buyer/${s.buyer.user.id}`, `/api/orders/seller/${s.seller.user.id}`]) {
      const res = await req("GET", url, stranger.token);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(s.order.id);
    }
    expect((await req("GET", `/api/products/${s.productId}/pending-orders`, stranger.token)).statusCode).toBe(403);
    expect((await req("GET", `/api/admin/orders/${s.order.id}`, s.buyer.token)).statusCode).toBe(403);
    expect((await req("GET", `/api/orders/${s.order.id}`)).statusCode).toBe(401);
    expect((await req("GET", `/api/orders/${crypto.randomUUID()}`, s.buyer.token)).statusCode).toBe(404);
    expect((await req("GET", "/api/orders/not-an-id", s.buyer.token)).statusCode).toBe(400);
  });

  it("gives an admin every order with the buyer's details, and searches by number, title and usernames", async () => {
    const s = await sale({ title: "Teak rocking chair" });
    const detail = (await req("GET", `/api/admin/orders/${s.order.id}`, s.admin.token)).json();
    expect(detail).toMatchObject({
      buyerFullName: s.buyer.user.fullName,
      buyerEmail: s.buyer.user.email,
      buyerMobile: s.buyer.user.mobile,
      buyerUsername: s.buyer.user.username,
      sellerUsername: s.seller.user.username,
      platformFee: 390,
      sellerFee: 195,
    });
    expect((await req("GET", `/api/orders/${s.order.id}`, s.admin.token)).json().viewer).toBe("admin");
    const ids = async (query: string) =>
      (await req("GET", `/api/admin/orders?${query}`, s.admin.token)).json().map((o: { id: string }) => o.id);
    expect(await ids(`q=${s.order.orderNumber}`)).toEqual([s.order.id]);
    expect(await ids(`q=%23${s.order.orderNumber}`)).toEqual([s.order.id]);
    expect(await ids("q=rocking")).toEqual([s.order.id]);
    expect(await ids(`q=${s.buyer.user.username}`)).toEqual([s.order.id]);
    expect(await ids(`q=${s.seller.user.username}&status=placed`)).toEqual([s.order.id]);
    expect(await ids(`q=${s.seller.user.username}&status=delivered`)).toEqual([]);
    expect(await ids("q=%25")).not.toContain(s.order.id);
    expect((await req("GET", "/api/admin/orders?status=lost", s.admin.token)).statusCode).toBe(400);
    expect((await req("GET", "/api/admin/orders?limit=51", s.admin.token)).statusCode).toBe(400);
    expect((await req("GET", `/api/admin/orders?q=${"x".repeat(101)}`, s.admin.token)).statusCode).toBe(400);
  });

  it("lists newest first with limit and offset (default 20, at most 50)", async () => {
    const buyer = await testAccount(t.db, { role: "buyer", label: "Pager" });
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await testSale(t.app, t.db, { buyer });
      await t.db
        .update(orders)
        .set({ createdAt: sql`now() - make_interval(mins => ${10 - i}::int)` })
        .where(eq(orders.id, s.order.id));
      made.push(s.order.id);
    }
    const page = async (q: string) =>
      (await req("GET", `/api/orders/user?${q}`, buyer.token)).json().map((o: { id: string }) => o.id);
    expect(await page("")).toEqual([...made].reverse());
    expect(await page("limit=1&offset=1")).toEqual([made[1]]);
    expect((await req("GET", "/api/orders/user?limit=0", buyer.token)).statusCode).toBe(400);
    expect((await req("GET", "/api/orders/user?offset=-1", buyer.token)).statusCode).toBe(400);
  });
});

describe("seller accepts", () => {
  it("moves placed to confirmed and tells the buyer; only once, only the seller", async () => {
    const s = await sale();
    expect((await req("PUT", `/api/orders/${s.order.id}/accept`, s.buyer.token)).statusCode).toBe(403);
    const res = await req("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "confirmed", viewer: "seller" });
    const notes = (await notesOf(s.buyer.user.id)).filter((n) => n.type === "order_status");
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain(`#${s.order.orderNumber}`);
    const again = await req("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_MESSAGES.acceptNotPlaced);
    expect((await req("GET", `/api/products/${s.productId}/pending-orders`, s.seller.token)).json()).toEqual([]);
  });

  it("refuses an order past its 48 hours (the job cancels it)", async () => {
    const s = await sale();
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(eq(orders.id, s.order.id));
    const res = await req("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.acceptTooLate);
  });
});

describe("buyer cancels", () => {
  it("while placed or confirmed: full refund, listing available again, seller told", async () => {
    for (const accept of [false, true]) {
      const s = await sale();
      if (accept) expect((await req("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token)).statusCode).toBe(200);
      const res = await req("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, { reason: "mistakenly_placed" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: "cancelled",
        cancelReason: "mistakenly_placed",
        refund: { amount: 6745, status: "pending" },
      });
      const [refund] = await refundsOf(s.order.id);
      expect(refund).toMatchObject({ paymentId: s.payment.id, amount: 6745, status: "pending" });
      expect(await listingOf(s.productId)).toMatchObject({ status: "approved", isAvailable: true });
      expect((await notesOf(s.seller.user.id)).some((n) => n.title === "Order cancelled")).toBe(true);
    }
  });

  it("refuses after pickup (409), a bad reason (400), and the seller (403); nothing changes", async () => {
    const s = await sale();
    expect(
      (await req("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, { reason: "changed_my_mind" })).statusCode,
    ).toBe(400);
    expect((await req("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, {})).statusCode).toBe(400);
    expect(
      (await req("PUT", `/api/orders/${s.order.id}/cancel`, s.seller.token, { reason: "mistakenly_placed" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status: "confirmed" })).statusCode,
    ).toBe(200);
    await courierCarries(t.app, t.db, s.order.id, "picked_up");
    const late = await req("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, { reason: "mistakenly_placed" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ORDER_MESSAGES.cancelNotAllowed);
    expect(await refundsOf(s.order.id)).toHaveLength(0);
    expect(await listingOf(s.productId)).toMatchObject({ status: "sold", isAvailable: false });
  });
});

describe("a parcel the courier carries", () => {
  it("moves by scans only until the admin takes it off the courier (once, audited, cancelled there)", async () => {
    const s = await sale();
    const move = (status: string) => req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status });
    expect((await move("confirmed")).statusCode).toBe(200);
    const refused = await move("picked_up");
    expect(refused.statusCode).toBe(409);
    const view = (await req("GET", `/api/admin/orders/${s.order.id}`, s.admin.token)).json();
    expect(refused.json().message).toBe(ORDER_MESSAGES.movedByCourier(view.shipment.awb));
    expect((await t.db.select().from(orders).where(eq(orders.id, s.order.id)))[0]!.status).toBe("confirmed");
    // Only an admin; 20 at once take it off once.
    const url = `/api/admin/shipments/${view.shipment.id}/by-hand`;
    expect((await req("POST", url, s.seller.token)).statusCode).toBe(403);
    const answers = await Promise.all(Array.from({ length: 20 }, () => req("POST", url, s.admin.token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const audits = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, s.order.id));
    expect(audits.filter((a) => a.action === "shipment_by_hand")).toHaveLength(1);
    const [atCourier] = await t.db
      .select()
      .from(sandboxCourierOrders)
      .where(eq(sandboxCourierOrders.awb, view.shipment.awb));
    expect(atCourier!.statusCode).toBe(5); // cancelled at the courier: no one comes to collect it
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.id, view.shipment.id));
    expect(shipment).toMatchObject({ state: "by_hand", trackNextAt: null });
    expect((await move("picked_up")).statusCode).toBe(200);
    expect((await req("POST", `/api/admin/shipments/${crypto.randomUUID()}/by-hand`, s.admin.token)).statusCode).toBe(
      404,
    );
    expect((await req("POST", `/api/admin/shipments/nope/by-hand`, s.admin.token)).statusCode).toBe(400);
  });
});

describe("admin moves an order along", () => {
  it("steps forward one at a time with a date, sets deliveredAt, tells the buyer each time", async () => {
    const s = await sale();
    const move = (status: string, expectedDeliveryDate?: string) =>
      req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status, expectedDeliveryDate });
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const confirmed = await move("confirmed", nextWeek);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed", expectedDeliveryDate: nextWeek });
    await offCourier(s);
    expect((await move("picked_up")).statusCode).toBe(200);
    expect((await move("out_for_delivery")).statusCode).toBe(200);
    const delivered = await move("delivered");
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().deliveredAt).not.toBeNull();
    const types = (await notesOf(s.buyer.user.id)).map((n) => n.type).sort();
    expect(types).toEqual(["delivery_date", "order_delivered", "order_status", "order_status", "order_status"]);
  });

  it("refuses backwards, skipping, repeating and leaving a final state with 409", async () => {
    const s = await sale();
    const move = (status: string) => req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status });
    expect((await move("picked_up")).statusCode).toBe(409);
    expect((await move("placed")).statusCode).toBe(409);
    expect((await move("confirmed")).statusCode).toBe(200);
    const back = await move("placed");
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(ORDER_MESSAGES.statusNotAllowed("confirmed", "placed"));
    expect((await move("confirmed")).statusCode).toBe(409);
    await offCourier(s);
    for (const status of ["picked_up", "out_for_delivery", "delivered"])
      expect((await move(status)).statusCode).toBe(200);
    expect((await move("cancelled")).statusCode).toBe(409);
    expect((await move("out_for_delivery")).statusCode).toBe(409);
    expect((await move("shipped")).statusCode).toBe(400);
    expect(await refundsOf(s.order.id)).toHaveLength(0);
  });

  it("cancels from any active state with a full refund and the listing back", async () => {
    const s = await sale();
    await req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status: "confirmed" });
    await courierCarries(t.app, t.db, s.order.id, "picked_up");
    // The courier will not cancel a parcel it collected: the admin takes it off the courier to cancel the order.
    await offCourier(s);
    const res = await req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status: "cancelled" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", cancelReason: "cancelled_by_admin" });
    expect(await refundsOf(s.order.id)).toMatchObject([{ amount: 6745 }]);
    expect(await listingOf(s.productId)).toMatchObject({ status: "approved", isAvailable: true });
    expect((await notesOf(s.buyer.user.id)).some((n) => n.title === "Order cancelled")).toBe(true);
  });

  it("checks the expected delivery date: not before today in India, a real date, within a year", async () => {
    const s = await sale();
    const move = (expectedDeliveryDate: unknown, status = "confirmed") =>
      req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status, expectedDeliveryDate });
    const todayIndia = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const yesterday = new Date(Date.parse(`${todayIndia}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const past = await move(yesterday);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(ORDER_MESSAGES.dateInPast);
    expect((await move("2030-02-30")).json().message).toBe(ORDER_MESSAGES.dateInvalid);
    expect((await move("2999-01-01")).json().message).toBe(ORDER_MESSAGES.dateTooFar);
    expect((await move("tomorrow")).statusCode).toBe(400);
    expect((await move(12)).statusCode).toBe(400);
    expect((await move(todayIndia, "cancelled")).statusCode).toBe(400);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, s.order.id));
    expect(stored).toMatchObject({ status: "placed", expectedDeliveryDate: null });
    expect((await move(todayIndia)).statusCode).toBe(200);
    const later = new Date(Date.parse(`${todayIndia}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const moved = await move(later);
    expect(moved.statusCode, "same status with a new date moves the date").toBe(200);
    expect(moved.json().expectedDeliveryDate).toBe(later);
  });

  it("50 concurrent admin moves of one order: one step is taken", async () => {
    const s = await sale();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status: "confirmed" }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect((await notesOf(s.buyer.user.id)).filter((n) => n.type === "order_status")).toHaveLength(1);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, s.order.id));
    expect(audit.map((a) => [a.action, a.details])).toEqual([["order_status", { from: "placed", to: "confirmed" }]]);
  });
});
