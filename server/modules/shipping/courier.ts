/**
 * One interface for the courier (Shiprocket; the built-in sandbox courier answers the same API). Booking, the
 * tracking job and the webhook speak to this, never to Shiprocket's fields. Each call throws CourierUnreachable
 * when the outcome is unknown (time-out, 5xx): the caller looks before it acts again.
 */

import type { ShipmentParty } from "../../db/schema/shipments";

/** A person and address the courier collects from or delivers to. */
export type Party = ShipmentParty;

/** A seller's pickup address, registered once at the courier under our nickname. */
interface PickupPoint extends Party {
  nickname: string;
}

/** A parcel's size: per product type defaults an admin can edit. */
interface ParcelSize {
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  weightKg: number;
}

export interface Parcel {
  /** Our order number: the courier's channel order id, so creating it twice answers the first. */
  reference: string;
  orderedAt: Date;
  pickupNickname: string;
  /** Who receives it (the buyer going out; the seller on a return). */
  to: Party;
  item: { name: string; sku: string; priceRupees: number };
  size: ParcelSize;
}

/** A reverse pickup: collected from the buyer, delivered back to the seller. */
export interface ReturnParcel extends Omit<Parcel, "pickupNickname"> {
  from: Party;
}

export type Serviceability = { serviceable: false } | { serviceable: true; etaDays: number; courierName: string };

export interface Booking {
  courierOrderId: number;
  shipmentId: number;
  awb: string;
  courierName: string;
  pickupScheduledFor: Date | undefined;
  labelUrl: string | undefined;
  trackingUrl: string;
}

/**
 * `refused`: the courier said no (bad data, no courier for the pair, a wallet to recharge): booking again as is will
 * not help until someone acts. `cancelled`: the courier holds this reference as a cancelled order, which cannot be
 * reused.
 */
export type BookingAnswer =
  { kind: "booked"; booking: Booking } | { kind: "refused"; reason: string } | { kind: "cancelled" };

/** One scan, in Shiprocket's shipment status numbering (the status table of docs/providers/shiprocket.md#tracking-webhook). */
export interface Scan {
  srStatus: number;
  label: string;
  activity: string;
  location: string;
  at: Date;
}

export interface Tracking {
  /** Oldest first; empty before the first scan. */
  scans: Scan[];
  etd: Date | undefined;
  trackingUrl: string | undefined;
}

export interface Courier {
  readonly name: "shiprocket";
  /** Spoken to the built-in sandbox courier rather than Shiprocket. */
  readonly sandbox: boolean;
  serviceability(route: { from: string; to: string; weightKg: number }): Promise<Serviceability>;
  /** Registers a pickup address under its nickname; a nickname the courier already holds counts as done. */
  registerPickup(point: PickupPoint): Promise<{ kind: "registered" } | { kind: "refused"; reason: string }>;
  /** Creates the order (idempotent by reference), assigns an AWB unless it has one, requests pickup, gets the label. */
  book(parcel: Parcel): Promise<BookingAnswer>;
  track(awb: string): Promise<Tracking>;
  cancel(courierOrderId: number): Promise<{ kind: "cancelled" } | { kind: "refused"; reason: string }>;
  bookReturn(parcel: ReturnParcel): Promise<BookingAnswer>;
}
