import { sql } from "drizzle-orm";
import { bigint, check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "../../db/schema/columns";

/** A scan as the sandbox courier keeps it: Shiprocket's shipment status id and label, at a moment. */
export interface SandboxScan {
  srStatus: number;
  label: string;
  activity: string;
  location: string;
  at: string;
}

/**
 * The built-in sandbox courier's own books (never used with Shiprocket credentials): the pickup locations
 * registered with it, by nickname, as Shiprocket keeps them per account.
 */
export const sandboxCourierPickups = pgTable("sandbox_courier_pickups", {
  id: id(),
  nickname: text().notNull().unique("sandbox_courier_pickups_nickname_unique"),
  pickupId: bigint({ mode: "number" }).generatedAlwaysAsIdentity({ startWith: 5000 }).notNull(),
  pinCode: text().notNull(),
  details: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox courier's orders, keyed by the merchant's channel order id (a repeated create answers the existing
 * one, as Shiprocket does), with Shiprocket's own order and shipment ids, the AWB once assigned and every scan so
 * far (newest last). No reference into our tables: it plays another company.
 */
export const sandboxCourierOrders = pgTable(
  "sandbox_courier_orders",
  {
    id: id(),
    channelOrderId: text().notNull().unique("sandbox_courier_orders_channel_order_id_unique"),
    srOrderId: bigint({ mode: "number" }).generatedAlwaysAsIdentity({ startWith: 16_000_000 }).notNull(),
    pickupLocation: text().notNull(),
    isReturn: integer().notNull().default(0),
    statusCode: integer().notNull(),
    status: text().notNull(),
    awb: text().unique("sandbox_courier_orders_awb_unique"),
    courierName: text(),
    pickupScheduledAt: timestamp({ withTimezone: true }),
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    scans: jsonb().$type<SandboxScan[]>().notNull().default([]),
    /** When the sandbox's timetable moves it next (SANDBOX_COURIER_STEP_SECONDS after its last step). */
    nextStepAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("sandbox_courier_orders_is_return_check", sql`${t.isReturn} IN (0, 1)`)],
);

export type SandboxCourierOrder = typeof sandboxCourierOrders.$inferSelect;
