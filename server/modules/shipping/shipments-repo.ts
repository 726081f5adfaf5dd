import { and, asc, desc, eq, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { SHIPMENT_VIEWS } from "@contract/shipping";
import { orders } from "../../db/schema/orders";
import type { Db, Tx } from "../../db/client";
import {
  parcelSizes,
  pickupLocations,
  shipmentScans,
  shipments,
  type ShipmentKind,
  type ShipmentPhase,
  type ShipmentRequest,
} from "../../db/schema/shipments";
import type { Category } from "@contract/categories";
import type { Booking, Scan } from "./courier";

type ShipmentView = (typeof SHIPMENT_VIEWS)[number];

/** A lease on a booking attempt: long enough for every call of one attempt to time out in turn. */
const CLAIM_SECONDS = 300;

/** One shipment per order and kind: a repeat (a replayed accept) finds the first. */
export async function insertShipment(
  tx: Tx,
  values: { orderId: string; kind: ShipmentKind; request: ShipmentRequest },
) {
  await tx
    .insert(shipments)
    .values({ ...values, nextAttemptAt: sql`now()` })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, values.orderId), eq(shipments.kind, values.kind)));
  return row!;
}

/**
 * Takes the right to make one booking attempt: only a shipment still being booked whose turn has come, and the
 * turn is pushed on, so of two callers (the accept and the retry job, or two processes) one books.
 */
export async function claimBooking(db: Db, id: string, force = false) {
  const [row] = await db
    .update(shipments)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      attempts: sql`${shipments.attempts} + 1`,
    })
    .where(
      and(
        eq(shipments.id, id),
        eq(shipments.state, "booking"),
        force ? sql`true` : lte(shipments.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Bookings whose next attempt is due, oldest first (each is claimed in turn). */
export const dueBookings = (db: Db, batch: number) =>
  db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.state, "booking"), lte(shipments.nextAttemptAt, sql`now()`)))
    .orderBy(asc(shipments.nextAttemptAt))
    .limit(batch);

export async function markBooked(db: Db, id: string, booking: Booking, trackAfterSeconds: number) {
  const [row] = await db
    .update(shipments)
    .set({
      state: "booked",
      phase: "booked",
      awb: booking.awb,
      courierName: booking.courierName,
      courierOrderId: booking.courierOrderId,
      courierShipmentId: booking.shipmentId,
      trackingUrl: booking.trackingUrl,
      labelUrl: booking.labelUrl ?? null,
      pickupScheduledFor: booking.pickupScheduledFor ?? null,
      nextAttemptAt: null,
      lastError: null,
      trackNextAt: sql`now() + make_interval(secs => ${trackAfterSeconds})`,
    })
    .where(and(eq(shipments.id, id), eq(shipments.state, "booking")))
    .returning();
  return row;
}

/** A failed attempt: the courier's words kept for the admin, the next attempt after `retryInSeconds`. */
export async function markAttemptFailed(db: Db, id: string, reason: string, retryInSeconds: number) {
  await db
    .update(shipments)
    .set({ lastError: reason.slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` })
    .where(and(eq(shipments.id, id), eq(shipments.state, "booking")));
}

/** The courier holds the reference as cancelled: it cannot be booked under it again. */
export async function markCancelled(db: Db | Tx, id: string, reason?: string) {
  const [row] = await db
    .update(shipments)
    .set({
      state: "cancelled",
      phase: "cancelled",
      nextAttemptAt: null,
      trackNextAt: null,
      ...(reason ? { lastError: reason } : {}),
    })
    .where(eq(shipments.id, id))
    .returning();
  return row;
}

export async function findPickupNickname(db: Db, addressKey: string) {
  const [row] = await db.select().from(pickupLocations).where(eq(pickupLocations.addressKey, addressKey));
  return row?.nickname;
}

export async function rememberPickup(db: Db, addressKey: string, nickname: string) {
  await db.insert(pickupLocations).values({ addressKey, nickname }).onConflictDoNothing();
}

export async function findParcelSize(db: Db | Tx, category: Category) {
  const [row] = await db.select().from(parcelSizes).where(eq(parcelSizes.category, category));
  return row;
}

export const listParcelSizes = (db: Db) => db.select().from(parcelSizes);

/** The admin's size for a category: locked while it changes (nothing locked while no admin has set one). */
export async function lockParcelSize(tx: Tx, category: Category) {
  const [row] = await tx.select().from(parcelSizes).where(eq(parcelSizes.category, category)).for("update");
  return row;
}

type ParcelSizeValues = Pick<typeof parcelSizes.$inferInsert, "lengthCm" | "breadthCm" | "heightCm" | "weightKg">;

/** Sets a category's size in one statement: the first edit inserts its row, a later one (or a racing one) updates it. */
export async function saveParcelSize(tx: Tx, category: Category, size: ParcelSizeValues) {
  await tx
    .insert(parcelSizes)
    .values({ category, ...size })
    .onConflictDoUpdate({ target: parcelSizes.category, set: { ...size, updatedAt: sql`now()` } });
}

/** What acting on a scan needs of its shipment. */
export type ScannedShipment = Pick<typeof shipments.$inferSelect, "id" | "orderId" | "kind" | "state" | "phase">;

/** How far a scan's own time may sit outside the plausible range and still be believed: clocks differ a little. */
const SCAN_CLOCK_SKEW_MINUTES = 5;

/**
 * Locks the shipment holding an AWB until the transaction ends (its scans are stored and acted on one at a time) and
 * stores each scan once (a replay or the tracking job's re-read is a no-op, matched on the courier's own time), in
 * one round trip: the insert reads the locked row, so it runs only once the lock is held. A scan's time is believed
 * only when it is plausible: not before the shipment was asked for, not in the future (a few minutes' skew allowed);
 * otherwise it counts from when we heard of it. Answers the shipment and the scans new to us, with the time we
 * believe; undefined for an AWB that is none of ours (nothing stored).
 */
export async function lockShipmentAndStoreScans(
  tx: Tx,
  awb: string,
  scans: Scan[],
): Promise<{ shipment: ScannedShipment; fresh: Pick<Scan, "srStatus" | "at">[] } | undefined> {
  const values = scans.length
    ? sql.join(
        scans.map(
          (v) =>
            sql`(${v.srStatus}::integer, ${v.label}, ${v.activity}, ${v.location}, ${v.at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )
    : undefined;
  // The courier's clock may run a little ahead of ours, or the scan be written a little before the booking's row.
  const skew = sql`make_interval(mins => ${SCAN_CLOCK_SKEW_MINUTES})`;
  const store = values
    ? sql`, fresh AS (
        INSERT INTO ${shipmentScans} (shipment_id, sr_status, label, activity, location, at, reported_at)
        SELECT locked.id, v.sr_status, v.label, v.activity, v.location,
          CASE WHEN v.at BETWEEN locked.created_at - ${skew} AND now() + ${skew} THEN v.at ELSE now() END,
          v.at
        FROM locked CROSS JOIN (VALUES ${values}) AS v (sr_status, label, activity, location, at)
        ON CONFLICT DO NOTHING
        RETURNING sr_status, at
      )`
    : sql``;
  const fresh = values
    ? sql`(SELECT coalesce(json_agg(json_build_object('srStatus', sr_status, 'at', at)), '[]'::json) FROM fresh)`
    : sql`'[]'::json`;
  const result = await tx.execute<{
    id: string;
    order_id: string;
    kind: ScannedShipment["kind"];
    state: ScannedShipment["state"];
    phase: ScannedShipment["phase"];
    fresh: string | { srStatus: number; at: string }[];
  }>(sql`
    WITH locked AS (
      SELECT id, order_id, kind, state, phase, created_at FROM ${shipments} WHERE awb = ${awb} FOR UPDATE
    )${store}
    SELECT locked.id, locked.order_id, locked.kind, locked.state, locked.phase, ${fresh} AS fresh FROM locked`);
  const row = result.rows[0];
  if (!row) return undefined;
  const stored =
    typeof row.fresh === "string" ? (JSON.parse(row.fresh) as { srStatus: number; at: string }[]) : row.fresh;
  return {
    shipment: { id: row.id, orderId: row.order_id, kind: row.kind, state: row.state, phase: row.phase },
    fresh: stored.map((f) => ({ srStatus: f.srStatus, at: new Date(f.at) })),
  };
}

/** Whether the parcel was collected (a picked-up or in-transit scan) no later than `at`. */
export async function pickedUpBy(tx: Tx, shipmentId: string, statuses: number[], at: Date) {
  const [row] = await tx
    .select({ id: shipmentScans.id })
    .from(shipmentScans)
    .where(
      and(
        eq(shipmentScans.shipmentId, shipmentId),
        inArray(shipmentScans.srStatus, statuses),
        lte(shipmentScans.at, at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function setPhase(tx: Tx, id: string, phase: ShipmentPhase, etd: Date | undefined) {
  await tx
    .update(shipments)
    .set({ phase, ...(etd ? { etd } : {}), ...(TRACKING_ENDS.has(phase) ? { trackNextAt: null } : {}) })
    .where(eq(shipments.id, id));
}

/** Phases after which nothing more is expected from the courier: tracking stops. */
const TRACKING_ENDS = new Set<ShipmentPhase>(["delivered", "rto_delivered", "cancelled", "lost"]);

/**
 * Takes the tracking job's turn on booked shipments still moving whose turn has come, pushing their next turn on
 * (SKIP LOCKED: several processes share them). Answers their AWBs.
 */
export async function claimForTracking(db: Db, everySeconds: number, batch: number) {
  const due = db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.state, "booked"), isNotNull(shipments.awb), lte(shipments.trackNextAt, sql`now()`)))
    .orderBy(asc(shipments.trackNextAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  return db
    .update(shipments)
    .set({ trackNextAt: sql`now() + make_interval(secs => ${everySeconds})` })
    .where(inArray(shipments.id, due))
    .returning({ awb: shipments.awb });
}

/** The order's forward parcel, locked until the transaction ends (a cancellation decides on it). */
export async function lockForwardParcel(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({
      id: shipments.id,
      state: shipments.state,
      phase: shipments.phase,
      courierOrderId: shipments.courierOrderId,
      awb: shipments.awb,
    })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, "forward")))
    .for("update");
  return row;
}
export type LockedParcel = NonNullable<Awaited<ReturnType<typeof lockForwardParcel>>>;

export async function noteError(db: Db, id: string, reason: string) {
  await db
    .update(shipments)
    .set({ lastError: reason.slice(0, 500) })
    .where(eq(shipments.id, id));
}

const VIEW_WHERE: Record<ShipmentView, SQL> = {
  failed: sql`${shipments.state} = 'booking' AND ${shipments.attempts} > 0`,
  awaiting_pickup: sql`${shipments.state} = 'booked' AND ${shipments.phase} = 'booked'`,
  in_transit: sql`${shipments.phase} IN ('picked_up', 'in_transit', 'out_for_delivery')`,
  ndr: sql`${shipments.phase} = 'undelivered'`,
  rto: sql`${shipments.phase} IN ('rto', 'rto_delivered')`,
};

/** A page of the admin's Shipments view, most recently changed first. */
export function listForAdmin(db: Db, view: ShipmentView, limit: number, offset: number) {
  return db
    .select({ shipment: shipments, orderNumber: orders.orderNumber })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(VIEW_WHERE[view])
    .orderBy(desc(shipments.updatedAt), desc(shipments.id))
    .limit(limit)
    .offset(offset);
}

export async function findWithOrderNumber(db: Db, id: string) {
  const [row] = await db
    .select({ shipment: shipments, orderNumber: orders.orderNumber })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, id));
  return row;
}

/** Off the courier: no more booking attempts or tracking; the courier's scans are still kept if they come. */
export async function markByHand(db: Db | Tx, id: string) {
  const [row] = await db
    .update(shipments)
    .set({ state: "by_hand", nextAttemptAt: null, trackNextAt: null })
    .where(and(eq(shipments.id, id), sql`${shipments.state} <> 'by_hand'`))
    .returning();
  return row;
}
