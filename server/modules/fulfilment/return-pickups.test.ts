import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { refunds } from "../../db/schema/refunds";
import { returnRequests } from "../../db/schema/returns";
import { sandboxCourierOrders } from "../../sandboxes/courier/schema";
import { shipments } from "../../db/schema/shipments";
import { createTestApp } from "../../test/test-app";
import { shiprocketScan } from "../../test/shiprocket-scan";
import { testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";
import { courierSettings, shiprocketCourier, type CourierSettings, type ShippingDeps } from "../shipping";
import { decideReturn } from "./returns";

/**
 * An approved return books a courier return pickup (buyer to seller); its delivered-back scan puts the parcel back
 * with the seller (their 48-hour check starts) as the admin's "back with seller" does, once, however many times the
 * scan arrives. No refund moves before the seller's check.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = courierSettings(t.app.config).webhookToken!;
});
afterAll(() => t.close());
const req = () => requester(t.app);

const scan = (awb: string) => t.app.inject({ method: "POST", url: `/sandbox/courier/shipments/${awb}/scan` });
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const returnShipmentOf = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, "return")))
  )[0];
const returnOf = async (orderId: string) =>
  (await t.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)))[0]!;

/** A sale the seller accepted and the sandbox courier delivered, with a return the buyer asked for. */
async function returnAsked() {
  const s = await testSale(t.app, t.db);
  const accepted = await req()("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const awb = accepted.json().shipment.awb as string;
  for (let i = 0; i < 4; i += 1) expect((await scan(awb)).statusCode).toBe(200);
  const asked = await req()("POST", `/api/orders/${s.order.id}/return`, s.buyer.token, { reason: "wrong_size" });
  expect(asked.statusCode, asked.body).toBe(201);
  return { ...s, returnId: asked.json().id as string };
}

/** Shiprocket's webhook for a return's delivered-back scan. */
const delivered = (awb: string, at: Date) => JSON.stringify(shiprocketScan(awb, 7, "DELIVERED", at, true));
const webhook = (payload: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/webhooks/courier",
    headers: { "content-type": "application/json", "x-api-key": token },
    payload,
  });

type Transport = NonNullable<CourierSettings["transport"]>;
/** Shipping deps whose courier calls pass through `wrap` on their way into the app's sandbox courier. */
function shippingVia(wrap: (request: Parameters<Transport>[0], inject: Transport) => ReturnType<Transport>) {
  const inject: Transport = (request) => t.app.inject(request);
  const settings = {
    ...courierSettings(t.app.config),
    transport: (r: Parameters<Transport>[0]) => wrap(r, inject),
  };
  const deps: ShippingDeps = { db: t.db, courier: shiprocketCourier(settings), log: t.app.log, trackEverySeconds: 300 };
  return deps;
}

describe("the return pickup of an approved return", () => {
  it("is booked from the buyer to the seller; both see its AWB; the courier's scans bring it back once", async () => {
    const s = await returnAsked();
    const approved = await req()("PUT", `/api/admin/returns/${s.returnId}/approve`, s.admin.token);
    expect(approved.statusCode, approved.body).toBe(200);
    const pickup = (await returnShipmentOf(s.order.id))!;
    expect(pickup).toMatchObject({ state: "booked", awb: expect.stringMatching(/^77\d{12}$/) });
    expect(pickup.request.reference).toBe(`${s.order.orderNumber}R`);

    const [atCourier] = await t.db.select().from(sandboxCourierOrders).where(eq(sandboxCourierOrders.awb, pickup.awb!));
    expect(atCourier).toMatchObject({ channelOrderId: `${s.order.orderNumber}R`, isReturn: 1, statusCode: 1 });
    // Collected in the buyer's city, carried to the listing's pickup pincode and the seller.
    expect(atCourier!.details).toMatchObject({
      pickupCity: "Kolkata",
      deliveryPincode: "700016",
      deliveryName: s.seller.user.fullName,
    });

    for (const [viewer, path] of [
      [s.buyer.token, `/api/orders/${s.order.id}`],
      [s.seller.token, `/api/orders/${s.order.id}`],
      [s.admin.token, `/api/admin/orders/${s.order.id}`],
    ] as const) {
      const view = (await req()("GET", path, viewer)).json();
      expect(view.returnShipment).toEqual({
        state: "booked",
        phase: "booked",
        courierName: "Sandbox Surface",
        awb: pickup.awb,
        trackingUrl: expect.stringContaining(`/sandbox/courier/tracking/${pickup.awb}`),
      });
      expect(view.shipment.awb).not.toBe(pickup.awb);
    }

    for (let i = 0; i < 3; i += 1) expect((await scan(pickup.awb!)).statusCode).toBe(200);
    expect((await returnOf(s.order.id)).status).toBe("approved");
    expect(await refundsOf(s.order.id)).toHaveLength(0);
    expect((await scan(pickup.awb!)).statusCode).toBe(200); // delivered back to the seller

    const back = await returnOf(s.order.id);
    expect(back).toMatchObject({ status: "returned", returnedAt: expect.any(Date), refundAmount: null });
    expect(await refundsOf(s.order.id)).toHaveLength(0);
    expect((await returnShipmentOf(s.order.id))!.phase).toBe("delivered");
    // Not an admin's act: nothing in the audit log says an admin marked it back.
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, s.returnId));
    expect(audit.map((a) => a.action)).toEqual(["return_approve"]);
    // The admin's hand is no longer needed; the seller's check refunds, once.
    const byHand = await req()("PUT", `/api/admin/returns/${s.returnId}/back-with-seller`, s.admin.token);
    expect(byHand.statusCode).toBe(409);
    const checked = await req()("PUT", `/api/orders/${s.order.id}/return/check`, s.seller.token, {
      outcome: "received",
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const [refund] = await refundsOf(s.order.id);
    expect(refund).toMatchObject({ amount: (await returnOf(s.order.id)).refundAmount, status: "pending" });
  });

  it("20 concurrent delivered webhooks for the return pickup start the seller's check once", async () => {
    const s = await returnAsked();
    expect((await req()("PUT", `/api/admin/returns/${s.returnId}/approve`, s.admin.token)).statusCode).toBe(200);
    const awb = (await returnShipmentOf(s.order.id))!.awb!;
    const payload = delivered(awb, new Date(Date.now() - 60_000));
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect((await returnOf(s.order.id)).status).toBe("returned");
    expect(await refundsOf(s.order.id)).toHaveLength(0);
  });

  it("an admin who marked it back by hand first: the courier's later delivery scan changes nothing", async () => {
    const s = await returnAsked();
    expect((await req()("PUT", `/api/admin/returns/${s.returnId}/approve`, s.admin.token)).statusCode).toBe(200);
    const byHand = await req()("PUT", `/api/admin/returns/${s.returnId}/back-with-seller`, s.admin.token);
    expect(byHand.statusCode, byHand.body).toBe(200);
    const returnedAt = (await returnOf(s.order.id)).returnedAt;
    const awb = (await returnShipmentOf(s.order.id))!.awb!;
    expect((await webhook(delivered(awb, new Date()))).statusCode).toBe(200);
    expect((await returnOf(s.order.id)).returnedAt).toEqual(returnedAt);
    expect(await refundsOf(s.order.id)).toHaveLength(0);
    expect((await returnShipmentOf(s.order.id))!.phase).toBe("delivered");
  });

  it("a rejected return books nothing", async () => {
    const s = await returnAsked();
    const rejected = await req()("PUT", `/api/admin/returns/${s.returnId}/reject`, s.admin.token, {
      rejectionNote: "The photos show no fault",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await returnShipmentOf(s.order.id)).toBeUndefined();
    expect((await req()("GET", `/api/orders/${s.order.id}`, s.buyer.token)).json().returnShipment).toBeNull();
  });

  it("an order whose parcel an admin took off the courier comes back by hand too: no pickup booked", async () => {
    const s = await returnAsked();
    const [forward] = await t.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, s.order.id), eq(shipments.kind, "forward")));
    const off = await req()("POST", `/api/admin/shipments/${forward!.id}/by-hand`, s.admin.token);
    expect(off.statusCode, off.body).toBe(200);
    const approved = await req()("PUT", `/api/admin/returns/${s.returnId}/approve`, s.admin.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await returnShipmentOf(s.order.id)).toBeUndefined();
  });
});

describe("a return pickup that fails to book", () => {
  it("stays approved, shows in the admin's failed bookings, and the admin's Retry books it", async () => {
    const s = await returnAsked();
    const down = shippingVia(async (request, inject) =>
      request.url.endsWith("/orders/create/return")
        ? { statusCode: 503, body: "Service Unavailable" }
        : inject(request),
    );
    await decideReturn(down, s.admin.user.id, s.returnId, { approve: true });
    expect((await returnOf(s.order.id)).status).toBe("approved");
    const failed = (await returnShipmentOf(s.order.id))!;
    expect(failed).toMatchObject({ state: "booking", attempts: 1, awb: null });
    expect(failed.lastError).toBeTruthy();

    const list = await req()("GET", "/api/admin/shipments?view=failed", s.admin.token);
    expect(list.json().find((x: { id: string }) => x.id === failed.id)).toMatchObject({
      orderNumber: s.order.orderNumber,
      kind: "return",
    });
    const retried = await req()("POST", `/api/admin/shipments/${failed.id}/retry`, s.admin.token);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ state: "booked", kind: "return", awb: expect.any(String) });
  });

  it("a create whose answer was lost: the retry finds the return order the courier made, one AWB", async () => {
    const s = await returnAsked();
    const lost = shippingVia(async (request, inject) => {
      const answer = await inject(request);
      return request.url.endsWith("/orders/create/return") ? { statusCode: 504, body: "Gateway Time-out" } : answer;
    });
    await decideReturn(lost, s.admin.user.id, s.returnId, { approve: true });
    const pending = (await returnShipmentOf(s.order.id))!;
    expect(pending.state).toBe("booking");
    const retried = await req()("POST", `/api/admin/shipments/${pending.id}/retry`, s.admin.token);
    expect(retried.json(), retried.body).toMatchObject({ state: "booked" });
    const atCourier = await t.db
      .select()
      .from(sandboxCourierOrders)
      .where(eq(sandboxCourierOrders.channelOrderId, `${s.order.orderNumber}R`));
    expect(atCourier).toHaveLength(1);
    expect(atCourier[0]!.awb).toBe(retried.json().awb);
  });
});
