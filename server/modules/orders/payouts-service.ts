import { toPaise } from "@contract/money";
import { maskAccountNumber } from "@contract/bank-accounts";
import { ORDER_MESSAGES, type AdminPayoutView } from "@contract/orders";
import type { Db, Tx } from "../../db/client";
import type { PayoutStatus } from "../../db/schema/payouts";
import type { Encryptor } from "../../lib/encryption";
import { conflict, notFound } from "../../lib/errors";
import { payoutDue, payoutPaid } from "../ledger";
import { createNotification } from "../notifications";
import * as notices from "./order-notices";
import { totalPaid } from "./order-views";
import { findOrderPaymentId, ordersOwingPayout } from "./orders-repo";
import * as repo from "./payouts-repo";
import { recordAdminAction } from "../admin";

/**
 * The full number, because this is where the admin pays (DECISIONS.md "Listings"). One that no longer decrypts (the
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
 * The one place a seller's payout becomes owed: finalPrice - sellerFee, to the account the listing named. In the
 * transaction that decides it; idempotent per order. The sale is complete here, so the money the order held is
 * split (docs/decisions/0014-ledger.md): the seller's share, both fees, the delivery charge, and the coupon's cost.
 */
async function makePayoutDue(tx: Tx, o: Awaited<ReturnType<typeof ordersOwingPayout>>[number]) {
  const amount = o.finalPrice - o.sellerFee;
  const payout = await repo.insertPayout(tx, {
    orderId: o.id,
    sellerId: o.sellerId,
    bankAccountId: o.bankAccountId,
    amount,
  });
  if (!payout || !o.paymentId) return payout;
  await payoutDue(
    tx,
    { paymentId: o.paymentId, orderId: o.id },
    {
      paid: toPaise(totalPaid(o)),
      sellerShare: toPaise(amount),
      fees: toPaise(o.buyerFee + o.sellerFee),
      delivery: toPaise(o.deliveryCharge),
      coupon: toPaise(o.couponDiscount),
    },
  );
  return payout;
}

/** The payouts job: every delivered order whose return window closed with no return, or a rejected one. */
export async function makeDuePayouts(db: Db, batch = 200) {
  let made = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const owing = await ordersOwingPayout(tx, batch);
      let count = 0;
      for (const o of owing) {
        const payout = await makePayoutDue(tx, o);
        if (!payout) continue;
        count += 1;
        await createNotification(
          tx,
          notices.payoutDue(o.sellerId, { orderId: o.id, orderNumber: o.orderNumber, title: o.title }, payout.amount),
        );
      }
      return { count, seen: owing.length };
    });
    made += n.count;
    if (n.seen < batch) return made;
  }
}

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

/** The admin records a payout as sent, with the bank's reference: once; the seller is told. */
export async function markPayoutPaid(db: Db, adminId: string, encryptor: Encryptor, id: string, bankReference: string) {
  await db.transaction(async (tx) => {
    const paid = await repo.markPaid(tx, id, bankReference);
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
    const view = (await repo.findAdminPayout(tx, id))!;
    const paymentId = await findOrderPaymentId(tx, paid.orderId);
    if (paymentId && paid.amount > 0) await payoutPaid(tx, { paymentId, orderId: paid.orderId }, toPaise(paid.amount));
    await createNotification(
      tx,
      notices.payoutPaid(
        paid.sellerId,
        { orderId: paid.orderId, orderNumber: view.orderNumber, title: view.productTitle },
        paid.amount,
        bankReference,
      ),
    );
  });
  return toAdminPayoutView(encryptor, (await repo.findAdminPayout(db, id))!);
}
