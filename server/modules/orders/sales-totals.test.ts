import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { salesTotals } from "../../db/schema/sales-totals";
import { shipments } from "../../db/schema/shipments";
import { users } from "../../db/schema/users";
import { createTestApp } from "../../test/test-app";
import { shiprocketScan } from "../../test/shiprocket-scan";
import { testSale } from "../../test/test-orders";
import { backAndReceived } from "../../test/test-returns";
import { requester, testAccount } from "../../test/test-people";
import { courierSettings } from "../shipping";

/**
 * "Items sold" is a maintained total (sales_totals), counted in the transaction that delivers an order. Whatever
 * races — repeated delivery webhooks, an admin's cancel against the delivery, returns afterwards — it must equal
 * the count it stands for: the seller's orders that reached delivered (a return keeps the order delivered).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = courierSettings(t.app.config).webhookToken!;
});
afterAll(() => t.close());
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

/** Shiprocket's webhook for a forward parcel's delivery scan. */
const deliveredWebhook = (awb: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/webhooks/courier",
    headers: { "content-type": "application/json", "x-api-key": token },
    payload: JSON.stringify(shiprocketScan(awb, 7, "DELIVERED", new Date())),
  });

async function totalOf(sellerId: string) {
  const [row] = await t.db.select().from(salesTotals).where(eq(salesTotals.sellerId, sellerId));
  return row?.itemsSold ?? 0;
}

async function deliveredCount(sellerId: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.status, "delivered")));
  return row!.n;
}

/** One seller's orders, each accepted by the admin and its parcel booked with the sandbox courier. */
async function shippedOrders(n: number) {
  const seller = await testAccount(t.db, { label: "Seller" });
  const buyer = await testAccount(t.db, { role: "buyer", label: "Buyer" });
  const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
  const sales = [];
  for (let i = 0; i < n; i += 1) {
    // As if an hour had passed: the seller may list 20 things an hour, and this seller lists n.
    await t.db.update(users).set({ listingWindowStartedAt: null }).where(eq(users.id, seller.user.id));
    const s = await testSale(t.app, t.db, { seller, buyer, admin });
    const confirmed = await req("PUT", `/api/admin/orders/${s.order.id}/status`, admin.token, { status: "confirmed" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [parcel] = await t.db
      .select({ awb: shipments.awb })
      .from(shipments)
      .where(and(eq(shipments.orderId, s.order.id), eq(shipments.kind, "forward")));
    expect(parcel?.awb).toBeTruthy();
    sales.push({ orderId: s.order.id, awb: parcel!.awb! });
  }
  return { seller, buyer, admin, sales };
}

describe("items sold, kept as orders are delivered", () => {
  it("equals the count of delivered orders after concurrent deliveries, cancels and returns", async () => {
    const { seller, buyer, admin, sales } = await shippedOrders(24);
    const cancel = (orderId: string) =>
      req("PUT", `/api/admin/orders/${orderId}/status`, admin.token, { status: "cancelled" });

    // At once: sixteen parcels delivered, each told three times; four deliveries racing an admin's cancel; four
    // orders cancelled outright. 60 requests.
    const answers = await Promise.all([
      ...sales.slice(0, 16).flatMap((s) => [1, 2, 3].map(() => deliveredWebhook(s.awb))),
      ...sales.slice(16, 20).flatMap((s) => [deliveredWebhook(s.awb), cancel(s.orderId)]),
      ...sales.slice(20).map((s) => cancel(s.orderId)),
    ]);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const delivered = await deliveredCount(seller.user.id);
    expect(delivered).toBeGreaterThanOrEqual(16);
    expect(delivered).toBeLessThanOrEqual(20);
    expect(await totalOf(seller.user.id)).toBe(delivered);

    // Returns of six delivered orders, checked by the seller at once (with a late repeat of every delivery webhook): a returned
    // order stays delivered, so it stays sold.
    const returned = sales.slice(0, 6);
    const asked = await Promise.all(
      returned.map((s) => req("POST", `/api/orders/${s.orderId}/return`, buyer.token, { reason: "wrong_size" })),
    );
    for (const a of asked) expect(a.statusCode, a.body).toBe(201);
    const ids = asked.map((a) => a.json().id as string);
    for (const id of ids)
      expect((await req("PUT", `/api/admin/returns/${id}/approve`, admin.token)).statusCode).toBe(200);
    const processed = await Promise.all([
      ...ids.map((id, i) =>
        backAndReceived(
          t.app,
          { admin: admin.token, seller: seller.token },
          { returnId: id, orderId: returned[i]!.orderId },
        ),
      ),
      ...sales.map((s) => deliveredWebhook(s.awb)),
    ]);
    expect(processed.slice(0, ids.length).map((p) => p.statusCode)).toEqual(ids.map(() => 200));
    expect(await deliveredCount(seller.user.id)).toBe(delivered);
    expect(await totalOf(seller.user.id)).toBe(delivered);

    const profile = await req("GET", `/api/sellers/${seller.user.username}`);
    expect(profile.json().itemsSold).toBe(delivered);
  });

  it("is what migration 0023's backfill computes from the orders", async () => {
    const { sales } = await shippedOrders(2);
    expect((await deliveredWebhook(sales[0]!.awb)).statusCode).toBe(200);
    const before = await t.db.select().from(salesTotals).orderBy(salesTotals.sellerId);
    expect(before.length).toBeGreaterThan(0);
    const migration = readFileSync(new URL("../../db/migrations/0023_sales_totals.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    expect(backfill).toContain('INSERT INTO "sales_totals"');
    await t.db.transaction(async (tx) => {
      await tx.delete(salesTotals);
      await tx.execute(sql.raw(backfill));
    });
    expect(await t.db.select().from(salesTotals).orderBy(salesTotals.sellerId)).toEqual(before);
  });
});
