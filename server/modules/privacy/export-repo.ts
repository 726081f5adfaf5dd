import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addresses } from "../../db/schema/addresses";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { contactQueries } from "../../db/schema/contact-queries";
import { couponRedemptions } from "../../db/schema/coupon-redemptions";
import { listingOfferRules } from "../../db/schema/listing-offer-rules";
import { notificationPreferences, notificationQuietHours } from "../../db/schema/notification-preferences";
import { notifications } from "../../db/schema/notifications";
import { offers } from "../../db/schema/offers";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { payouts } from "../../db/schema/payouts";
import { productColumns, productModifications, products } from "../../db/schema/products";
import { pushSubscriptions } from "../../db/schema/push-subscriptions";
import { ratings } from "../../db/schema/ratings";
import { refunds } from "../../db/schema/refunds";
import { reports } from "../../db/schema/reports";
import { returnRequests } from "../../db/schema/returns";
import { sellerTaxIds, sellerYearSales } from "../../db/schema/seller-tax";
import { sessions } from "../../db/schema/sessions";
import { shipments } from "../../db/schema/shipments";
import { taxInvoices } from "../../db/schema/tax-invoices";
import { users } from "../../db/schema/users";
import { whatsappOptIns } from "../../db/schema/whatsapp";
import { wishlist } from "../../db/schema/wishlist";

type Reader = (db: Db, userId: string) => Promise<unknown>;
const ofOrder = (userId: string) => or(eq(orders.buyerId, userId), eq(orders.sellerId, userId));

/** The account itself with its consents; never the password's hash or the internal listing-rate counters. */
async function account(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      mobile: users.mobile,
      mobileVerified: users.mobileVerified,
      emailVerified: users.isVerified,
      role: users.role,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      privacyNoticeVersion: users.privacyNoticeVersion,
      privacyNoticeAcceptedAt: users.privacyNoticeAcceptedAt,
      dataExportedAt: users.dataExportedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Bank accounts as the account tab shows them: the number's last four digits only, never the encrypted number. */
const bankAccountsMasked: Reader = (db, userId) =>
  db
    .select({
      id: bankAccounts.id,
      accountHolderName: bankAccounts.accountHolderName,
      accountNumber: sql<string>`'XXXX' || ${bankAccounts.accountNumberLast4}`,
      ifscCode: bankAccounts.ifscCode,
      bankName: bankAccounts.bankName,
      isPrimary: bankAccounts.isPrimary,
      isVerified: bankAccounts.isVerified,
      createdAt: bankAccounts.createdAt,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId));

const sessionsWithoutTokens: Reader = (db, userId) =>
  db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sql<string | null>`host(${sessions.ip})`,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));

/** The PAN or Aadhaar as the payouts page shows it: its kind and last four characters, never the sealed number. */
const taxIdMasked: Reader = (db, userId) =>
  db
    .select({
      kind: sellerTaxIds.kind,
      number: sql<string>`'XXXXXX' || ${sellerTaxIds.last4}`,
      individual: sellerTaxIds.individual,
      createdAt: sellerTaxIds.createdAt,
      updatedAt: sellerTaxIds.updatedAt,
    })
    .from(sellerTaxIds)
    .where(eq(sellerTaxIds.userId, userId));

/** The tax invoices and credit notes made out to the person: the buyer's for their orders, the seller's for sales. */
const invoicesToThem: Reader = (db, userId) =>
  db
    .select({ invoice: taxInvoices })
    .from(taxInvoices)
    .innerJoin(orders, eq(orders.id, taxInvoices.orderId))
    .where(
      or(
        and(eq(taxInvoices.recipient, "buyer"), eq(orders.buyerId, userId)),
        and(eq(taxInvoices.recipient, "seller"), eq(orders.sellerId, userId)),
      ),
    )
    .then((rows) => rows.map((r) => r.invoice));

/** Listings with their photo links as stored (absolute URLs or /uploads/ paths on this site). */
const listings: Reader = (db, userId) => db.select(productColumns).from(products).where(eq(products.sellerId, userId));

/**
 * One reader per table that holds something about a person, by the table's SQL name: privacy-coverage.test.ts
 * fails when a table with a user reference is neither here nor in NOT_EXPORTED.
 */
export const EXPORTED: Record<string, Reader> = {
  users: account,
  addresses: (db, id) => db.select().from(addresses).where(eq(addresses.userId, id)),
  bank_accounts: bankAccountsMasked,
  products: listings,
  product_modifications: (db, id) =>
    db
      .select({ modification: productModifications })
      .from(productModifications)
      .innerJoin(products, eq(products.id, productModifications.productId))
      .where(eq(products.sellerId, id))
      .then((rows) => rows.map((r) => r.modification)),
  // The seller's private automatic answers to offers on their listings (decision 0050).
  listing_offer_rules: (db, id) =>
    db
      .select({ rules: listingOfferRules })
      .from(listingOfferRules)
      .innerJoin(products, eq(products.id, listingOfferRules.productId))
      .where(eq(products.sellerId, id))
      .then((rows) => rows.map((r) => r.rules)),
  offers: (db, id) =>
    db
      .select()
      .from(offers)
      .where(or(eq(offers.buyerId, id), eq(offers.sellerId, id))),
  orders: (db, id) => db.select().from(orders).where(ofOrder(id)),
  return_requests: (db, id) =>
    db
      .select({ r: returnRequests })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(ofOrder(id))
      .then((rows) => rows.map((row) => row.r)),
  shipments: (db, id) =>
    db
      .select({ s: shipments })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(ofOrder(id))
      .then((rows) => rows.map((row) => row.s)),
  payments: (db, id) => db.select().from(payments).where(eq(payments.buyerId, id)),
  refunds: (db, id) =>
    db
      .select({ r: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.buyerId, id))
      .then((rows) => rows.map((row) => row.r)),
  coupon_redemptions: (db, id) => db.select().from(couponRedemptions).where(eq(couponRedemptions.buyerId, id)),
  payouts: (db, id) => db.select().from(payouts).where(eq(payouts.sellerId, id)),
  ratings: (db, id) =>
    db
      .select()
      .from(ratings)
      .where(or(eq(ratings.raterId, id), eq(ratings.ratedId, id))),
  reports: (db, id) => db.select().from(reports).where(eq(reports.reporterId, id)),
  notifications: (db, id) => db.select().from(notifications).where(eq(notifications.userId, id)),
  notification_preferences: (db, id) =>
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, id)),
  notification_quiet_hours: (db, id) =>
    db.select().from(notificationQuietHours).where(eq(notificationQuietHours.userId, id)),
  sessions: sessionsWithoutTokens,
  wishlist: (db, id) => db.select().from(wishlist).where(eq(wishlist.userId, id)),
  // The devices that get push notifications; their encryption keys are the browser's, not the person's words.
  push_subscriptions: (db, id) =>
    db
      .select({
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        lastSuccessAt: pushSubscriptions.lastSuccessAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, id)),
  seller_tax_ids: taxIdMasked,
  seller_year_sales: (db, id) => db.select().from(sellerYearSales).where(eq(sellerYearSales.sellerId, id)),
  tax_invoices: invoicesToThem,
  whatsapp_opt_ins: (db, id) => db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, id)),
};

/** What the person wrote through the contact form, found by their e-mail (the form has no user reference). */
export const contactQueriesOf = (db: Db, email: string) =>
  db
    .select()
    .from(contactQueries)
    .where(sql`lower(${contactQueries.email}) = lower(${email})`);

/**
 * Tables that name a user but hold nothing the person gave or that describes them beyond what EXPORTED already
 * carries, each with why (decision 0047).
 */
export const NOT_EXPORTED: Record<string, string> = {
  admin_audit_log: "what admins did; an admin's own actions, not data about the person acted on",
  contact_query_replies: "the admin who replied; the replies are exported with the person's contact queries",
  listing_reservations: "a 15-minute hold while a payment is made; the payment itself is exported",
  login_throttles: "counters of wrong passwords, kept for security for 15 minutes",
  mobile_codes: "hashes of SMS codes, never the codes; they expire within minutes",
  notification_deliveries: "which channels each notification went out on and when; the notifications are exported",
  notification_streams: "open live connections of the bell",
  payout_contacts: "the payout provider's contact id for the seller; the payouts are exported",
  reconciliation_mismatches: "the admin who resolved a mismatch of the books; an admin's work, not the person's data",
  rating_totals: "sums of the ratings received, which are exported",
  response_figures: "the seller's reply-time figure, computed from the offers exported",
  sales_totals: "sums of the orders exported",
};
