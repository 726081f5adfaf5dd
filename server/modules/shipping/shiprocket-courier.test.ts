import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { faultyTransport } from "../../test/faulty-transport";
import { createTestApp } from "../../test/test-app";
import { CourierUnreachable, courierSettings, shiprocketCourier, type CourierSettings, type Parcel } from ".";
import type { ReturnParcel } from "./courier";

/**
 * The Shiprocket provider against the courier sandbox, whose answers a test replaces with our own fixtures
 * (docs/providers/shiprocket.md's samples) and faults (a 5xx, a reply that is not JSON, a 401) where it needs them.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let sandbox: ReturnType<typeof faultyTransport>;
beforeAll(async () => {
  t = await createTestApp();
  sandbox = faultyTransport((r) => t.app.inject(r), `${courierSettings(t.app.config).apiUrl}/v1/external`);
});
afterAll(() => t.close());
beforeEach(() => sandbox.reset());

/** The token the sandbox's last login gave. */
const validToken = () =>
  (JSON.parse(sandbox.asked("POST /auth/login").at(-1)!.answer!.body) as { token: string }).token;

const settings = (): CourierSettings => ({
  ...courierSettings(t.app.config),
  trackingUrl: "https://shiprocket.co/tracking",
  transport: sandbox.transport,
});

const party = {
  name: "Meera Iyer",
  phone: "9876543210",
  email: "meera@example.in",
  address: "Flat 7, Tulsi Residency",
  address2: "Koramangala",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560034",
};
const parcel: Parcel = {
  reference: "100042",
  orderedAt: new Date("2026-11-24T05:00:00Z"),
  pickupNickname: "S-8f3a2c-700016",
  to: party,
  item: { name: "Cricket bat", sku: "P-8f3a2c", priceRupees: 9000 },
  size: { lengthCm: 90, breadthCm: 15, heightCm: 10, weightKg: 1.5 },
};
const CREATED = {
  order_id: 16161616,
  shipment_id: 15151515,
  status: "NEW",
  status_code: 1,
  awb_code: null,
  courier_name: null,
};
const ASSIGNED = {
  awb_assign_status: 1,
  response: {
    data: {
      courier_company_id: 43,
      awb_code: "321055706540",
      order_id: 16161616,
      shipment_id: 15151515,
      courier_name: "Delhivery Surface",
      pickup_scheduled_date: "2026-11-25 14:00:00",
    },
  },
};
const showing = (awb: string) => ({
  status: 200,
  body: { data: { id: 16161616, shipments: { id: 15151515, awb, courier: awb ? "Delhivery Surface" : "" } } },
});

function bookingFixtures() {
  sandbox.on("POST /orders/create/adhoc", () => ({ status: 200, body: CREATED }));
  sandbox.on("GET /orders/show/16161616", () => showing(""));
  sandbox.on("POST /courier/assign/awb", () => ({ status: 200, body: ASSIGNED }));
  sandbox.on("POST /courier/generate/pickup", () => ({
    status: 200,
    body: { pickup_status: 1, response: { pickup_scheduled_date: "2026-11-25 12:39:54", status: 3 } },
  }));
  sandbox.on("POST /courier/generate/label", () => ({
    status: 200,
    body: { label_created: 1, label_url: "https://kr-shipmultichannel.s3.amazonaws.com/label.pdf", not_created: [] },
  }));
}

describe("Shiprocket's protocol, spoken over HTTP", () => {
  it("sends the documented create body and books: AWB, pickup time (India time), label", async () => {
    bookingFixtures();
    const answer = await shiprocketCourier(settings()).book(parcel);
    expect(answer).toEqual({
      kind: "booked",
      booking: {
        courierOrderId: 16161616,
        shipmentId: 15151515,
        awb: "321055706540",
        courierName: "Delhivery Surface",
        pickupScheduledFor: new Date("2026-11-25T07:09:54Z"),
        labelUrl: "https://kr-shipmultichannel.s3.amazonaws.com/label.pdf",
        trackingUrl: "https://shiprocket.co/tracking/321055706540",
      },
    });
    const [create] = sandbox.asked("POST /orders/create/adhoc");
    expect(create!.headers.authorization).toBe(`Bearer ${validToken()}`);
    expect(create!.json).toMatchObject({
      order_id: "100042",
      order_date: "2026-11-24 10:30",
      pickup_location: "S-8f3a2c-700016",
      billing_customer_name: "Meera",
      billing_last_name: "Iyer",
      billing_phone: "9876543210",
      shipping_is_billing: true,
      order_items: [{ name: "Cricket bat", sku: "P-8f3a2c", units: 1, selling_price: 9000 }],
      payment_method: "Prepaid",
      sub_total: 9000,
      weight: 1.5,
    });
    expect(sandbox.asked("POST /courier/generate/pickup")[0]!.json).toEqual({ shipment_id: [15151515] });
  });

  it("after an AWB request that timed out at the courier (5xx), the retry reads the order and never assigns twice", async () => {
    bookingFixtures();
    let assigned = "";
    sandbox.on("POST /courier/assign/awb", () => {
      assigned = "321055706540";
      return { status: 504, raw: "<html>Gateway Time-out</html>" };
    });
    sandbox.on("GET /orders/show/16161616", () => showing(assigned));
    const courier = shiprocketCourier(settings());
    await expect(courier.book(parcel)).rejects.toBeInstanceOf(CourierUnreachable);
    const retry = await courier.book(parcel);
    expect(retry).toMatchObject({ kind: "booked", booking: { awb: "321055706540" } });
    expect(sandbox.asked("POST /courier/assign/awb")).toHaveLength(1);
  });

  it('"AWB is already assigned" reads the AWB the order holds; a repeated pickup request still books', async () => {
    bookingFixtures();
    let reads = 0;
    sandbox.on("GET /orders/show/16161616", () => showing((reads += 1) > 1 ? "321055706540" : ""));
    sandbox.on("POST /courier/assign/awb", () => ({
      status: 400,
      body: { message: "AWB is already assigned", status_code: 400 },
    }));
    sandbox.on("POST /courier/generate/pickup", () => ({
      status: 400,
      body: { message: "Already in Pickup Queue.", status_code: 400 },
    }));
    const answer = await shiprocketCourier(settings()).book(parcel);
    expect(answer).toMatchObject({ kind: "booked", booking: { awb: "321055706540", pickupScheduledFor: undefined } });
  });

  it("a create answering the order cancelled, a refusal with field errors, and an empty wallet", async () => {
    bookingFixtures();
    const courier = shiprocketCourier(settings());
    sandbox.on("POST /orders/create/adhoc", () => ({
      status: 200,
      body: { ...CREATED, status: "CANCELED", status_code: 5 },
    }));
    expect(await courier.book(parcel)).toEqual({ kind: "cancelled" });
    sandbox.on("POST /orders/create/adhoc", () => ({
      status: 422,
      body: {
        message: "Oops! Invalid Data.",
        errors: { billing_phone: ["The billing phone must be 10 digits."] },
        status_code: 422,
      },
    }));
    expect(await courier.book(parcel)).toEqual({
      kind: "refused",
      reason: "Oops! Invalid Data. The billing phone must be 10 digits.",
    });
    bookingFixtures();
    sandbox.on("POST /courier/assign/awb", () => ({
      status: 200,
      body: { message: "Recharge your wallet", status_code: 350 },
    }));
    expect(await courier.book(parcel)).toMatchObject({
      kind: "refused",
      reason: expect.stringMatching(/wallet needs a recharge/),
    });
  });

  it("renews the login once after a 401 and shares it among callers", async () => {
    const forgotten = new Set<string>();
    sandbox.on("GET /courier/track/awb/321055706540", ({ headers }) =>
      forgotten.has(headers.authorization ?? "") ? { status: 401, body: { message: "Unauthenticated." } } : undefined,
    );
    const courier = shiprocketCourier(settings());
    await courier.track("321055706540");
    const before = sandbox.asked("POST /auth/login").length;
    forgotten.add(`Bearer ${validToken()}`); // the courier forgets the token: the next call meets a 401
    await Promise.all(Array.from({ length: 20 }, () => courier.track("321055706540")));
    expect(sandbox.asked("POST /auth/login").length - before).toBe(1);
    expect(sandbox.asked("POST /auth/login")).toHaveLength(2);
  });

  it("a refused login is no answer (unknown), not a booking refusal", async () => {
    const courier = shiprocketCourier({ ...settings(), password: "wrong" });
    await expect(courier.track("1")).rejects.toBeInstanceOf(CourierUnreachable);
  });

  it("reads scans newest first on the wire into oldest first, by shipment status id (label when the id is missing)", async () => {
    sandbox.on("GET /courier/track/awb/321055706540", () => ({
      status: 200,
      body: {
        tracking_data: {
          track_status: 1,
          shipment_status: 7,
          shipment_track_activities: [
            {
              date: "2026-11-27 11:37:00",
              status: "DLVD",
              activity: "Delivered",
              location: "Koramangala",
              "sr-status": "7",
              "sr-status-label": "DELIVERED",
            },
            {
              date: "2026-11-26 08:00:00",
              status: "OFD",
              activity: "Out for delivery",
              location: "Bengaluru",
              "sr-status": "NA",
              "sr-status-label": "OUT FOR DELIVERY",
            },
            {
              date: "2026-11-25 20:28:00",
              status: "PKD",
              activity: "Picked up",
              location: "Kolkata",
              "sr-status": "42",
              "sr-status-label": "PICKED UP",
            },
          ],
          track_url: "https://shiprocket.co/tracking/321055706540",
          etd: "2026-11-28 19:28:00",
        },
      },
    }));
    const tracked = await shiprocketCourier(settings()).track("321055706540");
    expect(tracked.scans.map((s) => [s.srStatus, s.at.toISOString()])).toEqual([
      [42, "2026-11-25T14:58:00.000Z"],
      [17, "2026-11-26T02:30:00.000Z"],
      [7, "2026-11-27T06:07:00.000Z"],
    ]);
    expect(tracked.etd).toEqual(new Date("2026-11-28T13:58:00Z"));
  });

  it("serviceability: a list, an HTTP 404, a body status 404 and an empty list; a 5xx is unknown", async () => {
    const courier = shiprocketCourier(settings());
    const route = { from: "700016", to: "560034", weightKg: 1.5 };
    sandbox.on("GET /courier/serviceability/", () => ({
      status: 200,
      body: {
        status: 200,
        data: {
          available_courier_companies: [
            { courier_company_id: 12, courier_name: "Xpressbees", estimated_delivery_days: "3" },
            { courier_company_id: 43, courier_name: "Delhivery Surface", estimated_delivery_days: "4" },
          ],
          recommended_courier_company_id: 43,
        },
      },
    }));
    expect(await courier.serviceability(route)).toEqual({
      serviceable: true,
      etaDays: 4,
      courierName: "Delhivery Surface",
    });
    expect(sandbox.requests.at(-1)!.path).toBe("/courier/serviceability/");
    for (const answer of [
      { status: 404, body: { status: 404, message: "No courier" } },
      { status: 200, body: { status: 404, message: "No courier" } },
      { status: 200, body: { status: 200, data: { available_courier_companies: [] } } },
    ]) {
      sandbox.on("GET /courier/serviceability/", () => answer);
      expect(await courier.serviceability(route)).toEqual({ serviceable: false });
    }
    sandbox.on("GET /courier/serviceability/", () => ({ status: 502, raw: "bad gateway" }));
    await expect(courier.serviceability(route)).rejects.toBeInstanceOf(CourierUnreachable);
  });

  it("cancel: a 204 with no body is done; a refusal after pickup says so; a rate limit or 5xx is no answer", async () => {
    const courier = shiprocketCourier(settings());
    sandbox.on("POST /orders/cancel", () => ({ status: 204 }));
    expect(await courier.cancel(16161616)).toEqual({ kind: "cancelled" });
    expect(sandbox.asked("POST /orders/cancel")[0]!.json).toEqual({ ids: [16161616] });
    sandbox.on("POST /orders/cancel", () => ({ status: 400, body: { message: "Cannot cancel: shipment picked up" } }));
    expect(await courier.cancel(16161616)).toEqual({ kind: "refused", reason: "Cannot cancel: shipment picked up" });
    for (const status of [429, 502]) {
      sandbox.on("POST /orders/cancel", () => ({ status, body: { message: "Too many requests" } }));
      await expect(courier.cancel(16161616)).rejects.toBeInstanceOf(CourierUnreachable);
    }
  });

  it("a pickup nickname already in use counts as registered when the list shows it", async () => {
    const courier = shiprocketCourier(settings());
    sandbox.on("POST /settings/company/addpickup", () => ({
      status: 422,
      body: { message: "Oops! Invalid Data.", errors: { pickup_location: ["Address nick name already in use"] } },
    }));
    sandbox.on("GET /settings/company/pickup", () => ({
      status: 200,
      body: { data: { shipping_address: [{ id: 1, pickup_location: "S-8f3a2c-700016" }] } },
    }));
    expect(await courier.registerPickup({ ...party, nickname: "S-8f3a2c-700016" })).toEqual({ kind: "registered" });
    expect(await courier.registerPickup({ ...party, nickname: "other" })).toMatchObject({ kind: "refused" });
  });
});

describe("a return pickup over Shiprocket's API", () => {
  const seller = { ...party, name: "Ravi Sen", phone: "9830012345", pincode: "700016", city: "Kolkata" };
  const returnParcel: ReturnParcel = {
    reference: "100042R",
    orderedAt: new Date("2026-11-24T05:00:00Z"),
    from: party,
    to: seller,
    item: { name: "Cricket bat", sku: "P-8f3a2c", priceRupees: 9000 },
    size: { lengthCm: 90, breadthCm: 15, heightCm: 10, weightKg: 1.5 },
  };
  const RETURN_CREATED = { order_id: 170872392, shipment_id: 170411259, status: "RETURN PENDING", status_code: 21 };
  function returnFixtures() {
    sandbox.on("POST /orders/create/return", () => ({ status: 200, body: RETURN_CREATED }));
    sandbox.on("GET /orders/show/170872392", () => ({ status: 200, body: { data: { id: 170872392, shipments: {} } } }));
    sandbox.on("POST /courier/assign/awb", () => ({
      status: 200,
      body: {
        awb_assign_status: 1,
        response: { data: { awb_code: "141123221084922", shipment_id: 170411259, courier_name: "Delhivery Reverse" } },
      },
    }));
    sandbox.on("POST /courier/generate/label", () => ({
      status: 200,
      body: { label_created: 1, label_url: "https://x/l.pdf" },
    }));
  }

  it("sends the documented return body (collected from the buyer, to the seller) and asks for no pickup", async () => {
    returnFixtures();
    const answer = await shiprocketCourier(settings()).bookReturn(returnParcel);
    expect(answer).toMatchObject({
      kind: "booked",
      booking: {
        courierOrderId: 170872392,
        shipmentId: 170411259,
        awb: "141123221084922",
        courierName: "Delhivery Reverse",
        trackingUrl: "https://shiprocket.co/tracking/141123221084922",
      },
    });
    expect(sandbox.asked("POST /orders/create/return")[0]!.json).toMatchObject({
      order_id: "100042R",
      order_date: "2026-11-24 10:30",
      pickup_customer_name: "Meera Iyer",
      pickup_pincode: "560034",
      pickup_phone: "9876543210",
      shipping_customer_name: "Ravi Sen",
      shipping_pincode: "700016",
      shipping_phone: "9830012345",
      shipping_country: "India",
      payment_method: "PREPAID",
      sub_total: 9000,
      weight: 1.5,
    });
    expect(sandbox.asked("POST /courier/assign/awb")[0]!.json).toEqual({ shipment_id: 170411259 });
    expect(sandbox.asked("POST /courier/generate/pickup")).toHaveLength(0);
  });

  it('"order id has already been taken" (a lost answer): finds our return order by search and takes its AWB', async () => {
    returnFixtures();
    sandbox.on("POST /orders/create/return", () => ({
      status: 422,
      body: { message: "Oops! Invalid Data.", errors: { order_id: ["The order id has already been taken."] } },
    }));
    sandbox.on("GET /orders", () => ({
      status: 200,
      body: {
        data: [
          {
            id: 170872392,
            channel_order_id: "100042R",
            status: "RETURN PENDING",
            status_code: 21,
            shipments: [{ id: 170411259, awb: "141123221084922", courier: "Delhivery Reverse" }],
          },
        ],
      },
    }));
    const answer = await shiprocketCourier(settings()).bookReturn(returnParcel);
    expect(answer).toMatchObject({ kind: "booked", booking: { awb: "141123221084922", courierOrderId: 170872392 } });
    expect(sandbox.asked("GET /orders")[0]!.query).toBe("?search=100042R");
    expect(sandbox.asked("POST /courier/assign/awb")).toHaveLength(0);
  });

  it("a taken id the search cannot find, and a refusal, are refusals kept for the admin", async () => {
    returnFixtures();
    sandbox.on("POST /orders/create/return", () => ({
      status: 422,
      body: { message: "Oops! Invalid Data.", errors: { order_id: ["The order id has already been taken."] } },
    }));
    sandbox.on("GET /orders", () => ({ status: 200, body: { data: [] } }));
    const courier = shiprocketCourier(settings());
    expect(await courier.bookReturn(returnParcel)).toEqual({
      kind: "refused",
      reason: "Oops! Invalid Data. The order id has already been taken.",
    });
    sandbox.on("POST /orders/create/return", () => ({ status: 502, raw: "bad gateway" }));
    await expect(courier.bookReturn(returnParcel)).rejects.toBeInstanceOf(CourierUnreachable);
  });
});
