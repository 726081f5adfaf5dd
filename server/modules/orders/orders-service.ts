import {
  ACTIVE_ORDER_STATUSES,
  BUYER_CANCELLABLE,
  ORDER_MESSAGES,
  ORDER_STEPS,
  SYSTEM_CANCEL_REASONS,
  type CANCEL_REASONS,
  type OrderDetail,
  type OrderTracking,
} from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import type { OrderStatus } from "../../db/schema/orders";
import type { users } from "../../db/schema/users";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { requireSelfOrAdmin } from "../auth";
import { backOnSale, lockListing } from "../catalog";
import { createNotification } from "../notifications";
import * as notices from "./order-notices";
import { withListingThenOrder, withLockedOrder } from "./order-locks";
import { toAdminView, toBuyerView, toDetail, toSellerView, totalPaid } from "./order-views";
import * as repo from "./orders-repo";
import { requestRefund } from "../refunds";
import { recordAdminAction } from "../admin";
import { bookShipment, cancelShipment, type ShippingDeps } from "../shipping";
import { askForShipment } from "./order-shipment";

type User = typeof users.$inferSelect;

const [NOT_ACCEPTED, BY_ADMIN, RETURNED_TO_SELLER] = SYSTEM_CANCEL_REASONS;

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
  if (viewer.role === "admin") return toDetail(row, "admin");
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
  if (listing.sellerId !== viewer.id && viewer.role !== "admin")
    throw forbidden("Only the seller can see orders on this listing");
  return (await repo.listPlacedForProduct(db, productId)).map(toSellerView);
}

async function viewOf(db: Db, id: string, viewer: OrderDetail["viewer"]) {
  return toDetail((await repo.findOrderView(db, id))!, viewer);
}

const about = async (db: Db, order: repo.LockedOrder) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  title: (await repo.findListingOwner(db, order.productId))!.title,
});

/**
 * Seller's Accept Order: placed -> confirmed, within the 48 hours the seller has; the buyer is told. The parcel's
 * booking is asked for in the same transaction and made once it has committed (the courier is called with no
 * transaction open); a booking that fails stays asked for, and the retry job books it, the order staying confirmed.
 */
export async function acceptOrder(shipping: ShippingDeps, seller: User, id: string) {
  const db = shipping.db;
  const shipmentId = await db.transaction((tx) =>
    withLockedOrder(tx, id, seller, async (order) => {
      if (order.sellerId !== seller.id) throw forbidden(ORDER_MESSAGES.onlySeller);
      if (order.status !== "placed") throw conflict(ORDER_MESSAGES.acceptNotPlaced);
      if (order.acceptOverdue) throw conflict(ORDER_MESSAGES.acceptTooLate);
      if (!(await repo.transitionOrder(tx, id, ["placed"], { status: "confirmed" })))
        throw conflict(ORDER_MESSAGES.acceptNotPlaced);
      await createNotification(tx, notices.stepReached(order.buyerId, await about(tx, order), "confirmed"));
      return askForShipment(tx, id);
    }),
  );
  await bookShipment(shipping, shipmentId);
  return viewOf(db, id, "seller");
}

/**
 * Every cancellation (the buyer's, an admin's, the acceptance deadline's) on the locked listing and order: the
 * order cancelled, the whole amount paid refunded, the listing back on the market, buyer and seller told.
 */
async function cancelLocked(
  tx: Tx,
  order: repo.LockedOrder,
  from: readonly OrderStatus[],
  reason: (typeof CANCEL_REASONS)[number] | (typeof SYSTEM_CANCEL_REASONS)[number],
  by: notices.CancelledBy,
) {
  const cancelled = await repo.transitionOrder(tx, order.id, from, { status: "cancelled", cancelReason: reason });
  if (!cancelled) return false;
  const amount = totalPaid(order);
  if (order.paymentId)
    await requestRefund(tx, { paymentId: order.paymentId, orderId: order.id, amount, reason: "order_cancelled" });
  const listing = await lockListing(tx, order.productId);
  if (listing) await backOnSale(tx, listing);
  const o = { orderId: order.id, orderNumber: order.orderNumber, title: listing?.title ?? "your item" };
  await createNotification(tx, notices.cancelledForBuyer(order.buyerId, o, by, amount));
  await createNotification(tx, notices.cancelledForSeller(order.sellerId, o, by));
  return true;
}

/** The buyer's Cancel Order: only before pickup; full refund; the courier's booking cancelled too. */
export async function cancelByBuyer(
  shipping: ShippingDeps,
  buyer: User,
  id: string,
  reason: (typeof CANCEL_REASONS)[number],
) {
  const db = shipping.db;
  await db.transaction((tx) =>
    withListingThenOrder(tx, id, buyer, async (order) => {
      if (order.buyerId !== buyer.id) throw forbidden(ORDER_MESSAGES.onlyBuyer);
      if (!BUYER_CANCELLABLE.includes(order.status)) throw conflict(ORDER_MESSAGES.cancelNotAllowed);
      if (!(await cancelLocked(tx, order, BUYER_CANCELLABLE, reason, "buyer")))
        throw conflict(ORDER_MESSAGES.cancelNotAllowed);
    }),
  );
  await cancelShipment(shipping, id);
  return viewOf(db, id, "buyer");
}

/**
 * The acceptance-deadline job: each overdue placed order cancelled and refunded in a transaction of its own (a
 * savepoint inside the job's), re-checked under its locks, so a seller's accept or a buyer's cancel that got there
 * first wins and nothing is refunded twice. A batch per run; the next run takes the rest.
 */
export async function cancelUnacceptedOrders(db: Db, batch = 200) {
  let cancelled = 0;
  for (const candidate of await repo.overduePlacedOrders(db, batch)) {
    const done = await db.transaction((tx) =>
      withListingThenOrder(tx, candidate.id, undefined, async (order) =>
        order.status === "placed" && order.acceptOverdue
          ? cancelLocked(tx, order, ["placed"], NOT_ACCEPTED, "deadline")
          : false,
      ),
    );
    if (done) cancelled += 1;
  }
  return cancelled;
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

/**
 * The admin's status change: one step forward along the tracker, or cancelled from any active state (full
 * refund). The same status with a date only moves the expected delivery date. Anything else is a 409.
 */
export async function setStatusByAdmin(
  shipping: ShippingDeps,
  adminId: string,
  id: string,
  input: { status: OrderStatus; expectedDeliveryDate?: string | null },
) {
  const status = input.status;
  const date = input.expectedDeliveryDate ?? undefined;
  if (date !== undefined) {
    if (status === "delivered" || status === "cancelled") throw badRequest(ORDER_MESSAGES.dateNotForStatus);
    checkDeliveryDate(date);
  }
  const db = shipping.db;
  const shipmentId = await db.transaction(async (tx): Promise<string | undefined> => {
    if (status === "cancelled") {
      return withListingThenOrder(tx, id, undefined, async (order) => {
        if (!isActive(order.status)) throw conflict(ORDER_MESSAGES.statusNotAllowed(order.status, "cancelled"));
        if (!(await cancelLocked(tx, order, ACTIVE_ORDER_STATUSES, BY_ADMIN, "admin")))
          throw conflict(ORDER_MESSAGES.statusNotAllowed(order.status, "cancelled"));
        await recordAdminAction(tx, {
          adminId,
          action: "order_status",
          entityType: "order",
          entityId: id,
          details: { from: order.status, to: "cancelled" },
        });
        return undefined;
      });
    }
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
      } else if (nextStep && status !== "placed")
        await createNotification(tx, notices.stepReached(order.buyerId, o, status));
      if (date !== undefined && date !== order.expectedDeliveryDate)
        await createNotification(tx, notices.deliveryDate(order.buyerId, o, date));
      // An admin's confirm stands for the seller's accept: the parcel is booked the same way.
      return order.status === "placed" && status === "confirmed" ? askForShipment(tx, id) : undefined;
    });
  });
  if (shipmentId) await bookShipment(shipping, shipmentId);
  if (status === "cancelled") await cancelShipment(shipping, id);
  return toAdminView((await repo.findOrderView(db, id))!);
}

/**
 * The courier's "RTO delivered": the parcel is back with the seller, so the order is cancelled with a full refund and
 * the listing is back on sale. In the caller's transaction (the one storing the scan).
 */
export async function cancelReturnedToSeller(tx: Tx, id: string) {
  return withListingThenOrder(tx, id, undefined, (order) =>
    cancelLocked(tx, order, ACTIVE_ORDER_STATUSES, RETURNED_TO_SELLER, "courier"),
  );
}
