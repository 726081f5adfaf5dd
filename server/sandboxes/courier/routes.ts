import { randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from "fastify";
import { parseForm } from "../../modules/payments";
import { istStamp } from "@contract/ist-days";
import { statusIdOf } from "../../modules/shipping";
import type { SandboxCourierOrder } from "./schema";
import * as sandbox from "./books-repo";
import { labelPage, trackingPage } from "./pages";
import { stepShipment, type CourierSandboxSettings } from "./scans";

/**
 * The built-in sandbox courier (never registered with Shiprocket settings): Shiprocket's API under
 * /sandbox/courier/v1/external (same paths, fields and status codes, docs/providers/shiprocket.md), answering from its own books,
 * plus a tracking page where a person, and a control path where a test, scans a shipment on.
 */

type Json = Record<string, unknown>;
const API = "/sandbox/courier/v1/external";
const TOKEN_LIFE_MS = 10 * 24 * 60 * 60 * 1000;
const COURIER = { id: 43, name: "Sandbox Surface" };

const bodyOf = (body: unknown): Json =>
  body && typeof body === "object" && !Array.isArray(body) ? (body as Json) : {};
const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");
const firstId = (v: unknown) => Number(Array.isArray(v) ? v[0] : v);
const html = (reply: FastifyReply, body: string) =>
  reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);

/** Shiprocket's 422: every missing field named. */
function invalid(reply: FastifyReply, body: Json, required: string[]) {
  const missing = required.filter((f) => body[f] === undefined || body[f] === null || body[f] === "");
  if (missing.length === 0) return false;
  void reply.status(422).send({
    message: "Oops! Invalid Data.",
    errors: Object.fromEntries(missing.map((f) => [f, [`The ${f} field is required.`]])),
    status_code: 422,
  });
  return true;
}

const ORDER_FIELDS = [
  "order_id",
  "order_date",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
];
const ADHOC_FIELDS = [
  ...ORDER_FIELDS,
  "pickup_location",
  "billing_customer_name",
  "billing_address",
  "billing_city",
  "billing_pincode",
  "billing_state",
  "billing_country",
  "billing_email",
  "billing_phone",
];
const PARTY = ["customer_name", "address", "city", "state", "country", "pincode", "email", "phone"];
const RETURN_FIELDS = [...ORDER_FIELDS, ...PARTY.map((f) => `pickup_${f}`), ...PARTY.map((f) => `shipping_${f}`)];

/** Serviceable unless either end is an Army Postal Service pincode (9xxxxx); farther zones take longer. */
function etaDays(from: string, to: string) {
  if (/^9/.test(from) || /^9/.test(to)) return undefined;
  if (from.slice(0, 3) === to.slice(0, 3)) return 2;
  return 3 + Math.min(3, Math.abs(Number(from[0]) - Number(to[0])));
}

const newAwb = () => `77${String(randomInt(1e6)).padStart(6, "0")}${String(randomInt(1e6)).padStart(6, "0")}`;

type Db = FastifyInstance["database"]["db"];

/** What every group of routes shares: the sandbox's books, its settings and the tokens it has handed out. */
interface CourierSandbox {
  db: Db;
  courier: CourierSandboxSettings;
  tokens: Map<string, number>;
}

const orderAnswer = (o: SandboxCourierOrder) => ({
  order_id: o.srOrderId,
  shipment_id: sandbox.shipmentIdOf(o),
  status: o.status,
  status_code: o.statusCode,
  awb_code: o.awb,
  courier_company_id: o.awb ? COURIER.id : null,
  courier_name: o.courierName,
});

/** Login, and the bearer token every other API path asks for. */
function registerAuth(app: FastifyInstance, { courier, tokens }: CourierSandbox) {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith(`${API}/`) || request.url.startsWith(`${API}/auth/login`)) return;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const expires = token ? tokens.get(token) : undefined;
    if (!expires || expires < Date.now())
      return reply.status(401).send({ message: "Unauthenticated.", status_code: 401 });
  });

  app.post(`${API}/auth/login`, async (request, reply) => {
    const body = bodyOf(request.body);
    if (body.email !== courier.email || body.password !== courier.password)
      return reply.status(403).send({ message: "Invalid email and password combination", status_code: 403 });
    const token = randomBytes(24).toString("base64url");
    tokens.set(token, Date.now() + TOKEN_LIFE_MS);
    return {
      id: 1,
      first_name: "Sandbox",
      last_name: "API",
      email: courier.email,
      company_id: 1,
      created_at: "",
      token,
    };
  });
}

/** Serviceability and the pickup addresses. */
function registerPickups(app: FastifyInstance, { db }: CourierSandbox) {
  app.get(`${API}/courier/serviceability/`, async (request, reply) => {
    const q = bodyOf(request.query);
    if (invalid(reply, q, ["pickup_postcode", "delivery_postcode", "weight", "cod"])) return reply;
    const days = etaDays(str(q.pickup_postcode), str(q.delivery_postcode));
    if (days === undefined) return { status: 404, message: "No courier serviceable for the entered pincodes." };
    const etd = new Date(Date.now() + days * 86_400_000);
    return {
      status: 200,
      data: {
        available_courier_companies: [
          {
            courier_company_id: COURIER.id,
            courier_name: COURIER.name,
            estimated_delivery_days: String(days),
            etd: etd.toLocaleDateString("en-US", {
              month: "short",
              day: "2-digit",
              year: "numeric",
              timeZone: "Asia/Kolkata",
            }),
            etd_hours: days * 24,
            rate: 54,
            cod: 1,
          },
        ],
        recommended_courier_company_id: COURIER.id,
      },
    };
  });

  app.post(`${API}/settings/company/addpickup`, async (request, reply) => {
    const body = bodyOf(request.body);
    const required = ["pickup_location", "name", "email", "phone", "address", "city", "state", "country", "pin_code"];
    if (invalid(reply, body, required)) return reply;
    const row = await sandbox.addPickup(db, {
      nickname: str(body.pickup_location).slice(0, 36),
      pinCode: str(body.pin_code),
      details: { name: str(body.name), city: str(body.city), phone: str(body.phone), address: str(body.address) },
    });
    if (!row)
      return reply.status(422).send({
        message: "Oops! Invalid Data.",
        errors: { pickup_location: ["Address nick name already in use"] },
        status_code: 422,
      });
    return { success: true, pickup_id: row.pickupId, address: { pin_code: row.pinCode, phone_verified: 0 } };
  });

  app.get(`${API}/settings/company/pickup`, async () => ({
    data: {
      shipping_address: (await sandbox.listPickups(db)).map((p) => ({
        id: p.pickupId,
        pickup_location: p.nickname,
        pin_code: p.pinCode,
        phone_verified: 0,
        is_primary_location: 0,
      })),
    },
  }));
}

/** Creating a forward or a return order. */
function registerOrders(app: FastifyInstance, { db }: CourierSandbox) {
  app.post(`${API}/orders/create/adhoc`, async (request, reply) => {
    const body = bodyOf(request.body);
    if (invalid(reply, body, ADHOC_FIELDS)) return reply;
    const pickup = await sandbox.findPickup(db, str(body.pickup_location));
    if (!pickup)
      return reply
        .status(422)
        .send({ message: "Wrong Pickup location entered. Please choose one from the list.", status_code: 422 });
    if (!/^\d{10}$/.test(str(body.billing_phone)))
      return reply.status(422).send({
        message: "Oops! Invalid Data.",
        errors: { billing_phone: ["The billing phone must be 10 digits."] },
        status_code: 422,
      });
    const { order } = await sandbox.createOrder(db, {
      channelOrderId: str(body.order_id).slice(0, 50),
      pickupLocation: pickup.nickname,
      isReturn: 0,
      statusCode: 1,
      status: "NEW",
      details: {
        pickupCity: (pickup.details as Json).city,
        deliveryName: `${str(body.billing_customer_name)} ${str(body.billing_last_name)}`.trim(),
        deliveryAddress: [str(body.billing_address), str(body.billing_address_2)].filter(Boolean).join(", "),
        deliveryCity: str(body.billing_city),
        deliveryPincode: str(body.billing_pincode),
        deliveryPhone: str(body.billing_phone),
        weight: Number(body.weight),
      },
    });
    return orderAnswer(order);
  });

  app.post(`${API}/orders/create/return`, async (request, reply) => {
    const body = bodyOf(request.body);
    if (invalid(reply, body, RETURN_FIELDS)) return reply;
    const { order, created } = await sandbox.createOrder(db, {
      channelOrderId: str(body.order_id).slice(0, 50),
      pickupLocation: `${str(body.pickup_customer_name)}, ${str(body.pickup_city)}`,
      isReturn: 1,
      statusCode: 21,
      status: "RETURN PENDING",
      details: {
        pickupCity: str(body.pickup_city),
        deliveryName: str(body.shipping_customer_name),
        deliveryAddress: str(body.shipping_address),
        deliveryCity: str(body.shipping_city),
        deliveryPincode: str(body.shipping_pincode),
        deliveryPhone: str(body.shipping_phone),
        weight: Number(body.weight),
      },
    });
    if (!created)
      return reply.status(422).send({
        message: "Oops! Invalid Data.",
        errors: { order_id: ["The order id has already been taken."] },
        status_code: 422,
      });
    return orderAnswer(order);
  });
}

/** An order's AWB, pickup request and label. */
function registerShipments(app: FastifyInstance, { db, courier }: CourierSandbox) {
  app.post(`${API}/courier/assign/awb`, async (request, reply) => {
    const body = bodyOf(request.body);
    if (invalid(reply, body, ["shipment_id"])) return reply;
    const order = await sandbox.findOrder(db, { shipmentId: Number(body.shipment_id) });
    if (!order) return reply.status(404).send({ message: "Shipment not found", status_code: 404 });
    if (order.statusCode === 5)
      return { awb_assign_status: 0, response: { data: { awb_assign_error: "Order is cancelled" } } };
    const pickupAt = new Date(Date.now() + 86_400_000);
    const assigned = await sandbox.assignAwb(db, order.id, newAwb(), COURIER.name, pickupAt);
    if (!assigned) return reply.status(400).send({ message: "AWB is already assigned", status_code: 400 });
    // A return is collected with no pickup request: its timetable starts now.
    if (assigned.isReturn === 1)
      await sandbox.queueReturn(db, assigned.id, new Date(Date.now() + courier.stepSeconds * 1000));
    return {
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: COURIER.id,
          awb_code: assigned.awb,
          order_id: assigned.srOrderId,
          shipment_id: sandbox.shipmentIdOf(assigned),
          courier_name: COURIER.name,
          pickup_scheduled_date: istStamp(pickupAt),
          applied_weight: Number((assigned.details as Json).weight ?? 0.5),
        },
      },
    };
  });

  app.post(`${API}/courier/generate/pickup`, async (request, reply) => {
    const body = bodyOf(request.body);
    if (invalid(reply, body, ["shipment_id"])) return reply;
    const order = await sandbox.findOrder(db, { shipmentId: firstId(body.shipment_id) });
    if (!order?.awb) return reply.status(400).send({ message: "Please assign AWB first", status_code: 400 });
    const queued = await sandbox.queuePickup(db, order.id, new Date(Date.now() + courier.stepSeconds * 1000));
    if (!queued) return reply.status(400).send({ message: "Already in Pickup Queue.", status_code: 400 });
    return {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: istStamp(queued.pickupScheduledAt ?? new Date()),
        pickup_token_number: `Reference No: SBX_${queued.srOrderId}`,
        status: 3,
        data: `Pickup is confirmed by ${COURIER.name} For AWB :- ${queued.awb}`,
      },
    };
  });

  app.post(`${API}/courier/generate/label`, async (request, reply) => {
    const body = bodyOf(request.body);
    if (!Array.isArray(body.shipment_id)) return invalid(reply, {}, ["shipment_id"]) && reply;
    const order = await sandbox.findOrder(db, { shipmentId: firstId(body.shipment_id) });
    if (!order?.awb) return { label_created: 0, response: "AWB not assigned", not_created: body.shipment_id };
    return {
      label_created: 1,
      label_url: `${courier.apiUrl}/label/${sandbox.shipmentIdOf(order)}`,
      response: "Label has been created and uploaded successfully!",
      not_created: [],
    };
  });
}

/** Reading an order back, and cancelling it. */
function registerOrderLookups(app: FastifyInstance, { db }: CourierSandbox) {
  app.get<{ Params: { id: string } }>(`${API}/orders/show/:id`, async (request, reply) => {
    const order = /^\d+$/.test(request.params.id)
      ? await sandbox.findOrder(db, { srOrderId: Number(request.params.id) })
      : undefined;
    if (!order) return reply.status(404).send({ message: "Order not found", status_code: 404 });
    return {
      data: {
        id: order.srOrderId,
        channel_order_id: order.channelOrderId,
        status: order.status,
        status_code: order.statusCode,
        shipments: { id: sandbox.shipmentIdOf(order), awb: order.awb ?? "", courier: order.courierName ?? "" },
      },
    };
  });

  // Shiprocket's order list searched by our channel order id (how a lost create answer is found again).
  app.get(`${API}/orders`, async (request) => {
    const search = str(bodyOf(request.query).search);
    const order = search ? await sandbox.findOrder(db, { channelOrderId: search }) : undefined;
    return {
      data: order
        ? [
            {
              id: order.srOrderId,
              channel_order_id: order.channelOrderId,
              status: order.status,
              status_code: order.statusCode,
              shipments: [{ id: sandbox.shipmentIdOf(order), awb: order.awb ?? "", courier: order.courierName ?? "" }],
            },
          ]
        : [],
    };
  });

  app.post(`${API}/orders/cancel`, async (request, reply) => {
    const body = bodyOf(request.body);
    if (!Array.isArray(body.ids) || body.ids.length === 0) return invalid(reply, {}, ["ids"]) && reply;
    for (const id of body.ids) {
      const order = await sandbox.findOrder(db, { srOrderId: Number(id) });
      if (!order) return reply.status(404).send({ message: "Order not found", status_code: 404 });
      // Cancelling a cancelled order is answered as done, also when another request cancelled it just now.
      if (
        order.statusCode !== 5 &&
        !(await sandbox.cancelOrder(db, order.srOrderId)) &&
        (await sandbox.findOrder(db, { srOrderId: order.srOrderId }))?.statusCode !== 5
      )
        return reply.status(400).send({ message: "Order cannot be cancelled after pickup", status_code: 400 });
    }
    return reply.status(204).send();
  });
}

/** A shipment's scans, as Shiprocket's tracking answers them. */
function registerTracking(app: FastifyInstance, { db, courier }: CourierSandbox) {
  app.get<{ Params: { awb: string } }>(`${API}/courier/track/awb/:awb`, async (request) => {
    const order = await sandbox.findOrder(db, { awb: request.params.awb });
    if (!order || order.scans.length === 0)
      return {
        tracking_data: {
          track_status: 0,
          shipment_status: 0,
          error: "Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.",
        },
      };
    const last = order.scans.at(-1)!;
    return {
      tracking_data: {
        track_status: 1,
        shipment_status: last.srStatus,
        shipment_track: [
          {
            awb_code: order.awb,
            shipment_id: sandbox.shipmentIdOf(order),
            order_id: order.srOrderId,
            current_status: last.label,
            courier_name: order.courierName,
          },
        ],
        shipment_track_activities: [...order.scans].reverse().map((s) => ({
          date: istStamp(new Date(s.at)),
          status: s.label,
          activity: s.activity,
          location: s.location,
          "sr-status": String(s.srStatus),
          "sr-status-label": s.label,
        })),
        track_url: `${courier.apiUrl}/tracking/${order.awb}`,
        etd: null,
      },
    };
  });
}

/** The scan control and the pages a person sees. */
function registerControl(app: FastifyInstance, { db, courier }: CourierSandbox) {
  /** The control a test (or the tracking page's buttons) uses: scan a shipment on, to a named status or the next. */
  app.post<{ Params: { awb: string } }>("/sandbox/courier/shipments/:awb/scan", async (request, reply) => {
    const order = await sandbox.findOrder(db, { awb: request.params.awb });
    if (!order) return reply.status(404).send({ message: "No such AWB", code: "not_found" });
    const named = bodyOf(request.body).status;
    const status = named === undefined ? undefined : statusIdOf(named, named);
    const moved = await stepShipment(db, courier, order, new Date(), status || undefined);
    if (request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded"))
      return reply.redirect(`/sandbox/courier/tracking/${encodeURIComponent(request.params.awb)}`, 303);
    if (!moved) return reply.status(409).send({ message: "This shipment cannot move now", code: "not_moving" });
    return { awb: moved.awb, status: moved.scans.at(-1)!.srStatus, label: moved.status };
  });

  app.get<{ Params: { awb: string } }>("/sandbox/courier/tracking/:awb", async (request, reply) => {
    const order = await sandbox.findOrder(db, { awb: request.params.awb });
    if (!order) return reply.status(404).send({ message: "No such AWB", code: "not_found" });
    return html(reply, trackingPage(order));
  });

  app.get<{ Params: { shipmentId: string } }>("/sandbox/courier/label/:shipmentId", async (request, reply) => {
    const order = /^\d+$/.test(request.params.shipmentId)
      ? await sandbox.findOrder(db, { shipmentId: Number(request.params.shipmentId) })
      : undefined;
    if (!order?.awb) return reply.status(404).send({ message: "No such label", code: "not_found" });
    return html(reply, labelPage(order));
  });
}

export const sandboxCourierRoutes: FastifyPluginAsync<{ courier: CourierSandboxSettings }> = async (
  app,
  { courier },
) => {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
  const state: CourierSandbox = { db: app.database.db, courier, tokens: new Map() };
  registerAuth(app, state);
  registerPickups(app, state);
  registerOrders(app, state);
  registerShipments(app, state);
  registerOrderLookups(app, state);
  registerTracking(app, state);
  registerControl(app, state);
};
