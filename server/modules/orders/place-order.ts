import { eq } from "drizzle-orm";
import type { Category } from "@contract/categories";
import { notificationLinks } from "@contract/notifications";
import type { ProductCondition } from "@contract/product-states";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { createNotification, notificationText } from "../notifications";

/** The figures a confirmed checkout fixed at initiation: the order copies them rather than recompute. */
export interface PaidCheckout {
  id: string;
  buyerId: string;
  productId: string;
  offerId: string | null;
  couponId: string | null;
  amount: number;
  finalPrice: number;
  buyerFee: number;
  sellerFee: number;
  couponDiscount: number;
  deliveryCharge: number;
  address: string;
}

/**
 * The one place an order is created: from a checkout whose capture the gateway confirmed, inside the checkout's
 * transaction. platformFee is the platform's whole revenue from the sale (buyer fee + seller fee), docs/product.md#money.
 */
export async function placeOrder(
  tx: Tx,
  paid: PaidCheckout,
  listing: {
    id: string;
    sellerId: string;
    title: string;
    selectedBankAccountId: string | null;
    category: Category;
    productType: string | null;
    brand: string | null;
    condition: ProductCondition;
  },
) {
  const [order] = await tx
    .insert(orders)
    .values({
      buyerId: paid.buyerId,
      sellerId: listing.sellerId,
      productId: paid.productId,
      offerId: paid.offerId,
      couponId: paid.couponId,
      paymentId: paid.id,
      finalPrice: Number(paid.finalPrice),
      buyerFee: Number(paid.buyerFee),
      sellerFee: Number(paid.sellerFee),
      platformFee: Number(paid.buyerFee) + Number(paid.sellerFee),
      couponDiscount: Number(paid.couponDiscount),
      deliveryCharge: Number(paid.deliveryCharge),
      deliveryAddress: paid.address,
      // The payout goes to the account the listing named at the sale, not to whatever it names when the payout falls due.
      payoutBankAccountId: listing.selectedBankAccountId,
      // What was sold, as the listing says now: the price guide's comparison, whatever the listing says later.
      category: listing.category,
      productType: listing.productType,
      brand: listing.brand,
      condition: listing.condition,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const placed = order!;
  await createNotification(tx, {
    userId: paid.buyerId,
    type: "order_placed",
    text: notificationText("orderPlacedForBuyer", {
      amount: Number(paid.amount),
      title: listing.title,
      orderNumber: placed.orderNumber,
    }),
    link: notificationLinks.order(placed.id),
  });
  await createNotification(tx, {
    userId: listing.sellerId,
    type: "order_placed",
    text: notificationText("orderPlacedForSeller", { title: listing.title, orderNumber: placed.orderNumber }),
    link: notificationLinks.order(placed.id),
  });
  return placed;
}

export async function findOrderOfPayment(db: Db, paymentId: string) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.paymentId, paymentId));
  return row;
}
