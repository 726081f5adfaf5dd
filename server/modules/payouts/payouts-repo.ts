import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { RETURN_WINDOW_HOURS } from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { orders } from "../../db/schema/orders";
import { payouts, type PayoutStatus } from "../../db/schema/payouts";
import { products } from "../../db/schema/products";
import { returnRequests } from "../../db/schema/returns";
import { sellerTaxIds } from "../../db/schema/seller-tax";
import { users } from "../../db/schema/users";

/** One payout per order (unique): a job run twice, or two at once, owes the seller once. */
export async function insertPayout(
  tx: Tx,
  values: { orderId: string; sellerId: string; bankAccountId: string | null; amount: number; tds: number },
) {
  const [row] = await tx
    .insert(payouts)
    .values({ ...values, dueAt: sql`now()` })
    .onConflictDoNothing({ target: payouts.orderId })
    .returning();
  return row;
}

/** due -> paid by the admin's hand with the bank's reference, once: undefined when it is missing or not due. */
export async function markPaidByHand(tx: Tx, id: string, bankReference: string) {
  const [row] = await tx
    .update(payouts)
    .set({ status: "paid", bankReference, paidAt: sql`now()`, failureReason: null, nextAttemptAt: null })
    .where(and(eq(payouts.id, id), eq(payouts.status, "due")))
    .returning();
  return row;
}

function selectAdminPayouts(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: payouts.id,
      orderId: payouts.orderId,
      orderNumber: orders.orderNumber,
      productTitle: products.title,
      sellerId: payouts.sellerId,
      sellerUsername: users.username,
      amount: payouts.amount,
      status: payouts.status,
      bankReference: payouts.bankReference,
      dueAt: payouts.dueAt,
      paidAt: payouts.paidAt,
      attempt: payouts.attempt,
      providerPayoutId: payouts.providerPayoutId,
      providerStatus: payouts.providerStatus,
      failureReason: payouts.failureReason,
      accountHolderName: bankAccounts.accountHolderName,
      bankName: bankAccounts.bankName,
      ifscCode: bankAccounts.ifscCode,
      accountNumberLast4: bankAccounts.accountNumberLast4,
      accountNumberEncrypted: bankAccounts.accountNumberEncrypted,
      bankVerified: bankAccounts.isVerified,
    })
    .from(payouts)
    .innerJoin(orders, eq(orders.id, payouts.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, payouts.sellerId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(where);
}
export type AdminPayoutRow = Awaited<ReturnType<typeof selectAdminPayouts>>[number];

/** Oldest due first (the queue to pay); the others newest first. */
export const listAdminPayouts = (db: Db, status: PayoutStatus | undefined, limit: number, offset: number) =>
  selectAdminPayouts(db, status ? eq(payouts.status, status) : undefined)
    .orderBy(...(status === "due" ? [payouts.dueAt, payouts.id] : [desc(payouts.createdAt), desc(payouts.id)]))
    .limit(limit)
    .offset(offset);

export async function findAdminPayout(db: Db, id: string) {
  const [row] = await selectAdminPayouts(db, eq(payouts.id, id));
  return row;
}

/** Section 194-O: no payout leaves before its seller has given a PAN or Aadhaar (docs/tax.md). */
const taxIdGiven = sql<boolean>`EXISTS (SELECT 1 FROM ${sellerTaxIds} WHERE ${sellerTaxIds.userId} = ${payouts.sellerId})`;

/** Sent only to a verified account of the payout's own seller, whatever else went wrong. */
const verifiedAccount = sql`EXISTS (SELECT 1 FROM ${bankAccounts} WHERE ${bankAccounts.id} = ${payouts.bankAccountId} AND ${bankAccounts.userId} = ${payouts.sellerId} AND ${bankAccounts.isVerified})`;

/** Only to a seller whose mobile is verified (docs/decisions/0041-mobile-verification.md): the others' payouts wait. */
const verifiedSeller = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${payouts.sellerId} AND ${users.mobileVerified})`;

/**
 * The payouts whose turn it is, claimed for `claimMinutes` (FOR UPDATE SKIP LOCKED, then their next turn pushed), so
 * the provider is called with no transaction open and two processes never take the same payout. In the caller's
 * transaction, which must end before any call. A due one (its
 * account verified, no failure waiting for a person) starts a new attempt: no key, no body, no provider payout yet.
 * A sending one continues its attempt (resend with the same key, look up, poll).
 */
export async function claimPayouts(tx: Tx, limit: number, claimMinutes: number) {
  {
    const rows = await tx
      .select({ id: payouts.id, status: payouts.status })
      .from(payouts)
      .where(
        or(
          and(
            eq(payouts.status, "due"),
            isNull(payouts.failureReason),
            or(isNull(payouts.nextAttemptAt), lte(payouts.nextAttemptAt, sql`now()`)),
            verifiedAccount,
            verifiedSeller,
            taxIdGiven,
          ),
          and(eq(payouts.status, "sending"), lte(payouts.nextAttemptAt, sql`now()`)),
        ),
      )
      .orderBy(payouts.dueAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    const fresh = rows.filter((r) => r.status === "due").map((r) => r.id);
    const going = rows.filter((r) => r.status === "sending").map((r) => r.id);
    const next = sql`now() + make_interval(mins => ${claimMinutes})`;
    const started =
      fresh.length === 0
        ? []
        : await tx
            .update(payouts)
            .set({
              status: "sending",
              attempt: sql`${payouts.attempt} + 1`,
              idempotencyKey: null,
              requestBody: null,
              sendTries: 0,
              sentAt: null,
              providerPayoutId: null,
              providerStatus: null,
              nextAttemptAt: next,
            })
            .where(inArray(payouts.id, fresh))
            .returning();
    const continued =
      going.length === 0
        ? []
        : await tx.update(payouts).set({ nextAttemptAt: next }).where(inArray(payouts.id, going)).returning();
    return [...started, ...continued];
  }
}

/** What an attempt needs beside the payout: the order's number, the account's fund account and owner. */
export async function payoutForSending(db: Db, id: string) {
  const [row] = await db
    .select({ payout: payouts, orderNumber: orders.orderNumber, bankAccountId: bankAccounts.id })
    .from(payouts)
    .innerJoin(orders, eq(orders.id, payouts.orderId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(eq(payouts.id, id));
  return row;
}

/** The attempt's key and exact body, stored before the first call; never replaced while the attempt lives. */
export async function storeRequest(db: Db, id: string, attempt: number, key: string, body: string) {
  const [row] = await db
    .update(payouts)
    .set({ idempotencyKey: key, requestBody: body })
    .where(
      and(eq(payouts.id, id), eq(payouts.attempt, attempt), eq(payouts.status, "sending"), isNull(payouts.requestBody)),
    )
    .returning();
  return row;
}

/** One more call made for this attempt, and when its turn comes again. */
export async function recordTry(db: Db, id: string, attempt: number, tries: number, nextInMinutes: number) {
  await db
    .update(payouts)
    .set({
      sendTries: tries,
      sentAt: sql`coalesce(${payouts.sentAt}, now())`,
      nextAttemptAt: sql`now() + make_interval(secs => ${Math.round(nextInMinutes * 60)})`,
    })
    .where(and(eq(payouts.id, id), eq(payouts.attempt, attempt), eq(payouts.status, "sending")));
}

export async function lockPayout(tx: Tx, id: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for("update");
  return row;
}

export async function updatePayout(tx: Tx, id: string, values: Partial<typeof payouts.$inferInsert>) {
  await tx.update(payouts).set(values).where(eq(payouts.id, id));
}

/** Attempt started longer ago than `minutes`: a lookup that still finds nothing may call the attempt failed. */
export async function attemptOlderThan(db: Db, id: string, minutes: number) {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.id, id), lt(payouts.sentAt, sql`now() - make_interval(mins => ${minutes})`)));
  return Boolean(row);
}

export async function findPayoutIdByProviderId(db: Db, providerPayoutId: string) {
  const [row] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.providerPayoutId, providerPayoutId));
  return row?.id;
}

export async function payoutExists(db: Db, id: string) {
  const [row] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, id));
  return Boolean(row);
}

/** For the ledger and the notices: the order's payment, number and item. */
export async function orderOfPayout(db: Db, orderId: string) {
  const [row] = await db
    .select({
      paymentId: orders.paymentId,
      orderNumber: orders.orderNumber,
      title: products.title,
      sellerName: users.fullName,
      sellerEmail: users.email,
      sellerLanguage: users.language,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.sellerId))
    .where(eq(orders.id, orderId));
  return row!;
}

/** The seller's due payouts that failed (waiting for a person), oldest first. */
export async function failedPayoutIdsOf(db: Db, sellerId: string) {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.sellerId, sellerId), eq(payouts.status, "due"), isNotNull(payouts.failureReason)))
    .orderBy(payouts.dueAt);
  return rows.map((r) => r.id);
}

/** The admin sends a failed payout again: a new attempt (and key) on its next turn. */
export async function clearFailure(db: Db, id: string) {
  const [row] = await db
    .update(payouts)
    .set({ failureReason: null, nextAttemptAt: null })
    .where(and(eq(payouts.id, id), eq(payouts.status, "due"), isNotNull(payouts.failureReason)))
    .returning({ id: payouts.id });
  return row;
}

/** Every payout of a seller, newest first, with what Account > Payouts and the statement show. */
export function sellerPayouts(db: Db, sellerId: string, paidFrom?: Date, paidBefore?: Date) {
  return db
    .select({
      id: payouts.id,
      orderId: payouts.orderId,
      orderNumber: orders.orderNumber,
      productTitle: products.title,
      salePrice: orders.finalPrice,
      sellerFee: orders.sellerFee,
      amount: payouts.amount,
      tds: payouts.tds,
      status: payouts.status,
      bankReference: payouts.bankReference,
      dueAt: payouts.dueAt,
      paidAt: payouts.paidAt,
      failureReason: payouts.failureReason,
      taxIdGiven: taxIdGiven,
      bankAccountLast4: bankAccounts.accountNumberLast4,
      bankVerified: bankAccounts.isVerified,
      mobileVerified: users.mobileVerified,
    })
    .from(payouts)
    .innerJoin(orders, eq(orders.id, payouts.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, payouts.sellerId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(
      and(
        eq(payouts.sellerId, sellerId),
        paidFrom ? gte(payouts.paidAt, paidFrom) : undefined,
        paidBefore ? lt(payouts.paidAt, paidBefore) : undefined,
      ),
    )
    .orderBy(desc(payouts.dueAt), desc(payouts.id));
}

/**
 * The seller's sales with no payout yet that are on their way to one: accepted and travelling, or delivered with no
 * return under way (a rejected return does not stop the payout). The due time is the moment the payouts job may make
 * the payout owed: delivery plus the return window, as it reads them.
 */
export function upcomingPayouts(db: Db, sellerId: string) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      productTitle: products.title,
      salePrice: orders.finalPrice,
      sellerFee: orders.sellerFee,
      status: orders.status,
      held: sql<boolean>`${orders.payoutHold} IS NOT NULL`,
      dueAt: sql<Date | null>`${orders.deliveredAt} + make_interval(hours => ${RETURN_WINDOW_HOURS}::int)`.mapWith(
        (v: unknown) => (v === null ? null : new Date(v as string)),
      ),
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.sellerId, sellerId),
        inArray(orders.status, ["confirmed", "picked_up", "out_for_delivery", "delivered"]),
        sql`NOT EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.orderId} = ${orders.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${returnRequests} WHERE ${returnRequests.orderId} = ${orders.id} AND ${returnRequests.status} <> 'rejected')`,
      ),
    )
    .orderBy(sql`${orders.deliveredAt} NULLS LAST`, orders.createdAt, orders.id);
}
