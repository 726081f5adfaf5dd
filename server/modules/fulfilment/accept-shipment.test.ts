import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { pickupLocations, shipments } from "../../db/schema/shipments";
import { sandboxCourierOrders, sandboxCourierPickups } from "../../sandboxes/courier/schema";
import { testSale } from "../../test/test-orders";
import { requester, testAccount } from "../../test/test-people";
import { createTestApp } from "../../test/test-app";
import {
  bookDueShipments,
  courierSettings,
  shiprocketCourier,
  type CourierSettings,
  type ShippingDeps,
} from "../shipping";
import { acceptOrder } from "./accept-order";

/** Accept Order books the parcel with the (sandbox) courier: once, outside the order's transaction, retried. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const req = () => requester(t.app);

type Transport = NonNullable<CourierSettings["transport"]>;
/** Shipping deps whose courier calls pass through `wrap` on their way into the app's sandbox courier. */
function shippingVia(
  wrap: (request: Parameters<Transport>[0], inject: Transport) => ReturnType<Transport>,
): ShippingDeps {
  const inject: Transport = (request) => t.app.inject(request);
  const settings = {
    ...courierSettings(t.app.config),
    transport: (r: Parameters<Transport>[0]) => wrap(r, inject),
  };
  return { db: t.db, courier: shiprocketCourier(settings), log: t.app.log, trackEverySeconds: 300 };
}
const shipmentOf = async (orderId: string) =>
  (await t.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0];
const atCourier = (orderNumber: number) =>
  t.db
    .select()
    .from(sandboxCourierOrders)
    .where(eq(sandboxCourierOrders.channelOrderId, String(orderNumber)));
const dueNow = (id: string) =>
  t.db
    .update(shipments)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(shipments.id, id));

describe("booking the parcel when the seller accepts", () => {
  it("books with an AWB and pickup date; buyer and seller see the courier and AWB, only the admin the label", async () => {
    const s = await testSale(t.app, t.db);
    const accepted = await req()("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().shipment).toMatchObject({
      state: "booked",
      phase: "booked",
      courierName: "Sandbox Surface",
      awb: expect.stringMatching(/^77\d{12}$/),
      pickupScheduledFor: expect.any(String),
    });
    expect(accepted.json().shipment.labelUrl).toBeUndefined();
    const buyerView = (await req()("GET", `/api/orders/${s.order.id}`, s.buyer.token)).json();
    expect(buyerView.shipment.trackingUrl).toContain("/sandbox/courier/tracking/");
    expect(buyerView.shipment.labelUrl).toBeUndefined();
    const adminView = (await req()("GET", `/api/admin/orders/${s.order.id}`, s.admin.token)).json();
    expect(adminView.shipment.labelUrl).toContain("/sandbox/courier/label/");

    const [courierOrder] = await atCourier(s.order.orderNumber);
    expect(courierOrder!.details).toMatchObject({ deliveryName: s.buyer.user.fullName, deliveryPincode: "700029" });
    expect(courierOrder!.pickupLocation).toMatch(/^S-[0-9a-f]{8}-700016-[0-9a-f]{6}$/);
  });

  it("registers a seller's pickup address once, however many of their orders ship from it", async () => {
    const seller = await testAccount(t.db, { label: "Seller" });
    for (let i = 0; i < 2; i += 1) {
      const s = await testSale(t.app, t.db, { seller });
      expect((await req()("PUT", `/api/orders/${s.order.id}/accept`, seller.token)).statusCode).toBe(200);
    }
    const mine = (await t.db.select().from(sandboxCourierPickups)).filter((p) =>
      p.nickname.includes(seller.user.id.slice(0, 8)),
    );
    expect(mine).toHaveLength(1);
    expect((await t.db.select().from(pickupLocations)).filter((p) => p.nickname === mine[0]!.nickname)).toHaveLength(1);
  });

  it("Accept Order raced 20 times books one shipment with one AWB", async () => {
    const s = await testSale(t.app, t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => req()("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, s.order.id))).toHaveLength(1);
    const courierOrders = await atCourier(s.order.orderNumber);
    expect(courierOrders).toHaveLength(1);
    expect(courierOrders[0]!.awb).toBe((await shipmentOf(s.order.id))!.awb);
  });

  it("a courier answering 5xx leaves the order confirmed and the booking retried by the job", async () => {
    const s = await testSale(t.app, t.db);
    const down = shippingVia(async () => ({ statusCode: 503, body: "Service Unavailable" }));
    const view = await acceptOrder(down, s.seller.user, s.order.id);
    expect(view.status).toBe("confirmed");
    const failed = (await shipmentOf(s.order.id))!;
    expect(failed).toMatchObject({
      state: "booking",
      awb: null,
      attempts: 1,
      lastError: expect.stringContaining("503"),
    });
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await bookDueShipments(shippingVia((r, inject) => inject(r)))).toBe(0); // not yet its turn
    await dueNow(failed.id);
    expect(await bookDueShipments(shippingVia((r, inject) => inject(r)))).toBeGreaterThanOrEqual(1);
    expect(await shipmentOf(s.order.id)).toMatchObject({ state: "booked", awb: expect.any(String), attempts: 2 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, s.order.id));
    expect(order!.status).toBe("confirmed");
  });

  it("an AWB request whose answer is lost (it went through) is not repeated: the retry reads the AWB", async () => {
    const s = await testSale(t.app, t.db);
    let assigns = 0;
    const lossy = shippingVia(async (r, inject) => {
      const res = await inject(r);
      if (r.url.endsWith("/courier/assign/awb")) {
        assigns += 1;
        return { statusCode: 504, body: "<html>Gateway Time-out</html>" };
      }
      return res;
    });
    await acceptOrder(lossy, s.seller.user, s.order.id);
    const first = (await shipmentOf(s.order.id))!;
    expect(first.state).toBe("booking");
    await dueNow(first.id);
    await bookDueShipments(lossy);
    const booked = (await shipmentOf(s.order.id))!;
    expect(booked.state).toBe("booked");
    expect(assigns).toBe(1);
    const [atSandbox] = await atCourier(s.order.orderNumber);
    expect(booked.awb).toBe(atSandbox!.awb);
  });

  it("twenty retry jobs at once make one attempt", async () => {
    const s = await testSale(t.app, t.db);
    let creates = 0;
    await acceptOrder(
      shippingVia(async () => ({ statusCode: 500, body: "" })),
      s.seller.user,
      s.order.id,
    );
    const shipment = (await shipmentOf(s.order.id))!;
    await dueNow(shipment.id);
    const counting = shippingVia((r, inject) => {
      if (r.url.endsWith("/orders/create/adhoc")) creates += 1;
      return inject(r);
    });
    await Promise.all(Array.from({ length: 20 }, () => bookDueShipments(counting)));
    expect(creates).toBe(1);
    expect((await shipmentOf(s.order.id))!.state).toBe("booked");
  });

  it("an admin's confirm books the parcel too", async () => {
    const s = await testSale(t.app, t.db);
    const res = await req()("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status: "confirmed" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shipment).toMatchObject({ state: "booked", labelUrl: expect.any(String) });
  });

  it("the buyer's cancel before pickup cancels the parcel at the courier; a booking still being tried stops", async () => {
    const s = await testSale(t.app, t.db);
    await req()("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token);
    const cancel = await req()("PUT", `/api/orders/${s.order.id}/cancel`, s.buyer.token, {
      reason: "mistakenly_placed",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await shipmentOf(s.order.id)).toMatchObject({ state: "cancelled", phase: "cancelled" });
    const [atSandbox] = await atCourier(s.order.orderNumber);
    expect(atSandbox!.status).toBe("CANCELED");

    const pending = await testSale(t.app, t.db);
    await acceptOrder(
      shippingVia(async () => ({ statusCode: 503, body: "" })),
      pending.seller.user,
      pending.order.id,
    );
    await req()("PUT", `/api/orders/${pending.order.id}/cancel`, pending.buyer.token, { reason: "mistakenly_placed" });
    const stopped = (await shipmentOf(pending.order.id))!;
    expect(stopped.state).toBe("cancelled");
    await dueNow(stopped.id);
    await bookDueShipments(shippingVia((r, inject) => inject(r)));
    expect(await atCourier(pending.order.orderNumber)).toHaveLength(0);
  });

  it("the admin's Shipments view lists failed bookings, and Retry books one now (audit-logged)", async () => {
    const s = await testSale(t.app, t.db);
    await acceptOrder(
      shippingVia(async () => ({ statusCode: 502, body: "" })),
      s.seller.user,
      s.order.id,
    );
    const failed = await req()("GET", "/api/admin/shipments?view=failed", s.admin.token);
    expect(failed.statusCode, failed.body).toBe(200);
    const row = failed.json().find((x: { orderId: string }) => x.orderId === s.order.id);
    expect(row).toMatchObject({ state: "booking", attempts: 1, lastError: expect.stringContaining("502") });
    expect((await req()("GET", "/api/admin/shipments?view=failed", s.buyer.token)).statusCode).toBe(403);
    expect((await req()("GET", "/api/admin/shipments?view=lost", s.admin.token)).statusCode).toBe(400);
    const retried = await req()("POST", `/api/admin/shipments/${row.id}/retry`, s.admin.token);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ state: "booked", awb: expect.any(String) });
    expect((await req()("POST", `/api/admin/shipments/${row.id}/retry`, s.admin.token)).statusCode).toBe(409);
    const waiting = (await req()("GET", "/api/admin/shipments?view=awaiting_pickup", s.admin.token)).json();
    expect(waiting.map((x: { id: string }) => x.id)).toContain(row.id);
  });
});
