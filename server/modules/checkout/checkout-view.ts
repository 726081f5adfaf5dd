import type { CheckoutView } from "@contract/checkout";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";
import { savedAddressWithLine } from "../addresses";
import { findCouponCode } from "../coupons";
import { findOrderOfPayment } from "../orders";
import { paymentRecords as records } from "../payments";

type User = typeof users.$inferSelect;

export const CHECKOUT_NOT_FOUND = "Order Not Found";

/** The payment a buyer started, or 404 for anyone else (its id must not reveal whether it exists). */
export async function ownPayment(db: Db, buyer: User, id: string) {
  const context = await records.findPaymentContext(db, id);
  if (!context || context.payment.buyerId !== buyer.id) throw notFound(CHECKOUT_NOT_FOUND);
  return context;
}

/**
 * GET /api/payments/checkout/{id}: the real figures of a checkout, as /checkout/{id}, the success and the failed
 * pages show them, with what Try Again needs to rebuild the same summary.
 */
export async function checkoutView(db: Db, buyer: User, id: string): Promise<CheckoutView> {
  const { payment, title, images } = await ownPayment(db, buyer, id);
  const order = payment.status === "success" ? await findOrderOfPayment(db, payment.id) : undefined;
  return {
    id: payment.id,
    status: payment.status,
    product: {
      id: payment.productId,
      title,
      image: images[0] ? images[0].replace(/\/full\.webp$/, "/thumb.webp") : null,
    },
    productPrice: Number(payment.finalPrice),
    platformFee: Number(payment.buyerFee),
    deliveryCharge: Number(payment.deliveryCharge),
    couponDiscount: Number(payment.couponDiscount),
    total: Number(payment.amount),
    deliveryAddress: payment.address,
    orderId: order?.id ?? null,
    orderNumber: order?.orderNumber ?? null,
    retry: {
      productId: payment.productId,
      addressId: (await savedAddressWithLine(db, buyer.id, payment.address))?.id ?? null,
      offerId: payment.offerId,
      couponCode: payment.couponId ? await findCouponCode(db, payment.couponId) : null,
    },
  };
}
