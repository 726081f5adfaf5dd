import {
  ACTIVE_ORDER_STATUSES,
  BUYER_CANCELLABLE,
  ORDER_MESSAGES,
  SYSTEM_CANCEL_REASONS,
  type CANCEL_REASONS,
} from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import type { OrderStatus } from "../../db/schema/orders";
import type { users } from "../../db/schema/users";
import { conflict, forbidden, unavailable } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import { backOnSale, lockListing } from "../catalog";
import {
  cancelOrderRow,
  orderView,
  placedOrdersPastDeadline,
  tellCancelled,
  totalPaid,
  type CancelledBy,
  type LockedOrder,
} from "../orders";
import { creditOrderInvoices } from "../invoices";
import { requestRefund } from "../refunds";
import { cancelAtCourier, heldByCourier, stopParcel, type LockedParcel, type ShippingDeps } from "../shipping";
import { withParcelListingThenOrder } from "./cancel-locks";

/**
 * Every cancellation of an order: the buyer's Cancel Order, the admin's, the acceptance deadline's and the courier's
 * "back with the seller". The rule they share: an order whose parcel the courier holds is cancelled (and refunded)
 * only once the courier has confirmed it cancelled the parcel. The courier is asked with no transaction open; a
 * refusal ("picked up") or no answer leaves the order exactly as it was and says why. Whichever of a cancel and a
 * pickup the courier takes first is the one that happens: the courier never collects a parcel it cancelled, and
 * never cancels one it collected.
 */

type User = typeof users.$inferSelect;
type Reason = (typeof CANCEL_REASONS)[number] | (typeof SYSTEM_CANCEL_REASONS)[number];

const [NOT_ACCEPTED, BY_ADMIN, RETURNED_TO_SELLER] = SYSTEM_CANCEL_REASONS;
const isActive = (status: OrderStatus) => (ACTIVE_ORDER_STATUSES as readonly string[]).includes(status);

interface Cancel {
  from: readonly OrderStatus[];
  reason: Reason;
  by: CancelledBy;
  /** The courier has confirmed it cancelled this parcel, or has brought it back: it need not be asked. */
  courierDone: boolean;
}

/**
 * On the locked parcel, listing and order: the order cancelled, the whole amount paid refunded, the listing back on
 * the market, the parcel's booking stopped, buyer and seller told. `with_courier` when the courier must be asked
 * first: nothing has changed.
 */
async function cancelLocked(tx: Tx, order: LockedOrder, parcel: LockedParcel | undefined, c: Cancel) {
  if (!c.courierDone && heldByCourier(parcel)) return "with_courier" as const;
  const cancelled = await cancelOrderRow(tx, order.id, c.from, c.reason);
  if (!cancelled) return "not_allowed" as const;
  // A parcel back with the seller stays as the courier's scans leave it.
  if (c.reason !== RETURNED_TO_SELLER) await stopParcel(tx, parcel);
  const amount = totalPaid(order);
  if (order.paymentId)
    await requestRefund(tx, { paymentId: order.paymentId, orderId: order.id, amount, reason: "order_cancelled" });
  // Fees invoiced and now given back get their credit notes (none today: fees are invoiced when the sale completes).
  await creditOrderInvoices(tx, order.id);
  const listing = await lockListing(tx, order.productId);
  if (listing) await backOnSale(tx, listing);
  await tellCancelled(tx, order, listing?.title ?? "your item", c.by, amount);
  return "cancelled" as const;
}

interface Request {
  viewer: User | undefined;
  reason: Reason;
  by: CancelledBy;
  /** Who may cancel: checked every time. */
  who: (order: LockedOrder) => void;
  /** When this person may cancel (throws why not): checked until the courier has confirmed; its word then stands. */
  when: (order: LockedOrder) => void;
  from: readonly OrderStatus[];
  /** Written in the cancelling transaction (the admin's audit row). */
  record?: (tx: Tx, order: LockedOrder) => Promise<void>;
}

/**
 * A person's cancellation. Each round decides under the locks; when the courier holds the parcel the round changes
 * nothing and the courier is asked, and the next round cancels what the courier confirmed. A courier that confirmed
 * has cancelled the parcel, so any order still active is cancelled then, even one a scan moved on meanwhile.
 */
async function cancelWithCourier(shipping: ShippingDeps, id: string, r: Request) {
  let confirmed: number | undefined;
  // Two rounds: the courier asked, then what it confirmed cancelled here. A parcel holds one courier order for life.
  for (let round = 0; round < 2; round += 1) {
    const ask = await shipping.db.transaction((tx) =>
      withParcelListingThenOrder(tx, id, r.viewer, async (order, parcel) => {
        r.who(order);
        const courierDone = heldByCourier(parcel) && parcel.courierOrderId === confirmed;
        if (!courierDone) r.when(order);
        const from = courierDone ? ACTIVE_ORDER_STATUSES : r.from;
        const outcome = await cancelLocked(tx, order, parcel, { from, reason: r.reason, by: r.by, courierDone });
        if (outcome === "with_courier" && heldByCourier(parcel)) return parcel;
        if (outcome !== "cancelled") {
          // Only where the courier confirmed and another request cancelled the order first: say it as the rule does.
          r.when(order);
          throw conflict(ORDER_MESSAGES.statusNotAllowed(order.status, "cancelled"));
        }
        await r.record?.(tx, order);
        return undefined;
      }),
    );
    if (!ask) return;
    const answer = await cancelAtCourier(shipping, ask);
    if (answer.kind === "refused") throw conflict(ORDER_MESSAGES.courierKeepsParcel(answer.reason));
    if (answer.kind === "unreachable") throw unavailable(ORDER_MESSAGES.courierUnreachable);
    confirmed = ask.courierOrderId;
  }
  throw unavailable(ORDER_MESSAGES.courierUnreachable);
}

/** The buyer's Cancel Order: only while placed or confirmed, and with the courier's consent once it has the parcel. */
export async function cancelByBuyer(
  shipping: ShippingDeps,
  buyer: User,
  id: string,
  reason: (typeof CANCEL_REASONS)[number],
) {
  await cancelWithCourier(shipping, id, {
    viewer: buyer,
    reason,
    by: "buyer",
    who: (order) => {
      if (order.buyerId !== buyer.id) throw forbidden(ORDER_MESSAGES.onlyBuyer);
    },
    when: (order) => {
      if (!BUYER_CANCELLABLE.includes(order.status)) throw conflict(ORDER_MESSAGES.cancelNotAllowed);
    },
    from: BUYER_CANCELLABLE,
  });
  return orderView(shipping.db, id, "buyer");
}

/** The admin's cancel from any active state (full refund), audit-logged; a parcel on the courier needs its consent. */
export async function cancelByAdmin(shipping: ShippingDeps, adminId: string, id: string) {
  let from: OrderStatus | undefined;
  await cancelWithCourier(shipping, id, {
    viewer: undefined,
    reason: BY_ADMIN,
    by: "admin",
    who: (order) => void (from = order.status),
    when: (order) => {
      if (!isActive(order.status)) throw conflict(ORDER_MESSAGES.statusNotAllowed(order.status, "cancelled"));
    },
    from: ACTIVE_ORDER_STATUSES,
    record: (tx) =>
      recordAdminAction(tx, {
        adminId,
        action: "order_status",
        entityType: "order",
        entityId: id,
        details: { from, to: "cancelled" },
      }),
  });
}

/**
 * The acceptance-deadline job: each overdue placed order cancelled and refunded in a transaction of its own (a
 * savepoint inside the job's), re-checked under its locks, so a seller's accept or a buyer's cancel that got there
 * first wins and nothing is refunded twice. A placed order has no parcel booked; one that somehow had would be left
 * to a person, since a job does not ask the courier. A batch per run; the next run takes the rest.
 */
export async function cancelUnacceptedOrders(db: Db, batch = 200) {
  let cancelled = 0;
  for (const candidate of await placedOrdersPastDeadline(db, batch)) {
    const done = await db.transaction((tx) =>
      withParcelListingThenOrder(tx, candidate.id, undefined, async (order, parcel) =>
        order.status === "placed" && order.acceptOverdue
          ? (await cancelLocked(tx, order, parcel, {
              from: ["placed"],
              reason: NOT_ACCEPTED,
              by: "deadline",
              courierDone: false,
            })) === "cancelled"
          : false,
      ),
    );
    if (done) cancelled += 1;
  }
  return cancelled;
}

/**
 * The courier's "RTO delivered": the parcel is back with the seller, so the order is cancelled with a full refund and
 * the listing is back on sale. In the caller's transaction (the one storing the scan, which holds the parcel's lock).
 */
export async function cancelReturnedToSeller(tx: Tx, id: string) {
  return withParcelListingThenOrder(
    tx,
    id,
    undefined,
    async (order, parcel) =>
      (await cancelLocked(tx, order, parcel, {
        from: ACTIVE_ORDER_STATUSES,
        reason: RETURNED_TO_SELLER,
        by: "courier",
        courierDone: true,
      })) === "cancelled",
  );
}
