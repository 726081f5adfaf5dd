import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationLinks } from "@contract/notifications";
import { ORDER_MESSAGES } from "@contract/orders";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { sandboxCourierOrders } from "../../sandboxes/courier/schema";
import { shipments } from "../../db/schema/shipments";
import { AppError } from "../../lib/errors";
import { createTestApp } from "../../test/test-app";
import { slowPglite } from "../../test/slow-pglite";
import { testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";
import { courierSettings, shiprocketCourier, type CourierSettings, type ShippingDeps } from "../shipping";
import { cancelByBuyer } from "./cancel-order";

/**
 * An order whose parcel the courier holds is cancelled (and refunded) only once the courier confirms it cancelled
 * the parcel: a refusal or no answer leaves the order as it was, on every cancel path, and a cancel racing the
 * pickup ends in one state.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { wrapEmbedded: slowPglite });
});
afterAll(() => t.close());
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

/** A sale the seller accepted: its parcel booked with the sandbox courier. */
async function booked() {
  const s = await testSale(t.app, t.db);
  const res = await req("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token);
  expect(res.statusCode, res.body).toBe(200);
  return { ...s, awb: res.json().shipment.awb as string };
}

/** The courier collects the parcel, and its pickup scan has not reached us yet. */
async function collectedQuietly(awb: string) {
  const at = new Date().toISOString();
  const scan = { srStatus: 42, label: "PICKED UP", activity: "Shipment picked up", location: "Kolkata", at };
  await t.db
    .update(sandboxCourierOrders)
    .set({ scans: [scan], status: "PICKED UP" })
    .where(eq(sandboxCourierOrders.awb, awb));
}

const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const listingOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const cancelNotices = (orderId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.title, "Order cancelled"), eq(notifications.link, notificationLinks.order(orderId))));
const shipmentOf = async (orderId: string) =>
  (await t.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!;
const atCourier = async (awb: string) =>
  (await t.db.select().from(sandboxCourierOrders).where(eq(sandboxCourierOrders.awb, awb)))[0]!;
const pickupScan = (awb: string) =>
  t.app.inject({ method: "POST", url: `/sandbox/courier/shipments/${awb}/scan`, payload: { status: 42 } });

/** Nothing the cancel would do has happened: same status, no refund, the listing still sold, nobody told. */
async function untouched(s: Awaited<ReturnType<typeof booked>>, status = "confirmed") {
  expect((await orderOf(s.order.id)).status).toBe(status);
  expect(await refundsOf(s.order.id)).toEqual([]);
  expect(await listingOf(s.productId)).toMatchObject({ status: "sold", isAvailable: false });
  expect(await cancelNotices(s.order.id)).toEqual([]);
}

type Transport = NonNullable<CourierSettings["transport"]>;
function courierAnswering(answer: Transport): ShippingDeps {
  const courier = shiprocketCourier({ ...courierSettings(t.app.config), transport: answer });
  return { db: t.db, courier, log: t.app.log, trackEverySeconds: 300 };
}

describe("cancelling an order whose parcel the courier holds", () => {
  it("a buyer's cancel the courier refuses (collected, its scan not yet here) is a 409 saying why; nothing changes", async () => {
    const s = await booked();
    await collectedQuietly(s.awb);
    const res = await req("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, { reason: "mistakenly_placed" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.courierKeepsParcel("Order cannot be cancelled after pickup"));
    await untouched(s);
    expect(await shipmentOf(s.order.id)).toMatchObject({
      state: "booked",
      lastError: expect.stringContaining("pickup"),
    });
    // The parcel goes on: its scans still move the order.
    await t.db
      .update(sandboxCourierOrders)
      .set({ scans: [], status: "PICKUP QUEUED" })
      .where(eq(sandboxCourierOrders.awb, s.awb));
    expect((await pickupScan(s.awb)).statusCode).toBe(200);
    expect((await orderOf(s.order.id)).status).toBe("picked_up");
  });

  it("a courier that cannot be asked (5xx, a network error) leaves the order as it was: 503, try again later", async () => {
    const s = await booked();
    const fails: Transport[] = [
      async () => ({ statusCode: 503, body: "" }),
      async () => {
        throw new Error("connect ECONNREFUSED");
      },
    ];
    for (const transport of fails) {
      const err = await cancelByBuyer(courierAnswering(transport), s.buyer.user, s.order.id, "mistakenly_placed").then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ statusCode: 503, message: ORDER_MESSAGES.courierUnreachable });
      await untouched(s);
      expect((await shipmentOf(s.order.id)).state).toBe("booked");
    }
    // Once the courier answers, the same cancel goes through: cancelled there first, then here.
    const res = await req("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, { reason: "mistakenly_placed" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(s.order.id)).toHaveLength(1);
    expect((await atCourier(s.awb)).statusCode).toBe(5);
    expect((await shipmentOf(s.order.id)).state).toBe("cancelled");
  });

  it("the admin's cancel of a parcel the courier collected is refused too; taken off the courier, it cancels", async () => {
    const s = await booked();
    expect((await pickupScan(s.awb)).statusCode).toBe(200);
    const cancel = () => req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status: "cancelled" });
    const refused = await cancel();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.courierKeepsParcel("Order cannot be cancelled after pickup"));
    await untouched(s, "picked_up");
    const shipment = await shipmentOf(s.order.id);
    expect((await req("POST", `/api/admin/shipments/${shipment.id}/by-hand`, s.admin.token)).statusCode).toBe(200);
    const done = await cancel();
    expect(done.statusCode, done.body).toBe(200);
    expect(await refundsOf(s.order.id)).toHaveLength(1);
  });

  it("cancels racing the pickup scan, many at once: each order ends either cancelled or collected, never both", async () => {
    const sales = await Promise.all(Array.from({ length: 6 }, () => booked()));
    // The pickup comes a little later for each order, so some cancels reach the courier first and some after it.
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const answers = await Promise.all(
      sales.map((s, i) =>
        Promise.all([
          req("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, { reason: "not_required_anymore" }),
          req("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, { reason: "not_required_anymore" }),
          later(i * 40).then(() => pickupScan(s.awb)),
        ]),
      ),
    );
    for (const [i, s] of sales.entries()) {
      const [a, b, scan] = answers[i]!;
      expect([a!.statusCode, b!.statusCode, scan!.statusCode].filter((c) => c >= 500)).toEqual([]);
      const order = await orderOf(s.order.id);
      const courier = await atCourier(s.awb);
      if (order.status === "cancelled") {
        expect(courier.statusCode).toBe(5);
        expect(courier.scans).toEqual([]);
        expect(await refundsOf(s.order.id)).toHaveLength(1);
        expect((await shipmentOf(s.order.id)).state).toBe("cancelled");
        expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
      } else {
        expect(order.status).toBe("picked_up");
        expect(courier.scans.map((x) => x.srStatus)).toEqual([42]);
        expect(await refundsOf(s.order.id)).toEqual([]);
        expect(await cancelNotices(s.order.id)).toEqual([]);
        expect([a!.statusCode, b!.statusCode]).toEqual([409, 409]);
      }
    }
  });
});
