import { and, desc, eq, getTableColumns, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { RETURN_WINDOW_HOURS, SELLER_ACCEPT_HOURS } from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import { orders, type OrderStatus } from "../../db/schema/orders";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { payouts } from "../../db/schema/payouts";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { returnRequests } from "../../db/schema/returns";
import { shipmentScans, shipments } from "../../db/schema/shipments";
import { users } from "../../db/schema/users";
import { countSale } from "./sales-totals";

export type OrderRow = typeof orders.$inferSelect;

const buyer = alias(users, "buyer");
const seller = alias(users, "seller");
const returnShipment = alias(shipments, "return_shipment");

/** Stored times against the database's clock, so a test (or a slow job) sees the same deadline as the server. */
const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours}::int)`;
const acceptOverdue = sql<boolean>`(${orders.createdAt} <= ${hoursAgo(SELLER_ACCEPT_HOURS)})`;
const returnWindowOpen = sql<boolean>`coalesce(${orders.deliveredAt} > ${hoursAgo(RETURN_WINDOW_HOURS)}, false)`;

/**
 * Everything any view of an order is made from. The buyer's contact columns are read here for the admin view only:
 * the view functions decide what leaves, and the response schemas strip the rest.
 */
const viewColumns = {
  order: getTableColumns(orders),
  product: { id: products.id, title: products.title, images: products.images, category: products.category },
  buyerUsername: buyer.username,
  buyerFullName: buyer.fullName,
  buyerEmail: buyer.email,
  buyerMobile: buyer.mobile,
  sellerUsername: seller.username,
  returnStatus: returnRequests.status,
  returnRequestedAt: returnRequests.requestedAt,
  returnProcessedAt: returnRequests.processedAt,
  returnRejectionNote: returnRequests.rejectionNote,
  refundAmount: refunds.amount,
  refundStatus: refunds.status,
  refundReference: refunds.gatewayRefundId,
  refundUpdatedAt: refunds.updatedAt,
  payoutAmount: payouts.amount,
  payoutStatus: payouts.status,
  payoutReference: payouts.bankReference,
  shipment: {
    id: shipments.id,
    state: shipments.state,
    phase: shipments.phase,
    courierName: shipments.courierName,
    awb: shipments.awb,
    trackingUrl: shipments.trackingUrl,
    pickupScheduledFor: shipments.pickupScheduledFor,
    etd: shipments.etd,
    labelUrl: shipments.labelUrl,
    lastError: shipments.lastError,
    attempts: shipments.attempts,
  },
  /** The return pickup, once a return is approved: its AWB and tracking link (no label, no addresses). */
  returnShipment: {
    state: returnShipment.state,
    phase: returnShipment.phase,
    courierName: returnShipment.courierName,
    awb: returnShipment.awb,
    trackingUrl: returnShipment.trackingUrl,
  },
  payoutPaidAt: payouts.paidAt,
  payoutFailure: payouts.failureReason,
  payoutAccountLast4: bankAccounts.accountNumberLast4,
  payoutAccountVerified: bankAccounts.isVerified,
};

function selectViews(db: Db, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .leftJoin(returnRequests, eq(returnRequests.orderId, orders.id))
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .leftJoin(payouts, eq(payouts.orderId, orders.id))
    .leftJoin(shipments, and(eq(shipments.orderId, orders.id), eq(shipments.kind, "forward")))
    .leftJoin(returnShipment, and(eq(returnShipment.orderId, orders.id), eq(returnShipment.kind, "return")))
    .leftJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(where);
}
export type OrderViewRow = Awaited<ReturnType<typeof selectViews>>[number];

/** Newest first; the id breaks ties so pages never repeat or skip an order. */
const page = (db: Db, where: SQL | undefined, limit: number, offset: number) =>
  selectViews(db, where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);

export const listByBuyer = (db: Db, buyerId: string, limit: number, offset: number) =>
  page(db, eq(orders.buyerId, buyerId), limit, offset);

/** Orders waiting for the seller's Accept Order come first (oldest deadline first), then the rest newest first. */
export const listBySeller = (db: Db, sellerId: string, limit: number, offset: number) =>
  selectViews(db, eq(orders.sellerId, sellerId))
    .orderBy(
      sql`${orders.status} <> 'placed'`,
      sql`CASE WHEN ${orders.status} = 'placed' THEN ${orders.createdAt} END`,
      desc(orders.createdAt),
      desc(orders.id),
    )
    .limit(limit)
    .offset(offset);

/** Orders on a listing waiting for the seller's Accept Order. */
export const listPlacedForProduct = (db: Db, productId: string) =>
  page(db, and(eq(orders.productId, productId), eq(orders.status, "placed")), 50, 0);

/** `%` and `_` typed by the admin are searched for, not used as wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listForAdmin(db: Db, filter: { status?: OrderStatus; q?: string }, limit: number, offset: number) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.q) {
    const pattern = contains(filter.q);
    const number = /^#?\d{1,15}$/.test(filter.q) ? Number(filter.q.replace("#", "")) : undefined;
    where.push(
      or(
        number === undefined ? undefined : eq(orders.orderNumber, number),
        ilike(products.title, pattern),
        ilike(buyer.username, pattern),
        ilike(seller.username, pattern),
      )!,
    );
  }
  return page(db, and(...where), limit, offset);
}

export async function findOrderView(db: Db, id: string) {
  const [row] = await selectViews(db, eq(orders.id, id));
  return row;
}

export async function findOrder(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * The order, locked until the transaction ends, with its deadlines read on the database clock. Every change of an
 * order takes this lock before it reads; a change that also touches the listing locks the listing first.
 */
export async function lockOrder(tx: Tx, id: string) {
  const [row] = await tx
    .select({ ...getTableColumns(orders), acceptOverdue, returnWindowOpen })
    .from(orders)
    .where(eq(orders.id, id))
    .for("update");
  return row;
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * The order locked as lockOrder does, with its listing's title read in the same round trip (a courier scan's notices
 * name the item): a scalar subquery, so only the order is locked, never the listing.
 */
export async function lockOrderWithTitle(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      ...getTableColumns(orders),
      acceptOverdue,
      returnWindowOpen,
      title: sql<string>`(SELECT ${products.title} FROM ${products} WHERE ${products.id} = ${orders.productId})`,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for("update");
  return row;
}

/**
 * A guarded change: only if the order is still in one of `from` (else undefined). Every status change goes through
 * here, so this is where a delivery counts as the seller's sale, in the same transaction.
 */
export async function transitionOrder(
  tx: Tx,
  id: string,
  from: readonly OrderStatus[],
  set: Partial<Pick<OrderRow, "status" | "expectedDeliveryDate" | "cancelReason" | "payoutHold">> & {
    delivered?: boolean | Date;
  },
) {
  const { delivered, ...values } = set;
  const sale = values.status === "delivered";
  // A sale counts once: the guarded update below changes a row only if it was not delivered already.
  if (sale && from.includes("delivered")) throw new Error("A delivery must come from a status before delivered");
  // A Date is the courier's delivery scan, at the time shipping believes (its own when plausible, else when we heard
  // of it): the return window and the payout clock start there.
  const deliveredAt = delivered instanceof Date ? delivered : delivered ? sql`now()` : undefined;
  const [row] = await tx
    .update(orders)
    .set({ ...values, ...(deliveredAt ? { deliveredAt } : {}), updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  if (row && sale) await countSale(tx, row.sellerId);
  return row;
}

/** Placed orders the seller let pass the acceptance deadline, oldest first; read without locks (each is locked in turn). */
export function overduePlacedOrders(db: Db, batch: number) {
  return db
    .select({ id: orders.id, productId: orders.productId })
    .from(orders)
    .where(and(eq(orders.status, "placed"), acceptOverdue))
    .orderBy(orders.createdAt)
    .limit(batch);
}

/**
 * Delivered orders whose return window closed with no return (or a rejected one), no payout yet and no hold for an
 * admin's look, locked;
 * SKIP LOCKED leaves an order a buyer is returning right now to that request (it decides under the lock).
 */
export function ordersOwingPayout(tx: Tx, batch: number) {
  return tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      sellerId: orders.sellerId,
      paymentId: orders.paymentId,
      finalPrice: orders.finalPrice,
      buyerFee: orders.buyerFee,
      sellerFee: orders.sellerFee,
      deliveryCharge: orders.deliveryCharge,
      couponDiscount: orders.couponDiscount,
      bankAccountId: orders.payoutBankAccountId,
      bankVerified: sql<boolean>`coalesce((SELECT ${bankAccounts.isVerified} FROM ${bankAccounts} WHERE ${bankAccounts.id} = ${orders.payoutBankAccountId}), false)`,
      title: products.title,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.status, "delivered"),
        isNull(orders.payoutHold),
        sql`${orders.deliveredAt} <= ${hoursAgo(RETURN_WINDOW_HOURS)}`,
        sql`NOT EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.orderId} = ${orders.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${returnRequests} WHERE ${returnRequests.orderId} = ${orders.id} AND ${returnRequests.status} NOT IN ('rejected', 'refused'))`,
      ),
    )
    .orderBy(orders.deliveredAt)
    .limit(batch)
    .for("update", { of: orders, skipLocked: true });
}

/** The few listing fields an order change needs: whose it is, what it is called, its category. */
export async function findListingOwner(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId, title: products.title, category: products.category })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

const REMINDER_COLUMN = { 24: orders.acceptReminder24hAt, 6: orders.acceptReminder6hAt } as const;
export type ReminderHours = keyof typeof REMINDER_COLUMN;

/**
 * Claims the placed orders due the reminder `hoursLeft` hours before their automatic cancel, marking each as
 * reminded in the same statement: the `IS NULL` test and the mark are one conditional update, so however many
 * processes run this at once, each order is claimed (and its seller reminded) once. An order already inside a
 * later reminder's window gets only that one (`untilHoursLeft`).
 */
export async function claimAcceptReminders(tx: Tx, hoursLeft: ReminderHours, untilHoursLeft: number, batch: number) {
  const column = REMINDER_COLUMN[hoursLeft];
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "placed"),
        sql`${column} IS NULL`,
        sql`${orders.createdAt} <= ${hoursAgo(SELLER_ACCEPT_HOURS - hoursLeft)}`,
        sql`${orders.createdAt} > ${hoursAgo(SELLER_ACCEPT_HOURS - untilHoursLeft)}`,
      ),
    )
    .limit(batch);
  return tx
    .update(orders)
    .set({ [hoursLeft === 24 ? "acceptReminder24hAt" : "acceptReminder6hAt"]: sql`now()` })
    .where(and(inArray(orders.id, due), sql`${column} IS NULL`, eq(orders.status, "placed")))
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      sellerId: orders.sellerId,
      productId: orders.productId,
      createdAt: orders.createdAt,
    });
}

export async function findSellerContact(db: Pick<Db, "select">, sellerId: string) {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(eq(users.id, sellerId));
  return row;
}

/** What booking the order's parcel needs: the listing's pickup address, the seller's and buyer's contact, the item. */
export async function findShippingFacts(db: Db | Tx, orderId: string) {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      finalPrice: orders.finalPrice,
      deliveryAddress: orders.deliveryAddress,
      productId: products.id,
      title: products.title,
      category: products.category,
      addressLine1: products.addressLine1,
      addressLine2: products.addressLine2,
      landmark: products.landmark,
      city: products.city,
      state: products.state,
      pincode: products.pincode,
      sellerId: orders.sellerId,
      sellerName: seller.fullName,
      sellerMobile: seller.mobile,
      sellerEmail: seller.email,
      sellerLanguage: seller.language,
      buyerName: buyer.fullName,
      buyerMobile: buyer.mobile,
      buyerEmail: buyer.email,
      buyerLanguage: buyer.language,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The courier's scans of the order's parcel, oldest first. */
export function scansOfOrder(db: Db, orderId: string) {
  return db
    .select({
      label: shipmentScans.label,
      activity: shipmentScans.activity,
      location: shipmentScans.location,
      at: shipmentScans.at,
    })
    .from(shipmentScans)
    .innerJoin(shipments, eq(shipments.id, shipmentScans.shipmentId))
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, "forward")))
    .orderBy(shipmentScans.at, shipmentScans.createdAt);
}

/** The order's forward parcel while the courier moves it (booking or booked, not taken off by an admin). */
export async function parcelOnCourier(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ awb: shipments.awb })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, "forward"), ne(shipments.state, "by_hand")));
  return row;
}

/** Clears the order's payout hold (the admin's release), once: undefined when it was not held. */
export async function releasePayoutHold(tx: Tx, id: string) {
  const [row] = await tx
    .update(orders)
    .set({ payoutHold: null, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), sql`${orders.payoutHold} IS NOT NULL`))
    .returning({ id: orders.id });
  return row;
}
