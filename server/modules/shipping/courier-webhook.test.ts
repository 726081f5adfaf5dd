import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/notifications";
import type { Mail } from "../../lib/mailer";
import { orders } from "../../db/schema/orders";
import { refunds } from "../../db/schema/refunds";
import { sandboxCourierOrders } from "../../sandboxes/courier/schema";
import { shipmentScans, shipments } from "../../db/schema/shipments";
import { createTestApp } from "../../test/test-app";
import { shiprocketScan } from "../../test/shiprocket-scan";
import { testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";
import { trackActiveShipments } from "../fulfilment";
import { courierSettings, shiprocketCourier, type CourierSettings } from ".";
import { stepShipment } from "../../sandboxes/courier/scans";

/** POST /api/webhooks/courier and the tracking job: the courier's scans move the order forward only. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
const sent: Mail[] = [];
beforeAll(async () => {
  t = await createTestApp({}, {}, { mailer: { send: async (mail) => void sent.push(mail) } });
  token = courierSettings(t.app.config).webhookToken!;
});
afterAll(() => t.close());
const req = () => requester(t.app);

/** An accepted order whose parcel the sandbox courier booked: its AWB. */
async function shipped() {
  const s = await testSale(t.app, t.db);
  const res = await req()("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token);
  expect(res.statusCode, res.body).toBe(200);
  return { ...s, awb: res.json().shipment.awb as string };
}
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const scansOf = async (orderId: string) => {
  const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return t.db.select().from(shipmentScans).where(eq(shipmentScans.shipmentId, shipment!.id));
};
const noticesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

const delivery = shiprocketScan;
const post = (body: unknown, key: string | null = token, raw?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/webhooks/courier",
    headers: { "content-type": "application/json", ...(key === null ? {} : { "x-api-key": key }) },
    payload: raw ?? JSON.stringify(body),
  });
const scan = (awb: string, status?: number) =>
  t.app.inject({ method: "POST", url: `/sandbox/courier/shipments/${awb}/scan`, payload: status ? { status } : {} });

describe("the sandbox courier's scans move the order through our webhook", () => {
  it("picked up, out for delivery, delivered: each step told to the buyer, delivery dated by the scan", async () => {
    const s = await shipped();
    await scan(s.awb);
    expect((await orderOf(s.order.id)).status).toBe("picked_up");
    await scan(s.awb);
    expect((await orderOf(s.order.id)).status).toBe("picked_up"); // in transit
    await scan(s.awb);
    expect((await orderOf(s.order.id)).status).toBe("out_for_delivery");
    await scan(s.awb);
    const order = await orderOf(s.order.id);
    expect(order.status).toBe("delivered");
    const [courierOrder] = await t.db.select().from(sandboxCourierOrders).where(eq(sandboxCourierOrders.awb, s.awb));
    expect(order.deliveredAt!.getTime()).toBe(
      Math.floor(new Date(courierOrder!.scans.at(-1)!.at).getTime() / 1000) * 1000,
    );
    const titles = (await noticesOf(s.buyer.user.id)).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(["Order picked up", "Out for delivery", "Order delivered"]));
    // Both sides are asked to rate once: the seller's notice, and a mail each after the scan committed.
    expect((await noticesOf(s.seller.user.id)).filter((n) => n.link?.endsWith("#rate"))).toHaveLength(1);
    expect((await scansOf(s.order.id)).map((x) => x.srStatus).sort()).toEqual([17, 18, 42, 7].sort());
    const view = (await req()("GET", `/api/orders/${s.order.id}`, s.buyer.token)).json();
    expect(view.shipment.phase).toBe("delivered");
    const buyerScans = (await req()("GET", `/api/orders/${s.order.id}/tracking`, s.buyer.token)).json().scans;
    expect(buyerScans.map((x: { label: string }) => x.label)).toEqual([
      "PICKED UP",
      "IN TRANSIT",
      "OUT FOR DELIVERY",
      "DELIVERED",
    ]);
    expect(buyerScans[3].location).toBeTruthy();
    const sellerScans = (await req()("GET", `/api/orders/${s.order.id}/tracking`, s.seller.token)).json().scans;
    expect(sellerScans.every((x: { location: string | null }) => x.location === null)).toBe(true);
    const stranger = await req()("GET", `/api/orders/${s.order.id}/tracking`, s.admin.token);
    expect(stranger.statusCode).toBe(200);
    await post(delivery(s.awb, 7, "DELIVERED", new Date())); // a later repeat of the delivery asks no more
    const asks = sent.filter((m) => m.subject.includes("How was the") && m.html.includes(s.order.id));
    expect(asks.map((m) => m.to).sort()).toEqual([s.buyer.user.email, s.seller.user.email].sort());
  });
});

describe("bad input and races at the webhook", () => {
  it("a wrong or missing token is 401 and changes nothing", async () => {
    const s = await shipped();
    const body = delivery(s.awb, 42, "PICKED UP", new Date());
    expect((await post(body, "wrong")).statusCode).toBe(401);
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, `${token}x`)).json()).toMatchObject({ code: "unauthorized" });
    expect((await orderOf(s.order.id)).status).toBe("confirmed");
  });

  it("malformed JSON, a body without an AWB and an unknown AWB answer 200 and change nothing", async () => {
    expect((await post(undefined, token, "{not json")).statusCode).toBe(200);
    expect((await post(undefined, token, "[1,2]")).statusCode).toBe(200);
    expect((await post({ awb: { nested: true } })).statusCode).toBe(200);
    expect((await post(delivery("999999999999", 7, "DELIVERED", new Date()))).statusCode).toBe(200);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/courier",
      headers: { "content-type": "text/plain", "x-api-key": token },
      payload: "hello",
    });
    expect(text.statusCode).toBe(200);
  });

  it("a 1 MB body is 413", async () => {
    const s = await shipped();
    const res = await post({ ...delivery(s.awb, 7, "DELIVERED", new Date()), pad: "x".repeat(1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect((await orderOf(s.order.id)).status).toBe("confirmed");
  });

  it("200 replays of one scan (40 at once) store it once and tell the buyer once", async () => {
    const s = await shipped();
    const body = delivery(s.awb, 42, "PICKED UP", new Date());
    const first = await Promise.all(Array.from({ length: 40 }, () => post(body)));
    for (let i = 0; i < 160; i += 1) await post(body);
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    expect(await scansOf(s.order.id)).toHaveLength(1);
    expect((await orderOf(s.order.id)).status).toBe("picked_up");
    expect((await noticesOf(s.buyer.user.id)).filter((n) => n.title === "Order picked up")).toHaveLength(1);
  });

  it("scans out of order never move the order backwards", async () => {
    const s = await shipped();
    const now = Date.now();
    await post(delivery(s.awb, 7, "DELIVERED", new Date(now - 60_000)));
    await post(delivery(s.awb, 17, "OUT FOR DELIVERY", new Date(now - 120_000)));
    await post(delivery(s.awb, 42, "PICKED UP", new Date(now - 600_000)));
    const order = await orderOf(s.order.id);
    expect(order.status).toBe("delivered");
    expect(order.deliveredAt!.getTime()).toBe(Math.floor((now - 60_000) / 1000) * 1000);
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, s.order.id));
    expect(shipment!.phase).toBe("delivered");
  });

  it("scans for a cancelled order change nothing", async () => {
    const s = await shipped();
    const cancel = await req()("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, {
      reason: "mistakenly_placed",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await post(delivery(s.awb, 42, "PICKED UP", new Date()))).statusCode).toBe(200);
    expect((await post(delivery(s.awb, 7, "DELIVERED", new Date()))).statusCode).toBe(200);
    expect((await orderOf(s.order.id)).status).toBe("cancelled");
  });

  it("a failed delivery attempt tells the buyer and the admin; the parcel back with the seller cancels and refunds", async () => {
    const s = await shipped();
    await scan(s.awb);
    await scan(s.awb, 17);
    await scan(s.awb, 21);
    expect((await orderOf(s.order.id)).status).toBe("out_for_delivery");
    expect((await noticesOf(s.buyer.user.id)).map((n) => n.title)).toContain("Delivery attempt failed");
    expect((await noticesOf(s.admin.user.id)).map((n) => n.title)).toContain("Delivery attempt failed");
    await scan(s.awb, 9);
    expect((await orderOf(s.order.id)).status).toBe("out_for_delivery");
    await scan(s.awb, 10);
    const order = await orderOf(s.order.id);
    expect(order).toMatchObject({ status: "cancelled", cancelReason: "returned_to_seller" });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, s.order.id));
    expect(refund).toBeDefined();
  });
});

describe("the tracking job", () => {
  it("catches a scan whose webhook never came", async () => {
    const s = await shipped();
    const [courierOrder] = await t.db.select().from(sandboxCourierOrders).where(eq(sandboxCourierOrders.awb, s.awb));
    const lost = () => Promise.reject(new Error("the webhook never came"));
    const silent = {
      ...courierSettings(t.app.config),
      stepSeconds: t.app.config.sandboxCourierStepSeconds,
      transport: lost,
    };
    expect(await stepShipment(t.db, silent, courierOrder!, new Date())).toBeDefined();
    expect((await orderOf(s.order.id)).status).toBe("confirmed");
    await t.db
      .update(shipments)
      .set({ trackNextAt: new Date(0) })
      .where(eq(shipments.orderId, s.order.id));
    const settings: CourierSettings = {
      ...courierSettings(t.app.config),
      transport: (r) => t.app.inject(r),
    };
    const deps = {
      db: t.db,
      courier: shiprocketCourier(settings),
      log: t.app.log,
      trackEverySeconds: 300,
      mailer: { send: async () => undefined },
      publicUrl: t.app.config.publicUrl,
    };
    expect(await trackActiveShipments(deps)).toBeGreaterThanOrEqual(1);
    expect((await orderOf(s.order.id)).status).toBe("picked_up");
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, s.order.id));
    expect(shipment!.trackNextAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
