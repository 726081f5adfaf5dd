import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxCourierOrders, sandboxCourierPickups, type SandboxCourierOrder, type SandboxScan } from "./schema";

/** Shiprocket numbers shipments apart from orders; the sandbox keeps one row and offsets the shipment's number. */
const SHIPMENT_OFFSET = 1_000_000_000;
export const shipmentIdOf = (order: SandboxCourierOrder) => order.srOrderId + SHIPMENT_OFFSET;

/** Registers a pickup location; false when the nickname is taken. */
export async function addPickup(
  db: Db,
  values: { nickname: string; pinCode: string; details: Record<string, unknown> },
) {
  const [row] = await db.insert(sandboxCourierPickups).values(values).onConflictDoNothing().returning();
  return row;
}

export const listPickups = (db: Db) =>
  db.select().from(sandboxCourierPickups).orderBy(asc(sandboxCourierPickups.pickupId));

export async function findPickup(db: Db, nickname: string) {
  const [row] = await db.select().from(sandboxCourierPickups).where(eq(sandboxCourierPickups.nickname, nickname));
  return row;
}

/** Creates an order once per channel order id: a repeat answers the existing order, unchanged. */
export async function createOrder(
  db: Db,
  values: Pick<
    SandboxCourierOrder,
    "channelOrderId" | "pickupLocation" | "isReturn" | "statusCode" | "status" | "details"
  >,
) {
  const [row] = await db.insert(sandboxCourierOrders).values(values).onConflictDoNothing().returning();
  if (row) return { order: row, created: true };
  const [existing] = await db
    .select()
    .from(sandboxCourierOrders)
    .where(eq(sandboxCourierOrders.channelOrderId, values.channelOrderId));
  return { order: existing!, created: false };
}

export async function findOrder(
  db: Db,
  by: { srOrderId: number } | { shipmentId: number } | { awb: string } | { channelOrderId: string },
) {
  const where =
    "awb" in by
      ? eq(sandboxCourierOrders.awb, by.awb)
      : "channelOrderId" in by
        ? eq(sandboxCourierOrders.channelOrderId, by.channelOrderId)
        : eq(sandboxCourierOrders.srOrderId, "srOrderId" in by ? by.srOrderId : by.shipmentId - SHIPMENT_OFFSET);
  const [row] = await db.select().from(sandboxCourierOrders).where(where);
  return row;
}

/** Assigns an AWB once: the conditional update lets one of two racing requests win; undefined for the other. */
export async function assignAwb(db: Db, id: string, awb: string, courierName: string, pickupAt: Date) {
  const [row] = await db
    .update(sandboxCourierOrders)
    .set({ awb, courierName, pickupScheduledAt: pickupAt, status: "AWB ASSIGNED", statusCode: 1 })
    .where(
      and(
        eq(sandboxCourierOrders.id, id),
        isNull(sandboxCourierOrders.awb),
        sql`${sandboxCourierOrders.statusCode} <> 5`,
      ),
    )
    .returning();
  return row;
}

/** Queues the pickup once; undefined when it was already queued (or the order has no AWB). */
export async function queuePickup(db: Db, id: string, firstStepAt: Date) {
  const [row] = await db
    .update(sandboxCourierOrders)
    .set({ status: "PICKUP QUEUED", statusCode: 4, nextStepAt: firstStepAt })
    .where(
      and(eq(sandboxCourierOrders.id, id), isNotNull(sandboxCourierOrders.awb), eq(sandboxCourierOrders.statusCode, 1)),
    )
    .returning();
  return row;
}

/** Starts a return's timetable: it is collected with no pickup request. */
export async function queueReturn(db: Db, id: string, firstStepAt: Date) {
  await db.update(sandboxCourierOrders).set({ nextStepAt: firstStepAt }).where(eq(sandboxCourierOrders.id, id));
}

/** Cancels an order not yet picked up; undefined once it has moved (or was cancelled already). */
export async function cancelOrder(db: Db, srOrderId: number) {
  const [row] = await db
    .update(sandboxCourierOrders)
    .set({ status: "CANCELED", statusCode: 5, nextStepAt: null })
    .where(
      and(
        eq(sandboxCourierOrders.srOrderId, srOrderId),
        sql`jsonb_array_length(${sandboxCourierOrders.scans}) = 0`,
        sql`${sandboxCourierOrders.statusCode} <> 5`,
      ),
    )
    .returning();
  return row;
}

/**
 * Adds a scan to a shipment whose last scan is `after` (a compare-and-set on the scan count, so two steps racing
 * on one shipment add one scan); undefined when someone else moved it first, or cancelled it: as at Shiprocket, a
 * cancelled order is never collected, and one collected is never cancelled, so of a cancel and a pickup one wins.
 */
export async function addScan(db: Db, order: SandboxCourierOrder, scan: SandboxScan, nextStepAt: Date | null) {
  const [row] = await db
    .update(sandboxCourierOrders)
    .set({
      scans: sql`${sandboxCourierOrders.scans} || ${JSON.stringify([scan])}::jsonb`,
      status: scan.label,
      nextStepAt,
    })
    .where(
      and(
        eq(sandboxCourierOrders.id, order.id),
        sql`jsonb_array_length(${sandboxCourierOrders.scans}) = ${order.scans.length}`,
        sql`${sandboxCourierOrders.statusCode} <> 5`,
      ),
    )
    .returning();
  return row;
}

/** Shipments whose timetable step is due, oldest first. */
export const dueForStep = (db: Db, now: Date, limit: number) =>
  db
    .select()
    .from(sandboxCourierOrders)
    .where(lte(sandboxCourierOrders.nextStepAt, now))
    .orderBy(asc(sandboxCourierOrders.nextStepAt))
    .limit(limit);
