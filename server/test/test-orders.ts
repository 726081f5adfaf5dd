import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { priceBreakdown } from "@contract/pricing";
import type { Db } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { products } from "../db/schema/products";
import { shipments } from "../db/schema/shipments";
import { approveListing } from "./test-listings";
import { almirahListing, requester, testAccount } from "./test-people";

type Account = Awaited<ReturnType<typeof testAccount>>;

/**
 * What a verified payment leaves behind, until the checkout module does it for real: a successful payment row, a
 * placed order carrying the price breakdown, and the listing sold and off the market.
 */
async function placeTestOrder(
  db: Db,
  sale: { productId: string; buyerId: string; address?: string; gateway?: "payu" | "razorpay" | "sandbox" },
) {
  const [listing] = await db.select().from(products).where(eq(products.id, sale.productId));
  if (!listing) throw new Error(`no listing ${sale.productId}`);
  const price = priceBreakdown(listing.price);
  const address = sale.address ?? "7 Lake Road, Kolkata, West Bengal - 700029";
  const [payment] = await db
    .insert(payments)
    .values({
      txnid: `T${randomBytes(10).toString("hex")}`,
      buyerId: sale.buyerId,
      productId: listing.id,
      amount: price.total,
      finalPrice: price.productPrice,
      buyerFee: price.buyerFee,
      sellerFee: price.sellerFee,
      couponDiscount: price.couponDiscount,
      deliveryCharge: price.deliveryCharge,
      gateway: sale.gateway ?? "sandbox",
      gatewayPaymentId: `pay_${randomBytes(6).toString("hex")}`,
      status: "success",
      address,
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      buyerId: sale.buyerId,
      sellerId: listing.sellerId,
      productId: listing.id,
      finalPrice: price.productPrice,
      buyerFee: price.buyerFee,
      sellerFee: price.sellerFee,
      platformFee: price.buyerFee + price.sellerFee,
      couponDiscount: price.couponDiscount,
      deliveryCharge: price.deliveryCharge,
      paymentId: payment!.id,
      deliveryAddress: address,
      payoutBankAccountId: listing.selectedBankAccountId,
    })
    .returning();
  await db.update(products).set({ status: "sold", isAvailable: false }).where(eq(products.id, listing.id));
  return { order: order!, payment: payment! };
}

/**
 * A seller's approved listing bought by a buyer: the people (with tokens), the listing and the placed order.
 * `listing` overrides fields of the ₹6,500 almirah (a fashion item, another price).
 */
export async function testSale(
  app: FastifyInstance,
  db: Db,
  opts: {
    listing?: Record<string, unknown>;
    seller?: Account;
    buyer?: Account;
    admin?: Account;
    address?: string;
  } = {},
) {
  const req = requester(app);
  const seller = opts.seller ?? (await testAccount(db, { label: "Seller" }));
  const buyer = opts.buyer ?? (await testAccount(db, { role: "buyer", label: "Buyer" }));
  const admin = opts.admin ?? (await testAccount(db, { role: "admin", label: "Admin" }));
  const created = await req("POST", "/api/products", seller.token, almirahListing(seller.bankId, opts.listing));
  expect(created.statusCode, created.body).toBe(201);
  const productId = (created.json() as { id: string }).id;
  await approveListing(app, admin.token, productId);
  const { order, payment } = await placeTestOrder(db, { productId, buyerId: buyer.user.id, address: opts.address });
  return { seller, buyer, admin, productId, order, payment };
}

type ParcelStatus = "picked_up" | "out_for_delivery" | "delivered";
const SCANS_TO: Record<ParcelStatus, number> = { picked_up: 42, out_for_delivery: 17, delivered: 7 };
const PARCEL_STEPS: ParcelStatus[] = ["picked_up", "out_for_delivery", "delivered"];

/**
 * An accepted order's parcel carried by the sandbox courier to `status`, scan by scan through our webhook (each step
 * from where the order is), as the courier would (the admin's status dialog refuses these steps while a courier carries the parcel).
 */
export async function courierCarries(app: FastifyInstance, db: Db, orderId: string, status: ParcelStatus) {
  const [shipment] = await db
    .select({ awb: shipments.awb })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, "forward")));
  expect(shipment?.awb, `order ${orderId} has no booked parcel`).toBeTruthy();
  const statusOf = async () =>
    (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
  // Each step the parcel has not taken yet, in order: a delivery without a pickup before it would hold the payout.
  const from = PARCEL_STEPS.indexOf((await statusOf()) as ParcelStatus);
  for (const step of PARCEL_STEPS.slice(from + 1, PARCEL_STEPS.indexOf(status) + 1)) {
    const res = await app.inject({
      method: "POST",
      url: `/sandbox/courier/shipments/${shipment!.awb}/scan`,
      payload: { status: SCANS_TO[step] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect(await statusOf()).toBe(status);
}

/** The admin's confirm (which books the parcel, as the seller's Accept Order does), then the courier to `upTo`. */
export async function confirmAndCarry(
  app: FastifyInstance,
  db: Db,
  orderId: string,
  adminToken: string,
  upTo: "confirmed" | ParcelStatus = "delivered",
) {
  const res = await requester(app)("PUT", `/api/admin/orders/${orderId}/status`, adminToken, { status: "confirmed" });
  expect(res.statusCode, res.body).toBe(200);
  if (upTo !== "confirmed") await courierCarries(app, db, orderId, upTo);
}
