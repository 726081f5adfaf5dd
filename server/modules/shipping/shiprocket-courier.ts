import { callCourier, CourierUnreachable, type CourierAnswer } from "./courier-api";
import type { CourierSettings } from "./courier-settings";
import type { Booking, BookingAnswer, Courier, Parcel, Party, ReturnParcel, Tracking } from "./courier";
import { scansOf } from "./shiprocket-scans";
import { fromShiprocketTime, shiprocketOrderDate } from "./shiprocket-times";

/** Shiprocket's API (docs/providers/shiprocket.md), spoken to Shiprocket or to the sandbox courier. */

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown) =>
  typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : undefined;
const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);

/** The courier's words on a refusal: its message and each field's complaint (a 422's `errors`). */
function reasonOf(res: CourierAnswer) {
  const errors = Object.values(obj(res.body.errors))
    .flat()
    .filter((e) => typeof e === "string");
  return [text(res.body.message) ?? `refused (${res.status})`, ...errors].join(" ");
}

const names = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first: first ?? name, last: rest.join(" ") };
};

function itemsOf(parcel: Parcel | ReturnParcel) {
  return {
    order_items: [{ name: parcel.item.name, sku: parcel.item.sku, units: 1, selling_price: parcel.item.priceRupees }],
    sub_total: parcel.item.priceRupees,
    length: parcel.size.lengthCm,
    breadth: parcel.size.breadthCm,
    height: parcel.size.heightCm,
    weight: parcel.size.weightKg,
  };
}

function billing(to: Party) {
  const { first, last } = names(to.name);
  return {
    billing_customer_name: first,
    billing_last_name: last,
    billing_address: to.address,
    billing_address_2: to.address2,
    billing_city: to.city,
    billing_pincode: to.pincode,
    billing_state: to.state,
    billing_country: "India",
    billing_email: to.email,
    billing_phone: to.phone,
  };
}

function side(prefix: "pickup" | "shipping", party: Party) {
  return {
    [`${prefix}_customer_name`]: party.name,
    [`${prefix}_address`]: party.address,
    [`${prefix}_address_2`]: party.address2,
    [`${prefix}_city`]: party.city,
    [`${prefix}_state`]: party.state,
    [`${prefix}_country`]: "India",
    [`${prefix}_pincode`]: party.pincode,
    [`${prefix}_email`]: party.email,
    [`${prefix}_phone`]: party.phone,
  };
}

/** One authenticated call to the courier: what every function below shares. */
type ShiprocketCall = (method: "GET" | "POST", path: string, body?: unknown) => Promise<CourierAnswer>;

/** What a booking shares: the call, and where the courier's tracking page lives. */
interface Shiprocket {
  call: ShiprocketCall;
  trackingUrlOf: (awb: string) => string;
}

/** The AWB and courier the order already holds at the courier, if any (read before ever assigning again). */
async function shipmentOf(call: ShiprocketCall, courierOrderId: number) {
  const res = await call("GET", `/orders/show/${courierOrderId}`);
  if (res.status !== 200) return undefined;
  const data = obj(res.body.data);
  const shipments = Array.isArray(data.shipments) ? obj(data.shipments[0]) : obj(data.shipments);
  const awb = text(shipments.awb) ?? text(shipments.awb_code);
  return awb ? { awb, courierName: text(shipments.courier) ?? text(data.courier_name) ?? "Courier" } : undefined;
}

/** After a created order: its AWB (held already, or assigned now), never asking for a second. */
async function awbFor(
  call: ShiprocketCall,
  created: Json,
): Promise<BookingAnswer | { awb: string; courierName: string; pickup?: Date }> {
  const courierOrderId = num(created.order_id)!;
  const shipmentId = num(created.shipment_id)!;
  const held = text(created.awb_code)
    ? { awb: text(created.awb_code)!, courierName: text(created.courier_name) ?? "Courier" }
    : await shipmentOf(call, courierOrderId);
  if (held) return held;
  const res = await call("POST", "/courier/assign/awb", { shipment_id: shipmentId });
  const data = obj(obj(res.body.response).data);
  if (res.status === 200 && res.body.awb_assign_status === 1 && text(data.awb_code))
    return {
      awb: text(data.awb_code)!,
      courierName: text(data.courier_name) ?? "Courier",
      pickup: fromShiprocketTime(data.pickup_scheduled_date),
    };
  const reason = text(data.awb_assign_error) ?? reasonOf(res);
  // "AWB is already assigned" (as 400 or 200): an earlier request we lost the answer to went through.
  if (/already assigned/i.test(reason)) {
    const again = await shipmentOf(call, courierOrderId);
    if (again) return again;
    throw new CourierUnreachable("the courier says an AWB is assigned but shows none");
  }
  const wallet = res.status === 350 || res.body.status_code === 350;
  return { kind: "refused", reason: wallet ? `the courier wallet needs a recharge: ${reason}` : reason };
}

async function finish({ call, trackingUrlOf }: Shiprocket, created: Json, withPickup: boolean): Promise<BookingAnswer> {
  const assigned = await awbFor(call, created);
  if ("kind" in assigned) return assigned;
  const shipmentId = num(created.shipment_id)!;
  let pickup = assigned.pickup;
  if (withPickup) {
    const res = await call("POST", "/courier/generate/pickup", { shipment_id: [shipmentId] });
    // A repeat answers "Already in Pickup Queue": the pickup was asked for before.
    pickup = fromShiprocketTime(obj(res.body.response).pickup_scheduled_date) ?? pickup;
  }
  const label = await call("POST", "/courier/generate/label", { shipment_id: [shipmentId] });
  const booking: Booking = {
    courierOrderId: num(created.order_id)!,
    shipmentId,
    awb: assigned.awb,
    courierName: assigned.courierName,
    pickupScheduledFor: pickup,
    labelUrl: label.status === 200 ? text(label.body.label_url) : undefined,
    trackingUrl: trackingUrlOf(assigned.awb),
  };
  return { kind: "booked", booking };
}

/**
 * Our order held at the courier under `reference`, shaped as a create's answer (the courier's ids, status and
 * AWB): `GET /orders?search=`, for a return whose create answered "already taken" (an attempt whose answer we lost).
 */
async function orderByReference(call: ShiprocketCall, reference: string): Promise<Json | undefined> {
  const res = await call("GET", `/orders?${new URLSearchParams({ search: reference }).toString()}`);
  if (res.status !== 200 || !Array.isArray(res.body.data)) return undefined;
  const found = res.body.data.map(obj).find((o) => String(o.channel_order_id ?? "") === reference);
  if (!found) return undefined;
  const shipment = Array.isArray(found.shipments) ? obj(found.shipments[0]) : obj(found.shipments);
  return {
    order_id: found.id,
    shipment_id: shipment.id,
    status: found.status,
    status_code: found.status_code,
    awb_code: text(shipment.awb) ?? null,
    courier_name: text(shipment.courier) ?? null,
  };
}

/** A created (or existing) order's answer: refused, cancelled at the courier, or ready for its AWB. */
function createdOrder(res: CourierAnswer): BookingAnswer | Json {
  if (res.status !== 200 || num(res.body.order_id) === undefined || num(res.body.shipment_id) === undefined)
    return { kind: "refused", reason: reasonOf(res) };
  if (res.body.status_code === 5 || /^CANCEL/i.test(String(res.body.status ?? ""))) return { kind: "cancelled" };
  return res.body;
}

async function serviceability(
  call: ShiprocketCall,
  { from, to, weightKg }: Parameters<Courier["serviceability"]>[0],
): ReturnType<Courier["serviceability"]> {
  const query = new URLSearchParams({
    pickup_postcode: from,
    delivery_postcode: to,
    weight: String(weightKg),
    cod: "0",
  });
  const res = await call("GET", `/courier/serviceability/?${query.toString()}`);
  if (res.status === 404) return { serviceable: false };
  if (res.status !== 200) throw new CourierUnreachable(`serviceability refused: ${reasonOf(res)}`);
  const data = obj(res.body.data);
  const companies = (Array.isArray(data.available_courier_companies) ? data.available_courier_companies : []).map(obj);
  if (num(res.body.status) !== 200 || companies.length === 0) return { serviceable: false };
  const recommended = num(data.recommended_courier_company_id);
  const days = (c: Json) => num(c.estimated_delivery_days) ?? Number.POSITIVE_INFINITY;
  const pick =
    companies.find((c) => num(c.courier_company_id) === recommended) ??
    companies.reduce((best, c) => (days(c) < days(best) ? c : best));
  if (!Number.isFinite(days(pick))) return { serviceable: false };
  return { serviceable: true, etaDays: days(pick), courierName: text(pick.courier_name) ?? "Courier" };
}

async function registerPickup(
  call: ShiprocketCall,
  point: Parameters<Courier["registerPickup"]>[0],
): ReturnType<Courier["registerPickup"]> {
  const res = await call("POST", "/settings/company/addpickup", {
    pickup_location: point.nickname,
    name: point.name,
    email: point.email,
    phone: point.phone,
    address: point.address,
    address_2: point.address2,
    city: point.city,
    state: point.state,
    country: "India",
    pin_code: point.pincode,
  });
  if (res.status === 200 && res.body.success === true) return { kind: "registered" };
  // A nickname already in use: registered by an earlier attempt whose answer we lost, if the list shows it.
  const list = await call("GET", "/settings/company/pickup");
  const known = (obj(list.body.data).shipping_address as unknown[] | undefined) ?? [];
  if (known.some((p) => obj(p).pickup_location === point.nickname)) return { kind: "registered" };
  return { kind: "refused", reason: reasonOf(res) };
}

async function book(shiprocket: Shiprocket, parcel: Parcel): Promise<BookingAnswer> {
  const res = await shiprocket.call("POST", "/orders/create/adhoc", {
    order_id: parcel.reference,
    order_date: shiprocketOrderDate(parcel.orderedAt),
    pickup_location: parcel.pickupNickname,
    ...billing(parcel.to),
    shipping_is_billing: true,
    payment_method: "Prepaid",
    ...itemsOf(parcel),
  });
  const created = createdOrder(res);
  return "kind" in created ? (created as BookingAnswer) : finish(shiprocket, created, true);
}

async function bookReturn(shiprocket: Shiprocket, parcel: ReturnParcel): Promise<BookingAnswer> {
  const res = await shiprocket.call("POST", "/orders/create/return", {
    order_id: parcel.reference,
    order_date: shiprocketOrderDate(parcel.orderedAt),
    ...side("pickup", parcel.from),
    ...side("shipping", parcel.to),
    payment_method: "PREPAID",
    ...itemsOf(parcel),
  });
  // A taken return id is an earlier attempt of ours whose answer was lost: carry on with the order it made.
  const taken = res.status === 422 && /already been taken/i.test(reasonOf(res));
  const existing = taken ? await orderByReference(shiprocket.call, parcel.reference) : undefined;
  const created = createdOrder(existing ? { status: 200, body: existing } : res);
  return "kind" in created ? (created as BookingAnswer) : finish(shiprocket, created, false);
}

async function track(call: ShiprocketCall, awb: string): Promise<Tracking> {
  const res = await call("GET", `/courier/track/awb/${encodeURIComponent(awb)}`);
  if (res.status !== 200) throw new CourierUnreachable(`tracking refused: ${reasonOf(res)}`);
  const data = obj(res.body.tracking_data);
  const scans = scansOf(data.shipment_track_activities);
  return { scans, etd: fromShiprocketTime(data.etd), trackingUrl: text(data.track_url) };
}

async function cancel(call: ShiprocketCall, courierOrderId: number): ReturnType<Courier["cancel"]> {
  const res = await call("POST", "/orders/cancel", { ids: [courierOrderId] });
  if (res.status >= 200 && res.status < 300) return { kind: "cancelled" };
  // A rate limit is no refusal: the courier has not looked at the parcel, so its answer is still to come.
  if (res.status === 429) throw new CourierUnreachable("the courier is busy (429)");
  return { kind: "refused", reason: reasonOf(res) };
}

export function shiprocketCourier(settings: CourierSettings): Courier {
  const call: ShiprocketCall = (method, path, body) => callCourier(settings, method, path, body);
  const shiprocket: Shiprocket = { call, trackingUrlOf: (awb) => `${settings.trackingUrl}/${awb}` };
  return {
    name: "shiprocket",
    sandbox: settings.sandbox,
    serviceability: (query) => serviceability(call, query),
    registerPickup: (point) => registerPickup(call, point),
    book: (parcel) => book(shiprocket, parcel),
    bookReturn: (parcel) => bookReturn(shiprocket, parcel),
    track: (awb) => track(call, awb),
    cancel: (courierOrderId) => cancel(call, courierOrderId),
  };
}
