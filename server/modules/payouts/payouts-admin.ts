import { toPaise } from "@contract/money";
import { maskAccountNumber } from "@contract/bank-accounts";
import { ORDER_MESSAGES, type AdminPayoutView } from "@contract/orders";
import { PAYOUT_MESSAGES } from "@contract/payouts";
import type { Db, Tx } from "../../db/client";
import type { PayoutStatus } from "../../db/schema/payouts";
import type { Encryptor } from "../../lib/encryption";
import { conflict, notFound } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import { createNotification } from "../notifications";
import * as notices from "./payout-notices";
import type { PayoutMoney } from "./payout-outcomes";
import * as repo from "./payouts-repo";

/**
 * The full number, because this is where the admin pays (docs/product.md#listings). One that no longer decrypts (the
 * key was replaced) shows masked: the admin sees which payout needs the seller's details, and the list still loads.
 */
function accountNumber(encryptor: Encryptor, sealed: string, last4: string) {
  try {
    return encryptor.decrypt(sealed);
  } catch {
    return maskAccountNumber(last4);
  }
}

const toAdminPayoutView = (encryptor: Encryptor, p: repo.AdminPayoutRow): AdminPayoutView => ({
  id: p.id,
  orderId: p.orderId,
  orderNumber: p.orderNumber,
  productTitle: p.productTitle,
  sellerId: p.sellerId,
  sellerUsername: p.sellerUsername,
  amount: p.amount,
  status: p.status,
  bankReference: p.bankReference,
  dueAt: p.dueAt.toISOString(),
  paidAt: p.paidAt ? p.paidAt.toISOString() : null,
  attempt: p.attempt,
  providerPayoutId: p.providerPayoutId,
  providerStatus: p.providerStatus,
  failureReason: p.failureReason,
  bankAccount:
    p.accountHolderName === null ||
    p.bankName === null ||
    p.ifscCode === null ||
    p.accountNumberLast4 === null ||
    p.accountNumberEncrypted === null
      ? null
      : {
          accountHolderName: p.accountHolderName,
          bankName: p.bankName,
          ifscCode: p.ifscCode,
          accountNumber: accountNumber(encryptor, p.accountNumberEncrypted, p.accountNumberLast4),
          isVerified: p.bankVerified ?? false,
        },
});

/**
 * The one place a full bank account number reaches an admin (they pay from it): each list that shows any is
 * written to the audit log with the payouts it revealed.
 */
export async function adminPayouts(
  db: Db,
  adminId: string,
  encryptor: Encryptor,
  query: { status?: PayoutStatus; limit: number; offset: number },
) {
  const rows = await repo.listAdminPayouts(db, query.status, query.limit, query.offset);
  const views = rows.map((p) => toAdminPayoutView(encryptor, p));
  if (views.length > 0)
    await recordAdminAction(db, {
      adminId,
      action: "bank_account_reveal",
      entityType: "payout",
      entityId: views[0]!.id,
      details: { payoutIds: views.map((v) => v.id), status: query.status ?? "all" },
    });
  return views;
}

/**
 * The override: the admin records a due payout as sent by hand, with the bank's reference, once, in the caller's
 * transaction; the seller is told. A payout with the provider (sending) is not due, so the two can never both pay it.
 * Answers the money paid, for the caller to book in the same transaction (settlement does).
 */
export async function recordPaidByHand(
  tx: Tx,
  adminId: string,
  id: string,
  bankReference: string,
): Promise<PayoutMoney | undefined> {
  const paid = await repo.markPaidByHand(tx, id, bankReference);
  if (!paid) {
    if (!(await repo.findAdminPayout(tx, id))) throw notFound(ORDER_MESSAGES.payoutNotFound);
    throw conflict(ORDER_MESSAGES.payoutPaid);
  }
  await recordAdminAction(tx, {
    adminId,
    action: "payout_paid",
    entityType: "payout",
    entityId: id,
    details: { bankReference, amount: paid.amount },
  });
  const order = await repo.orderOfPayout(tx, paid.orderId);
  await createNotification(
    tx,
    notices.payoutPaid(
      paid.sellerId,
      { orderId: paid.orderId, orderNumber: order.orderNumber, title: order.title },
      paid.amount,
      bankReference,
    ),
  );
  return order.paymentId && paid.amount > 0
    ? { movement: "paid", ref: { paymentId: order.paymentId, orderId: paid.orderId }, paise: toPaise(paid.amount) }
    : undefined;
}

/** One payout as the admin's Payouts tab shows it. */
export async function adminPayoutView(db: Db, encryptor: Encryptor, id: string) {
  return toAdminPayoutView(encryptor, (await repo.findAdminPayout(db, id))!);
}

/** The admin sends a failed payout again: its next turn is a new attempt with a new idempotency key. */
export async function retryPayout(db: Db, adminId: string, encryptor: Encryptor, id: string) {
  await db.transaction(async (tx) => {
    const row = await repo.clearFailure(tx, id);
    if (!row) {
      if (!(await repo.findAdminPayout(tx, id))) throw notFound(PAYOUT_MESSAGES.notFound);
      throw conflict(PAYOUT_MESSAGES.notRetryable);
    }
    await recordAdminAction(tx, { adminId, action: "payout_retry", entityType: "payout", entityId: id, details: {} });
  });
  return toAdminPayoutView(encryptor, (await repo.findAdminPayout(db, id))!);
}
