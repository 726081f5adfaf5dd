import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { courierSettings, shiprocketCourier, type CourierSettings, type Parcel } from "../../modules/shipping";

/** The Shiprocket provider against the built-in sandbox courier, reached inside the app (docs/providers/shiprocket.md). */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Fresh settings (so a fresh login) whose every call is counted on its way into the app. */
function counted() {
  const calls: string[] = [];
  const settings: CourierSettings = {
    ...courierSettings(t.app.config),
    transport: (request) => {
      calls.push(
        `${request.method} ${new URL(request.url).pathname.replace(/^\/sandbox\/courier\/v1\/external/, "").replace(/\?.*/, "")}`,
      );
      return t.app.inject(request);
    },
  };
  return { courier: shiprocketCourier(settings), calls };
}

const seller = {
  name: "Ravi Kumar",
  phone: "9876500001",
  email: "ravi@example.in",
  address: "12 MG Road",
  address2: "",
  city: "Kolkata",
  state: "West Bengal",
  pincode: "700016",
};
const buyer = {
  ...seller,
  name: "Meera Iyer",
  phone: "9876543210",
  address: "Flat 7, Tulsi Residency",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560034",
};
let n = 200_000;
const parcel = (reference = String((n += 1))): Parcel => ({
  reference,
  orderedAt: new Date(),
  pickupNickname: "S-test-700016",
  to: buyer,
  item: { name: "Cricket bat", sku: "P-1", priceRupees: 9000 },
  size: { lengthCm: 90, breadthCm: 15, heightCm: 10, weightKg: 1.5 },
});
const scan = (awb: string, status?: number) =>
  t.app.inject({ method: "POST", url: `/sandbox/courier/shipments/${awb}/scan`, payload: status ? { status } : {} });

describe("the sandbox courier speaks Shiprocket's API", () => {
  beforeAll(async () => {
    expect(await counted().courier.registerPickup({ ...seller, nickname: "S-test-700016" })).toEqual({
      kind: "registered",
    });
  });

  it("answers serviceability with a day count, and not for an Army Postal pincode", async () => {
    const { courier } = counted();
    expect(await courier.serviceability({ from: "700016", to: "560034", weightKg: 1.5 })).toEqual({
      serviceable: true,
      etaDays: 5,
      courierName: "Sandbox Surface",
    });
    expect(await courier.serviceability({ from: "700016", to: "700019", weightKg: 1 })).toMatchObject({ etaDays: 2 });
    expect(await courier.serviceability({ from: "700016", to: "990001", weightKg: 1 })).toEqual({ serviceable: false });
  });

  it("logs in once for twenty callers at once and keeps the token", async () => {
    const { courier, calls } = counted();
    await Promise.all(
      Array.from({ length: 20 }, () => courier.serviceability({ from: "700016", to: "560034", weightKg: 1 })),
    );
    await courier.serviceability({ from: "700016", to: "560034", weightKg: 1 });
    expect(calls.filter((c) => c === "POST /auth/login")).toHaveLength(1);
  });

  it("registering a nickname twice counts as done; an unknown pickup location is refused", async () => {
    const { courier } = counted();
    expect(await courier.registerPickup({ ...seller, nickname: "S-test-700016" })).toEqual({ kind: "registered" });
    expect(await courier.book({ ...parcel(), pickupNickname: "nobody" })).toEqual({
      kind: "refused",
      reason: expect.stringMatching(/Wrong Pickup location/),
    });
  });

  it("books: order, AWB, pickup and label; booking the same order again answers the same AWB", async () => {
    const { courier, calls } = counted();
    const p = parcel();
    const first = await courier.book(p);
    expect(first).toMatchObject({
      kind: "booked",
      booking: { courierName: "Sandbox Surface", awb: expect.stringMatching(/^77\d{12}$/) },
    });
    if (first.kind !== "booked") return;
    expect(first.booking.pickupScheduledFor).toBeInstanceOf(Date);
    expect(first.booking.labelUrl).toMatch(/\/sandbox\/courier\/label\/\d+$/);
    const label = await t.app.inject({ url: new URL(first.booking.labelUrl!).pathname });
    expect(label.body).toContain("Meera Iyer");
    const again = await courier.book(p);
    expect(again).toMatchObject({
      kind: "booked",
      booking: { awb: first.booking.awb, shipmentId: first.booking.shipmentId },
    });
    expect(calls.filter((c) => c === "POST /courier/assign/awb")).toHaveLength(1);
  });

  it("twenty bookings of one order at once hold one AWB", async () => {
    const { courier } = counted();
    const p = parcel();
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => courier.book(p)));
    const awbs = new Set(
      answers.flatMap((a) => (a.status === "fulfilled" && a.value.kind === "booked" ? [a.value.booking.awb] : [])),
    );
    expect(awbs.size).toBe(1);
  });

  it("refuses a booking with a missing field, naming it", async () => {
    const { courier } = counted();
    const answer = await courier.book({ ...parcel(), to: { ...buyer, city: "" } });
    expect(answer).toEqual({ kind: "refused", reason: expect.stringContaining("The billing_city field is required.") });
  });

  it("tracks scans oldest first, by the shipment status numbering", async () => {
    const { courier } = counted();
    const booked = await courier.book(parcel());
    if (booked.kind !== "booked") throw new Error("not booked");
    expect((await courier.track(booked.booking.awb)).scans).toEqual([]);
    expect((await scan(booked.booking.awb)).json()).toMatchObject({ status: 42, label: "PICKED UP" });
    await scan(booked.booking.awb);
    expect((await scan(booked.booking.awb, 17)).json()).toMatchObject({ status: 17 });
    const tracked = await courier.track(booked.booking.awb);
    expect(tracked.scans.map((s) => [s.srStatus, s.label])).toEqual([
      [42, "PICKED UP"],
      [18, "IN TRANSIT"],
      [17, "OUT FOR DELIVERY"],
    ]);
    expect(tracked.trackingUrl).toContain(`/sandbox/courier/tracking/${booked.booking.awb}`);
    const page = await t.app.inject({ url: `/sandbox/courier/tracking/${booked.booking.awb}` });
    expect(page.body).toContain("OUT FOR DELIVERY");
  });

  it("cancels before pickup (and a cancelled order id cannot be booked again); refuses after pickup", async () => {
    const { courier } = counted();
    const p = parcel();
    const booked = await courier.book(p);
    if (booked.kind !== "booked") throw new Error("not booked");
    expect(await courier.cancel(booked.booking.courierOrderId)).toEqual({ kind: "cancelled" });
    expect(await courier.book(p)).toEqual({ kind: "cancelled" });
    // A cancelled parcel is never collected: no scan moves it, named or not.
    expect((await scan(booked.booking.awb, 42)).statusCode).toBe(409);
    expect((await courier.track(booked.booking.awb)).scans).toEqual([]);
    const moving = await courier.book(parcel());
    if (moving.kind !== "booked") throw new Error("not booked");
    await scan(moving.booking.awb);
    expect(await courier.cancel(moving.booking.courierOrderId)).toMatchObject({ kind: "refused" });
  });

  it("books a return pickup from the buyer to the seller, which moves with no pickup request; a repeat finds it", async () => {
    const { courier } = counted();
    const reference = `${(n += 1)}-R`;
    const answer = await courier.bookReturn({ ...parcel(reference), from: buyer, to: seller });
    if (answer.kind !== "booked") throw new Error(JSON.stringify(answer));
    expect((await scan(answer.booking.awb)).json()).toMatchObject({ status: 42 });
    // The sandbox refuses the taken return id, as Shiprocket does; the provider finds the order it made by search.
    expect(await courier.bookReturn({ ...parcel(reference), from: buyer, to: seller })).toMatchObject({
      kind: "booked",
      booking: { awb: answer.booking.awb, courierOrderId: answer.booking.courierOrderId },
    });
  });

  it("answers 401 without a token, and the control path 404 for an unknown AWB", async () => {
    const res = await t.app.inject({ url: "/sandbox/courier/v1/external/courier/track/awb/1" });
    expect(res.statusCode).toBe(401);
    expect((await scan("000")).statusCode).toBe(404);
  });
});
