import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { payouts } from "../../db/schema/payouts";
import { returnRequests } from "../../db/schema/returns";
import { toPaise, toRupees } from "@contract/money";
import { createTestApp } from "../../test/test-app";
import { testSale } from "../../test/test-orders";
import { paymentReceived, payoutDue } from "../ledger";
import { almirahListing, requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const account = (role: "buyer" | "seller" | "admin" = "seller") => testAccount(t.db, { role, label: "Overview" });

type Status = (typeof orders.$inferInsert)["status"];

/** An order as the checkout will write it (no code writes orders yet), on a listing of its own. */
async function order(buyerId: string, status: Status, createdAt?: Date) {
  const seller = await account();
  const product = (await req("POST", "/api/products", seller.token, almirahListing(seller.bankId))).json();
  const [row] = await t.db
    .insert(orders)
    .values({
      buyerId,
      sellerId: seller.user.id,
      productId: product.id,
      finalPrice: 1000,
      buyerFee: 30,
      sellerFee: 30,
      platformFee: 60,
      deliveryCharge: 50,
      status,
      deliveryAddress: "4 Park Street, Kolkata, West Bengal 700016",
      deliveredAt: status === "delivered" ? new Date() : null,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning();
  return { order: row!, seller };
}

describe("GET /api/admin/stats", () => {
  it("counts listings awaiting review, orders by state, unread queries, revenue, payouts due and open returns", async () => {
    const admin = await account("admin");
    const buyer = await account("buyer");
    const stats = async () => (await req("GET", "/api/admin/stats", admin.token)).json();
    const before = await stats();
    expect(Object.values(before).every((v) => typeof v === "number")).toBe(true);

    const placed = await order(buyer.user.id, "placed");
    await order(buyer.user.id, "confirmed");
    const d1 = await order(buyer.user.id, "delivered");
    const d2 = await order(buyer.user.id, "delivered");
    const d3 = await order(buyer.user.id, "delivered");
    await order(buyer.user.id, "cancelled");
    const later = new Date(Date.now() + 3 * 86_400_000);
    await t.db.insert(payouts).values([
      { orderId: d1.order.id, sellerId: d1.seller.user.id, amount: 970, dueAt: later },
      {
        orderId: d2.order.id,
        sellerId: d2.seller.user.id,
        amount: 970,
        dueAt: new Date(),
        status: "paid",
        paidAt: new Date(),
        bankReference: "UTR123",
      },
    ]);
    await t.db.insert(returnRequests).values([
      { orderId: d1.order.id, reason: "received_faulty" },
      { orderId: d2.order.id, reason: "wrong_size", status: "rejected", rejectionNote: "Size as listed" },
      { orderId: d3.order.id, reason: "wrong_size", status: "processed", processedAt: new Date(), refundAmount: 100 },
    ]);
    for (const email of ["one@example.in", "two@example.in"]) {
      await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Asha", email, phone: "9876543210", subject: "Hi", message: "Hello" },
      });
    }
    const queries = (await req("GET", "/api/admin/contact-queries", admin.token)).json();
    await req("PUT", `/api/admin/contact-queries/${queries[0].id}/read`, admin.token);
    // One of the six new listings goes live; the other five wait for review.
    expect((await req("PUT", `/api/admin/products/${placed.order.productId}/approve`, admin.token)).statusCode).toBe(
      200,
    );

    const after = await stats();
    expect({
      pendingApproval: after.pendingApproval - before.pendingApproval,
      totalOrders: after.totalOrders - before.totalOrders,
      activeOrders: after.activeOrders - before.activeOrders,
      completed: after.completed - before.completed,
      returned: after.returned - before.returned,
      contactQueries: after.contactQueries - before.contactQueries,
      platformRevenue: after.platformRevenue - before.platformRevenue,
      payoutsDue: after.payoutsDue - before.payoutsDue,
      openReturns: after.openReturns - before.openReturns,
    }).toEqual({
      pendingApproval: 5,
      totalOrders: 6,
      activeOrders: 2,
      completed: 2,
      returned: 1,
      contactQueries: 1,
      // Revenue is the ledger's: these orders were written straight into the table, so the books earned nothing.
      platformRevenue: 0,
      payoutsDue: 1,
      openReturns: 1,
    });
  });
});

describe("GET /api/admin/audit-log", () => {
  it("lists admin actions newest first with the admin's name, filtered by action and actor, a page at a time", async () => {
    const first = await account("admin");
    const second = await account("admin");
    const sellerA = await account();
    const sellerB = await account();
    await req("PUT", `/api/admin/bank-accounts/${sellerA.bankId}/verify`, first.token);
    await req("PUT", `/api/admin/bank-accounts/${sellerB.bankId}/verify`, second.token);
    await req("POST", "/api/admin/coupons", first.token, { code: "AUDIT1", discountType: "flat", discountValue: 10 });

    const all = (await req("GET", "/api/admin/audit-log", first.token)).json();
    expect(all[0]).toMatchObject({ action: "coupon_create", adminId: first.user.id, adminName: first.user.fullName });

    const verifies = (await req("GET", "/api/admin/audit-log?action=verify_bank_account", first.token)).json();
    expect(verifies.map((e: { entityId: string }) => e.entityId).slice(0, 2)).toEqual([sellerB.bankId, sellerA.bankId]);

    const byFirst = (await req("GET", `/api/admin/audit-log?actorId=${first.user.id}`, first.token)).json();
    expect(byFirst.map((e: { action: string }) => e.action)).toEqual(["coupon_create", "verify_bank_account"]);
    const both = (
      await req("GET", `/api/admin/audit-log?actorId=${second.user.id}&action=verify_bank_account`, first.token)
    ).json();
    expect(both).toHaveLength(1);
    expect(both[0].entityId).toBe(sellerB.bankId);

    const page = (
      await req("GET", `/api/admin/audit-log?actorId=${first.user.id}&limit=1&offset=1`, first.token)
    ).json();
    expect(page.map((e: { action: string }) => e.action)).toEqual(["verify_bank_account"]);
    expect((await req("GET", "/api/admin/audit-log?action=nothing_like_this", first.token)).json()).toEqual([]);
  });

  it("says in words what each entry is about, keeping the raw fields", async () => {
    const admin = await account("admin");
    const seller = await account();
    const listing = (await req("POST", "/api/products", seller.token, almirahListing(seller.bankId))).json();
    const doomed = (
      await req("POST", "/api/products", seller.token, almirahListing(seller.bankId, { title: "Old Usha fan" }))
    ).json();
    expect(
      (await req("PUT", `/api/admin/products/${listing.id}/reject`, admin.token, { reason: "Blurry photos" }))
        .statusCode,
    ).toBe(200);
    expect((await req("PUT", `/api/admin/products/${doomed.id}/approve`, admin.token)).statusCode).toBe(200);
    expect(
      (await req("DELETE", `/api/admin/products/${doomed.id}`, admin.token, { reason: "Duplicate" })).statusCode,
    ).toBe(200);
    await req("PUT", `/api/admin/bank-accounts/${seller.bankId}/verify`, admin.token);
    await req("POST", "/api/admin/coupons", admin.token, { code: "WORDS10", discountType: "flat", discountValue: 10 });

    const entries = (await req("GET", `/api/admin/audit-log?actorId=${admin.user.id}`, admin.token)).json() as {
      action: string;
      entityId: string;
      entityLabel: string | null;
      detailsText: string | null;
    }[];
    const of = (action: string) => entries.find((e) => e.action === action)!;
    expect(of("coupon_create")).toMatchObject({ entityLabel: "coupon WORDS10", detailsText: null });
    expect(of("verify_bank_account")).toMatchObject({
      entityId: seller.bankId,
      entityLabel: `bank account of ${seller.user.fullName} ending 1234`,
    });
    expect(of("reject")).toMatchObject({
      entityId: listing.id,
      entityLabel: '"Godrej steel almirah, 2 doors"',
      detailsText: "reason: Blurry photos",
    });
    expect(of("delete")).toMatchObject({ entityLabel: '"Old Usha fan" (deleted)', detailsText: "reason: Duplicate" });
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-/i;
    for (const e of entries) expect(`${e.entityLabel} ${e.detailsText}`).not.toMatch(uuid);
  });

  it("refuses malformed filters with a 400", async () => {
    const admin = await account("admin");
    for (const query of ["actorId=someone", `action=${"a".repeat(101)}`, "limit=-1", "offset=abc"]) {
      const res = await req("GET", `/api/admin/audit-log?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });
});

describe("GET /api/admin/analytics", () => {
  it("gives one row per IST day of the window and totals over the same window", async () => {
    const admin = await account("admin");
    const buyer = await account("buyer");
    const get = async (days?: number) =>
      (await req("GET", `/api/admin/analytics${days ? `?days=${days}` : ""}`, admin.token)).json();
    const before = await get(7);
    const delivered = await order(buyer.user.id, "delivered");
    await order(buyer.user.id, "cancelled");
    await order(buyer.user.id, "placed", new Date(Date.now() - 40 * 86_400_000));
    await req("PUT", `/api/admin/products/${delivered.order.productId}/approve`, admin.token);

    const month = await get();
    expect(month.days).toBe(30);
    expect(month.series).toHaveLength(30);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(month.series.at(-1).date).toBe(today);

    const week = await get(7);
    expect(week.series).toHaveLength(7);
    const last = week.series.at(-1);
    const was = before.series.at(-1);
    expect({
      orders: last.orders - was.orders,
      gmv: last.gmv - was.gmv,
      platformRevenue: last.platformRevenue - was.platformRevenue,
      newListings: last.newListings - was.newListings,
      newUsers: last.newUsers - was.newUsers,
      // Revenue is the ledger's, as on the stats card: these orders were written straight into the table, so the books
      // earned nothing (it read 60, the placed order's fee, while the card said 0).
    }).toEqual({ orders: 2, gmv: 1000, platformRevenue: 0, newListings: 3, newUsers: 3 });
    // The order from 40 days ago is outside a 7-day and a 30-day window.
    const sum = (rows: { orders: number }[]) => rows.reduce((n, r) => n + r.orders, 0);
    expect(sum(month.series)).toBe(sum(week.series));
    expect(week.totals.ordersByStatus.delivered).toBeGreaterThanOrEqual(1);
    expect(week.totals.ordersByStatus.cancelled).toBeGreaterThanOrEqual(1);
    expect(week.totals.listingsByCategory.home_garden).toBeGreaterThanOrEqual(3);
    expect(week.totals.completionRate).toBeGreaterThan(0);
    expect(week.totals.completionRate).toBeLessThanOrEqual(1);
    expect(week.totals.medianHoursToApproval).toBeGreaterThanOrEqual(0);
    expect((await get(365)).series).toHaveLength(365);
  });

  it("tells the Platform Revenue card's figure: what the books earned, on the day they earned it", async () => {
    const admin = await account("admin");
    const revenueNow = async () => ({
      card: (await req("GET", "/api/admin/stats", admin.token)).json().platformRevenue as number,
      today: (await req("GET", "/api/admin/analytics?days=1", admin.token)).json().series[0].platformRevenue as number,
    });
    const before = await revenueNow();
    const sale = await testSale(t.app, t.db, { admin });
    const ref = { paymentId: sale.payment.id, orderId: sale.order.id };
    const paid = toPaise(sale.payment.amount);
    await t.db.transaction((tx) => paymentReceived(tx, ref, paid));
    // Paid for, not yet completed: nothing earned on either, though the order carries its fees.
    expect(await revenueNow()).toEqual(before);

    const fees = toPaise(sale.order.buyerFee) + toPaise(sale.order.sellerFee);
    const delivery = toPaise(sale.order.deliveryCharge);
    await t.db.transaction((tx) =>
      payoutDue(tx, ref, { paid, sellerShare: paid - fees - delivery, fees, delivery, coupon: 0 }),
    );
    const earned = toRupees(fees + delivery);
    expect(await revenueNow()).toEqual({ card: before.card + earned, today: before.today + earned });
  });

  it("refuses a window that is not 1 to 365 whole days", async () => {
    const admin = await account("admin");
    for (const days of ["0", "366", "7.5", "week", "-1"]) {
      const res = await req("GET", `/api/admin/analytics?days=${days}`, admin.token);
      expect(res.statusCode, days).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });
});
