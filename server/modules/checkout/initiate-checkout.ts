import { randomBytes } from "node:crypto";
import {
  ADDRESS_MESSAGES,
  PAYMENT_MESSAGES,
  deliveryLine,
  type InitiatePayment,
  type PaymentMethods,
  type PayuPaymentData,
} from "@contract/checkout";
import { isAddressComplete } from "@contract/addresses";
import { REPORT_MESSAGES } from "@contract/reports";
import { priceBreakdown } from "@contract/pricing";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { SHIPPING_MESSAGES } from "@contract/shipping";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { findOwnAddress } from "../addresses";
import { lockListing } from "../catalog";
import { couponForPayment } from "../coupons";
import { findPayableOffer } from "../offers";
import { gatewayFor, paymentRecords as records, type GatewaySettings } from "../payments";
import type { DeliveryEstimates } from "../shipping";

type User = typeof users.$inferSelect;

export const RAZORPAY_UNAVAILABLE = "Pay with Razorpay is not available. Please pay with PayU.";
type Parsed = Omit<InitiatePayment, "gateway"> & { gateway: "payu" | "razorpay" };

/** GET /api/payments/methods: PayU always; Razorpay when it is configured (or its sandbox stands in for it). */
export const paymentMethods = (gateway: GatewaySettings): PaymentMethods => ({
  methods: [
    { gateway: "payu", label: "UPI, card or net banking", description: "On PayU's secure payment page" },
    ...(gateway.razorpayEnabled
      ? [
          {
            gateway: "razorpay" as const,
            label: "Razorpay",
            description: "UPI, cards and wallets in a Razorpay window",
          },
        ]
      : []),
  ],
});

/**
 * A pincode the courier says it cannot serve is refused before anything is held. When the courier cannot be asked
 * (or an older listing has no pickup pincode) the sale goes ahead: the booking after the seller accepts is retried,
 * and shown to the admin while it fails.
 */
async function requireDeliverable(estimates: DeliveryEstimates, buyer: User, productId: string, pincode: string) {
  const estimate = await estimates.estimate(productId, pincode, buyer).catch((err: unknown) => {
    if (err instanceof AppError && (err.statusCode === 503 || err.statusCode === 422)) return undefined;
    throw err;
  });
  if (estimate && !estimate.serviceable) throw conflict(SHIPPING_MESSAGES.notServiceable(pincode));
}

/** PayU: at most 25 characters, unique per attempt. 18 random bytes' worth would do; 12 hex + time is plenty. */
const newTxnid = () => `DB${Date.now().toString(36)}${randomBytes(6).toString("hex")}`.toUpperCase();

/** The browser's figures are only compared with ours, never used: a difference is a 409 with ours to show. */
function refuseOtherFigures(input: Parsed, figures: ReturnType<typeof priceBreakdown>) {
  const sent = [input.productPrice, input.platformFee, input.deliveryPrice, input.discountAmount, input.finalPrice];
  const ours = [figures.productPrice, figures.buyerFee, figures.deliveryCharge, figures.couponDiscount, figures.total];
  if (sent.some((v, i) => v !== ours[i]))
    throw conflict(PAYMENT_MESSAGES.mismatch, {
      productPrice: figures.productPrice,
      platformFee: figures.buyerFee,
      deliveryCharge: figures.deliveryCharge,
      couponDiscount: figures.couponDiscount,
      total: figures.total,
    });
}

/**
 * POST /api/payments/initiate. Under the listing's row lock (so 200 buyers at once queue, and exactly one gets
 * the hold): checks the buyer and the listing, recomputes every figure with the shared pricing function, reserves
 * the listing for 15 minutes, and records a pending payment. The PayU answer carries the signed form fields.
 */
export async function initiatePayment(
  db: Db,
  gateway: GatewaySettings,
  estimates: DeliveryEstimates,
  buyer: User,
  input: Parsed,
) {
  if (!buyer.isVerified) throw forbidden(PAYMENT_MESSAGES.verifyFirst);
  if (input.gateway === "razorpay" && !gateway.razorpayEnabled) throw badRequest(RAZORPAY_UNAVAILABLE);
  const address = await findOwnAddress(db, buyer.id, input.addressId);
  if (!address) throw badRequest(ADDRESS_MESSAGES.notFound);
  if (!isAddressComplete(address)) throw badRequest(ADDRESS_MESSAGES.incomplete);
  await requireDeliverable(estimates, buyer, input.productId, address.pincode);

  const payment = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, input.productId);
    if (!listing || (listing.status !== "approved" && listing.status !== "sold")) throw notFound("Product not found");
    if (listing.sellerId === buyer.id) throw forbidden(PAYMENT_MESSAGES.ownListing);
    if (listing.status !== "approved" || !listing.isAvailable) throw conflict(PAYMENT_MESSAGES.notAvailable);
    // Hidden after reports until an admin decides: not for sale meanwhile (decision 0037).
    if (listing.heldByReports) throw conflict(REPORT_MESSAGES.notForSale);

    const hold = await records.lockReservation(tx, listing.id);
    if (hold && hold.secondsLeft > 0 && hold.buyerId !== buyer.id)
      throw conflict(PAYMENT_MESSAGES.reserved(Math.max(1, Math.ceil(hold.secondsLeft / 60))));

    const offer = await findPayableOffer(tx, listing.id, buyer.id);
    // An accepted offer never costs more than the listing's current price (the seller may have cut it since).
    const price = offer ? Math.min(offer.price, Number(listing.price)) : Number(listing.price);
    const coupon = input.couponCode?.trim()
      ? await couponForPayment(tx, { code: input.couponCode, buyerId: buyer.id, orderValue: price }, (id) =>
          records.couponHolds(tx, id, buyer.id, listing.id),
        )
      : undefined;
    const figures = priceBreakdown(price, coupon?.terms);
    refuseOtherFigures(input, figures);

    const row = await records.insertPayment(tx, {
      txnid: newTxnid(),
      buyerId: buyer.id,
      productId: listing.id,
      offerId: offer?.id ?? null,
      couponId: coupon?.id ?? null,
      amount: figures.total,
      finalPrice: figures.productPrice,
      buyerFee: figures.buyerFee,
      sellerFee: figures.sellerFee,
      couponDiscount: figures.couponDiscount,
      deliveryCharge: figures.deliveryCharge,
      gateway: input.gateway,
      address: deliveryLine(address),
    });
    if (!hold) await records.insertReservation(tx, { productId: listing.id, buyerId: buyer.id, paymentId: row.id });
    else
      await records.moveReservation(tx, hold.id, {
        buyerId: buyer.id,
        paymentId: row.id,
        restart: hold.buyerId !== buyer.id || hold.secondsLeft === 0,
      });
    return { row, title: listing.title };
  });

  if (input.gateway === "razorpay")
    return { success: true as const, message: PAYMENT_MESSAGES.initiated, checkoutId: payment.row.id };
  const start = await gatewayFor(gateway, "payu").start(payment.row, { title: payment.title, buyer });
  if (start.kind !== "form") throw new Error("PayU starts with a form");
  return {
    success: true as const,
    message: PAYMENT_MESSAGES.initiated,
    payuUrl: start.url,
    paymentData: start.fields as PayuPaymentData,
  };
}
