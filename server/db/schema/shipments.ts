import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { CATEGORIES, type Category } from "../../../contract/categories";
import { BOOKING_STATES, SHIPMENT_PHASES } from "../../../contract/orders";
import { createdAt, id, isOneOf, updatedAt } from "./columns";
import { orders } from "./orders";

/**
 * A booking's own life (contract/orders.ts lists them): `booking` is tried again by a job after a time-out or a
 * refusal; after `by_hand` the admin's status dialog moves the order. Where the parcel is, is `phase`.
 */
export type BookingState = (typeof BOOKING_STATES)[number];
export type ShipmentPhase = (typeof SHIPMENT_PHASES)[number];

const KINDS = ["forward", "return"] as const;
export type ShipmentKind = (typeof KINDS)[number];

/** A person and address the courier collects from or delivers to. */
export interface ShipmentParty {
  name: string;
  phone: string;
  email: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  pincode: string;
}

/**
 * What the courier is asked to carry, kept so a retried booking sends exactly what the first one did. `pickup` is
 * the seller's address (registered as a pickup location); a return is collected `from` the buyer.
 */
export interface ShipmentRequest {
  reference: string;
  orderedAt: string;
  sellerId: string;
  pickup: ShipmentParty;
  to: ShipmentParty;
  from?: ShipmentParty;
  item: { name: string; sku: string; priceRupees: number };
  size: { lengthCm: number; breadthCm: number; heightCm: number; weightKg: number };
}

/**
 * An order's parcel at the courier: one forward shipment per order (booked when the seller accepts) and at most one
 * return pickup. `awb` is unique: a shipment never holds two, and no two shipments share one.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: text().$type<ShipmentKind>().notNull().default("forward"),
    request: jsonb().$type<ShipmentRequest>().notNull(),
    state: text().$type<BookingState>().notNull().default("booking"),
    phase: text().$type<ShipmentPhase>(),
    courierName: text(),
    awb: text().unique("shipments_awb_unique"),
    courierOrderId: bigint({ mode: "number" }),
    courierShipmentId: bigint({ mode: "number" }),
    trackingUrl: text(),
    labelUrl: text(),
    pickupScheduledFor: timestamp({ withTimezone: true }),
    etd: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    /** When a booking in `booking` is tried next; a claim pushes it on, so two processes never book at once. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** The courier's words on the last failed attempt, for the admin's Shipments view. */
    lastError: text(),
    /** When the tracking job asks the courier about this AWB next. */
    trackNextAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("shipments_order_kind_unique").on(t.orderId, t.kind),
    index("shipments_next_attempt_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'booking'`),
    index("shipments_track_next_idx")
      .on(t.trackNextAt)
      .where(sql`${t.awb} IS NOT NULL`),
    check("shipments_kind_check", isOneOf(t.kind, KINDS)),
    check("shipments_state_check", isOneOf(t.state, BOOKING_STATES)),
    check("shipments_phase_check", sql`${t.phase} IS NULL OR ${isOneOf(t.phase, SHIPMENT_PHASES)}`),
    check("shipments_booked_awb_check", sql`${t.state} <> 'booked' OR ${t.awb} IS NOT NULL`),
  ],
);

/**
 * Each scan once: the webhook's replays and the tracking job's reads of the same scan are one row, told apart by the
 * time the courier wrote on it (`reportedAt`). `at` is the time we trust: the courier's when it is plausible (not
 * before the shipment was asked for, not in the future, a few minutes' clock skew allowed), else when we heard of it.
 */
export const shipmentScans = pgTable(
  "shipment_scans",
  {
    id: id(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    srStatus: integer().notNull(),
    label: text().notNull(),
    activity: text().notNull(),
    location: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    reportedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("shipment_scans_once_unique").on(t.shipmentId, t.srStatus, t.reportedAt)],
);

/** Each seller pickup address registered at the courier once, under the nickname we gave it. */
export const pickupLocations = pgTable("pickup_locations", {
  id: id(),
  /** A digest of the seller and the address's fields: a changed address is a new location. */
  addressKey: text().notNull().unique("pickup_locations_address_key_unique"),
  nickname: text().notNull(),
  createdAt: createdAt(),
});

/** The parcel size the courier is told per category; an admin edits it (contract/shipping.ts has the defaults). */
export const parcelSizes = pgTable(
  "parcel_sizes",
  {
    category: text().$type<Category>().primaryKey(),
    lengthCm: integer().notNull(),
    breadthCm: integer().notNull(),
    heightCm: integer().notNull(),
    weightKg: numeric({ precision: 6, scale: 2, mode: "number" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("parcel_sizes_category_check", isOneOf(t.category, CATEGORIES)),
    check(
      "parcel_sizes_positive_check",
      sql`${t.lengthCm} > 0 AND ${t.breadthCm} > 0 AND ${t.heightCm} > 0 AND ${t.weightKg} > 0`,
    ),
  ],
);
