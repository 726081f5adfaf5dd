import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "@contract/orders";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { payouts } from "../../db/schema/payouts";
import { shipmentScans, shipments } from "../../db/schema/shipments";
import { createTestApp } from "../../test/test-app";
import { shiprocketScan } from "../../test/shiprocket-scan";
import { slowPglite } from "../../test/slow-pglite";
import { testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";
import { courierSettings } from "../shipping";
import { makeDuePayouts } from "../settlement";

/**
 * Courier times are believed only when plausible (not before the booking, not in the future, a few minutes' skew):
 * otherwise a scan counts from when we heard of it. The return window and the payout clock run from that delivery
 * time, and a delivery with no pickup scan before it holds the payout until an admin releases it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, {}, { wrapEmbedded: slowPglite });
  token = courierSettings(t.app.config).webhookToken!;
});
afterAll(() => t.close());
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

const DAY = 86_400_000;
const MINUTE = 60_000;

async function shipped() {
  const s = await testSale(t.app, t.db);
  const res = await req("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token);
  expect(res.statusCode, res.body).toBe(200);
  return { ...s, awb: res.json().shipment.awb as string };
}
const webhook = (awb: string, srStatus: number, label: string, at: Date) =>
  t.app.inject({
    method: "POST",
    url: "/api/webhooks/courier",
    headers: { "content-type": "application/json", "x-api-key": token },
    payload: JSON.stringify(shiprocketScan(awb, srStatus, label, at)),
  });
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const payoutOf = async (orderId: string) => (await t.db.select().from(payouts).where(eq(payouts.orderId, orderId)))[0];
async function scansOf(orderId: string) {
  const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return t.db.select().from(shipmentScans).where(eq(shipmentScans.shipmentId, shipment!.id));
}
/** As if the return window (48 hours) had passed since the stored delivery time. */
const windowPassed = (orderId: string, deliveredAt: Date) =>
  t.db
    .update(orders)
    .set({ deliveredAt: new Date(deliveredAt.getTime() - 3 * DAY) })
    .where(eq(orders.id, orderId));
const near = (at: Date | null, to: number) => Math.abs((at?.getTime() ?? 0) - to) < 2 * MINUTE;

describe("a delivered scan with no pickup, dated 20 days back", () => {
  it("is delivered as of now: the return window stays open and the payout waits for an admin's release", async () => {
    const s = await shipped();
    const claimed = new Date(Date.now() - 20 * DAY);
    expect((await webhook(s.awb, 7, "DELIVERED", claimed)).statusCode).toBe(200);
    const order = await orderOf(s.order.id);
    expect(order.status).toBe("delivered");
    expect(near(order.deliveredAt, Date.now())).toBe(true);
    expect(order.payoutHold).toBe(ORDER_MESSAGES.payoutHeldNoPickup);
    // The scan is kept with the courier's time beside ours; a replay of it is the same scan.
    expect((await webhook(s.awb, 7, "DELIVERED", claimed)).statusCode).toBe(200);
    const [scan, ...more] = await scansOf(s.order.id);
    expect(more).toEqual([]);
    expect(near(scan!.at, Date.now())).toBe(true);
    expect(Math.abs(scan!.reportedAt.getTime() - claimed.getTime())).toBeLessThan(1000);

    // The return window is open: the payout is not due, and a buyer in the same place may still ask for a return.
    const other = await shipped();
    expect((await webhook(other.awb, 7, "DELIVERED", claimed)).statusCode).toBe(200);
    const asked = await req("POST", `/api/orders/${other.order.id}/return`, other.buyer.token, {
      reason: "wrong_size",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await makeDuePayouts(t.db);
    expect(await payoutOf(s.order.id)).toBeUndefined();
    const view = (await req("GET", `/api/admin/orders/${s.order.id}`, s.admin.token)).json();
    expect(view.payoutHold).toBe(ORDER_MESSAGES.payoutHeldNoPickup);
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, s.admin.user.id),
          eq(notifications.title, "Payout held for a look"),
          eq(notifications.link, `/admin-panel?tab=orders&q=${s.order.orderNumber}`),
        ),
      );
    expect(told).toHaveLength(1);

    // Once the window has closed, the hold still keeps the payout back.
    await windowPassed(s.order.id, order.deliveredAt!);
    await makeDuePayouts(t.db);
    expect(await payoutOf(s.order.id)).toBeUndefined();

    // Only an admin releases it; ten at once release it once, audit-logged with the reason.
    const url = `/api/admin/orders/${s.order.id}/release-payout`;
    expect((await req("POST", url, s.seller.token)).statusCode).toBe(403);
    const answers = await Promise.all(Array.from({ length: 10 }, () => req("POST", url, s.admin.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(ORDER_MESSAGES.payoutNotHeld);
    const audits = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, s.order.id), eq(adminAuditLog.action, "payout_hold_released")));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ reason: ORDER_MESSAGES.payoutHeldNoPickup });
    await makeDuePayouts(t.db);
    expect(await payoutOf(s.order.id)).toMatchObject({ status: "due", amount: 6500 - 195 });
  });
});

describe("scan times in the future or before the booking", () => {
  it("a pickup and a delivery dated 3 days ahead count from when we heard of them; nothing is held", async () => {
    const s = await shipped();
    const ahead = new Date(Date.now() + 3 * DAY);
    expect((await webhook(s.awb, 42, "PICKED UP", new Date(ahead.getTime() - 60 * MINUTE))).statusCode).toBe(200);
    expect((await webhook(s.awb, 7, "DELIVERED", ahead)).statusCode).toBe(200);
    const order = await orderOf(s.order.id);
    expect(order.status).toBe("delivered");
    expect(order.deliveredAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(near(order.deliveredAt, Date.now())).toBe(true);
    expect(order.payoutHold).toBeNull();
    const scans = await scansOf(s.order.id);
    expect(scans).toHaveLength(2);
    for (const scan of scans) expect(scan.at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("a pickup dated before the booking counts from when we heard of it; a plausible delivery keeps its own time", async () => {
    const s = await shipped();
    expect((await webhook(s.awb, 42, "PICKED UP", new Date(Date.now() - 2 * DAY))).statusCode).toBe(200);
    const [pickup] = await scansOf(s.order.id);
    expect(near(pickup!.at, Date.now())).toBe(true);
    // A minute's skew of the courier's clock is believed.
    const delivered = new Date(Math.floor((Date.now() + MINUTE) / 1000) * 1000);
    expect((await webhook(s.awb, 7, "DELIVERED", delivered)).statusCode).toBe(200);
    const order = await orderOf(s.order.id);
    expect(order.deliveredAt!.getTime()).toBe(delivered.getTime());
    expect(order.payoutHold).toBeNull();
  });
});
