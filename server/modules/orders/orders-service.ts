import {
  ACTIVE_ORDER_STATUSES,
  ORDER_MESSAGES,
  ORDER_STEPS,
  type OrderDetail,
  type OrderTracking,
} from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import type { OrderStatus } from "../../db/schema/orders";
import type { users } from "../../db/schema/users";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { requireSelfOrAdmin } from "../auth";
import { createNotification } from "../notifications";
import * as notices from "./order-notices";
import { withLockedOrder } from "./order-locks";
import { toAdminView, toBuyerView, toDetail, toSellerView } from "./order-views";
import * as repo from "./orders-repo";
import { recordAdminAction } from "../admin";
import { isAdmin } from "../users";

type User = typeof users.$inferSelect;

export async function ordersBoughtBy(db: Db, viewer: User, buyerId: string, limit: number, offset: number) {
  requireSelfOrAdmin(viewer, buyerId, "You can only view your own orders");
  return (await repo.listByBuyer(db, buyerId, limit, offset)).map(toBuyerView);
}

export async function ordersSoldBy(db: Db, viewer: User, sellerId: string, limit: number, offset: number) {
  requireSelfOrAdmin(viewer, sellerId, "You can only view your own orders");
  return (await repo.listBySeller(db, sellerId, limit, offset)).map(toSellerView);
}

/** Someone else's order answers exactly like a missing one, so order ids cannot be probed. */
export async function orderFor(db: Db, viewer: User, id: string): Promise<OrderDetail> {
  const row = await repo.findOrderView(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  if (isAdmin(viewer)) return toDetail(row, "admin");
  if (row.order.buyerId === viewer.id) return toDetail(row, "buyer");
  if (row.order.sellerId === viewer.id) return toDetail(row, "seller");
  throw notFound(ORDER_MESSAGES.notFound);
}

/** The parcel's scans for whoever may see the order; the seller's without places. */
export async function orderTracking(db: Db, viewer: User, id: string): Promise<OrderTracking> {
  const detail = await orderFor(db, viewer, id);
  const scans = await repo.scansOfOrder(db, id);
  return {
    scans: scans.map((s) => ({
      label: s.label,
      activity: s.activity,
      location: detail.viewer === "seller" ? null : s.location,
      at: new Date(s.at).toISOString(),
    })),
  };
}

export async function adminOrders(db: Db, query: { status?: OrderStatus; q?: string; limit: number; offset: number }) {
  return (await repo.listForAdmin(db, query, query.limit, query.offset)).map(toAdminView);
}

/** Order Details for the admin panel, with the buyer's name and contact details. */
export async function adminOrder(db: Db, id: string) {
  const row = await repo.findOrderView(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return toAdminView(row);
}

/** The seller's Accept Order list on a listing: only the listing's seller or an admin. */
export async function pendingOrdersOn(db: Db, viewer: User, productId: string) {
  const listing = await repo.findListingOwner(db, productId);
  if (!listing) throw notFound("Product not found");
  if (listing.sellerId !== viewer.id && !isAdmin(viewer))
    throw forbidden("Only the seller can see orders on this listing");
  return (await repo.listPlacedForProduct(db, productId)).map(toSellerView);
}

const about = async (db: Db, order: repo.LockedOrder) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  title: (await repo.findListingOwner(db, order.productId))!.title,
});

/**
 * Seller's Accept Order, in the caller's transaction: placed -> confirmed, within the 48 hours the seller has; the
 * buyer is told. Booking the parcel is the fulfilment workflow's.
 */
export async function confirmBySeller(tx: Tx, seller: User, id: string) {
  await withLockedOrder(tx, id, seller, async (order) => {
    if (order.sellerId !== seller.id) throw forbidden(ORDER_MESSAGES.onlySeller);
    if (order.status !== "placed") throw conflict(ORDER_MESSAGES.acceptNotPlaced);
    if (order.acceptOverdue) throw conflict(ORDER_MESSAGES.acceptTooLate);
    if (!(await repo.transitionOrder(tx, id, ["placed"], { status: "confirmed" })))
      throw conflict(ORDER_MESSAGES.acceptNotPlaced);
    await createNotification(tx, notices.stepReached(order.buyerId, await about(tx, order), "confirmed"));
  });
}

/** The order as the buyer, seller or admin sees it. */
export async function orderView(db: Db, id: string, viewer: OrderDetail["viewer"]) {
  return toDetail((await repo.findOrderView(db, id))!, viewer);
}

/** The order as the admin panel lists it. */
export async function adminOrderView(db: Db, id: string) {
  return toAdminView((await repo.findOrderView(db, id))!);
}

/** "Today" for the expected delivery date is the calendar day in India, whatever the server's zone. */
const todayInIndia = (now = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);

function checkDeliveryDate(date: string) {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    throw badRequest(ORDER_MESSAGES.dateInvalid);
  const today = todayInIndia();
  if (date < today) throw badRequest(ORDER_MESSAGES.dateInPast);
  const yearAhead = new Date(`${today}T00:00:00Z`);
  yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
  if (parsed > yearAhead) throw badRequest(ORDER_MESSAGES.dateTooFar);
}

const stepIndex = (status: OrderStatus) => (ORDER_STEPS as readonly string[]).indexOf(status);
const isActive = (status: OrderStatus) => (ACTIVE_ORDER_STATUSES as readonly string[]).includes(status);

/** The steps a courier's scans take; the admin takes them only for a parcel off the courier. */
const PARCEL_STEPS = new Set<OrderStatus>(["picked_up", "out_for_delivery", "delivered"]);

export interface AdminStep {
  status: OrderStatus;
  expectedDeliveryDate?: string | null;
}

/** The admin's status change as asked, before anything is read: a date only with a status that can take one. */
export function checkAdminStep(input: AdminStep) {
  const date = input.expectedDeliveryDate ?? undefined;
  if (date === undefined) return;
  if (input.status === "delivered" || input.status === "cancelled") throw badRequest(ORDER_MESSAGES.dateNotForStatus);
  checkDeliveryDate(date);
}

/**
 * The admin's status change other than a cancellation (the fulfilment workflow's), in the caller's transaction: one
 * step forward along the tracker; the same status with a date only moves the expected delivery date. Anything else
 * is a 409. Answers true when the step confirmed a placed order: the parcel is then booked as for the seller's accept.
 */
export async function stepByAdmin(tx: Tx, adminId: string, id: string, input: AdminStep) {
  const status = input.status;
  const date = input.expectedDeliveryDate ?? undefined;
  return withLockedOrder(tx, id, undefined, async (order) => {
    const sameStep = order.status === status && isActive(order.status) && date !== undefined;
    const nextStep = isActive(order.status) && stepIndex(status) === stepIndex(order.status) + 1;
    if (!sameStep && !nextStep) throw conflict(ORDER_MESSAGES.statusNotAllowed(order.status, status));
    // A parcel the courier carries moves by its scans; the dialog is the override once it is taken off the courier.
    if (nextStep && PARCEL_STEPS.has(status)) {
      const parcel = await repo.parcelOnCourier(tx, id);
      if (parcel) throw conflict(ORDER_MESSAGES.movedByCourier(parcel.awb));
    }
    const changed = await repo.transitionOrder(tx, id, [order.status], {
      status,
      ...(date !== undefined ? { expectedDeliveryDate: date } : {}),
      delivered: status === "delivered",
    });
    if (!changed) throw conflict(ORDER_MESSAGES.statusNotAllowed(order.status, status));
    await recordAdminAction(tx, {
      adminId,
      action: "order_status",
      entityType: "order",
      entityId: id,
      details: { from: order.status, to: status, ...(date !== undefined ? { expectedDeliveryDate: date } : {}) },
    });
    const o = await about(tx, order);
    if (status === "delivered") {
      await createNotification(tx, notices.delivered(order.buyerId, o));
      await createNotification(tx, notices.deliveredForSeller(order.sellerId, o));
    } else if (nextStep && status !== "placed" && status !== "cancelled")
      await createNotification(tx, notices.stepReached(order.buyerId, o, status));
    if (date !== undefined && date !== order.expectedDeliveryDate)
      await createNotification(tx, notices.deliveryDate(order.buyerId, o, date));
    return order.status === "placed" && status === "confirmed";
  });
}
