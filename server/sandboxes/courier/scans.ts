import type { Db } from "../../db/client";
import type { SandboxCourierOrder, SandboxScan } from "./schema";
import { istStamp } from "@contract/ist-days";
import { labelOf, type CourierSettings } from "../../modules/shipping";
import * as sandbox from "./books-repo";

/** The courier settings the sandbox answers to, and how often its timetable moves a shipment one scan on. */
export type CourierSandboxSettings = CourierSettings & { stepSeconds: number };

/**
 * How the sandbox courier moves a shipment: the next scan of its journey (or the one a person or test names),
 * stored once, then told to our webhook as Shiprocket tells it. Its timetable takes the same step by itself.
 */

/** The journey's next status after the last one; terminal statuses have none. 0 = no scan yet. */
const NEXT: Record<number, number> = { 0: 42, 42: 18, 18: 17, 17: 7, 21: 17, 9: 46, 46: 10 };
const ACTIVITIES: Record<number, string> = {
  42: "Shipment picked up",
  18: "In transit",
  17: "Out for delivery",
  7: "Delivered",
  21: "Consignee not available: delivery attempted",
  9: "Return to origin initiated",
  46: "RTO in transit",
  10: "RTO delivered to the shipper",
  8: "Cancelled",
};
const TERMINAL = new Set([7, 10, 8, 12, 24, 25, 44]);

const lastStatusOf = (order: SandboxCourierOrder) => order.scans.at(-1)?.srStatus ?? 0;

/** The status a step without a named one takes; undefined when the shipment is not moving or has arrived. */
function nextStatusOf(order: SandboxCourierOrder) {
  if (!order.awb || order.statusCode === 5) return undefined;
  // A forward shipment waits for its pickup request; a return needs none.
  if (order.isReturn === 0 && order.statusCode === 1 && order.scans.length === 0) return undefined;
  return NEXT[lastStatusOf(order)];
}

/** Shiprocket's webhook body for a shipment's latest scan (docs/providers/shiprocket.md#tracking-webhook). */
function webhookBody(order: SandboxCourierOrder) {
  const last = order.scans.at(-1)!;
  const [date, time] = istStamp(new Date(last.at)).split(" ");
  const [y, m, d] = date!.split("-");
  return {
    awb: order.awb,
    courier_name: order.courierName,
    current_status: last.label,
    current_status_id: 1000 + last.srStatus,
    shipment_status: last.label,
    shipment_status_id: last.srStatus,
    current_timestamp: `${d} ${m} ${y} ${time}`,
    order_id: `SBX_${order.channelOrderId}`,
    sr_order_id: order.srOrderId,
    etd: null,
    scans: order.scans.map((s) => ({
      date: istStamp(new Date(s.at)),
      status: s.label,
      activity: s.activity,
      location: s.location,
      "sr-status": String(s.srStatus),
      "sr-status-label": s.label,
    })),
    is_return: order.isReturn,
  };
}

function placeOf(order: SandboxCourierOrder, srStatus: number) {
  const details = order.details as Record<string, string | undefined>;
  const origin = details.pickupCity ?? "Origin hub";
  const destination = details.deliveryCity ?? "Destination hub";
  return [42, 9, 46, 10].includes(srStatus) ? origin : srStatus === 18 ? `${origin} hub` : destination;
}

/**
 * Moves one shipment a scan on (to `srStatus`, else its journey's next) and tells the webhook. Undefined when it
 * cannot move (no AWB, not yet asked to pick up, arrived) or another step moved it first.
 */
export async function stepShipment(
  db: Db,
  settings: CourierSandboxSettings,
  order: SandboxCourierOrder,
  now: Date,
  srStatus = nextStatusOf(order),
) {
  if (srStatus === undefined || !order.awb || TERMINAL.has(lastStatusOf(order))) return undefined;
  const scan: SandboxScan = {
    srStatus,
    label: labelOf(srStatus),
    activity: ACTIVITIES[srStatus] ?? labelOf(srStatus),
    location: placeOf(order, srStatus),
    at: now.toISOString(),
  };
  const next = TERMINAL.has(srStatus) ? null : new Date(now.getTime() + settings.stepSeconds * 1000);
  const moved = await sandbox.addScan(db, order, scan, next);
  if (moved) await tellWebhook(settings, moved);
  return moved;
}

/** Posts the scan to our webhook as Shiprocket would; a lost delivery is the tracking job's to catch. */
async function tellWebhook(settings: CourierSandboxSettings, order: SandboxCourierOrder) {
  if (!settings.webhookToken) return;
  try {
    await settings.transport({
      method: "POST",
      url: new URL("/api/webhooks/courier", settings.apiUrl).href,
      headers: { "content-type": "application/json", "x-api-key": settings.webhookToken },
      payload: JSON.stringify(webhookBody(order)),
    });
  } catch {
    // Shiprocket does not retry either: tracking by AWB catches what a webhook missed.
  }
}

/** The sandbox's timetable: every shipment whose step is due moves one scan on. */
export async function advanceSandboxShipments(db: Db, settings: CourierSandboxSettings, now = new Date(), batch = 100) {
  let moved = 0;
  for (const order of await sandbox.dueForStep(db, now, batch)) {
    if (await stepShipment(db, settings, order, now)) moved += 1;
  }
  return moved;
}
