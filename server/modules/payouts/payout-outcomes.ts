import { toPaise } from "@contract/money";
import type { Tx } from "../../db/client";
import { createNotification } from "../notifications";
import type { PayoutDeps } from "./payout-deps";
import { alertAdminsInTx, mailAdmins } from "./payout-failure-alerts";
import type { ProviderPayout } from "./payout-provider";
import * as notices from "./payout-notices";
import { failureReason } from "./payout-texts";
import * as repo from "./payouts-repo";

/**
 * A provider's payout status only moves forward (RazorpayX's life cycle): pending, queued and scheduled before
 * processing, processing before processed, and a processed payout may still be reversed. failed, rejected and
 * cancelled end an attempt as reversed does. Anything older than what we hold is ignored.
 */
const RANK: Record<string, number> = {
  pending: 1,
  queued: 1,
  scheduled: 1,
  processing: 2,
  processed: 3,
  reversed: 4,
  failed: 4,
  rejected: 4,
  cancelled: 4,
};

export type Outcome = "ignored" | "waiting" | "paid" | "failed" | "reversed" | "utr";

/** Money that moved with an outcome, for the caller to book in the ledger in the same transaction. */
export interface PayoutMoney {
  movement: "paid" | "reversed";
  ref: { paymentId: string; orderId: string };
  paise: number;
}

/** What recording an outcome did: the money to book (none when nothing was paid or taken back) and an alert to mail. */
export interface Recorded {
  outcome: Outcome;
  money?: PayoutMoney;
  alert?: Alert;
}

const moneyOf = (
  movement: PayoutMoney["movement"],
  order: { paymentId: string | null },
  row: { orderId: string; amount: number },
): PayoutMoney | undefined =>
  order.paymentId && row.amount > 0
    ? { movement, ref: { paymentId: order.paymentId, orderId: row.orderId }, paise: toPaise(row.amount) }
    : undefined;

/**
 * Records in the payouts table what the provider says of one attempt (an API answer, a lookup, a webhook), under the
 * payout's row lock in the caller's transaction, with its notice; the caller books the money it answers in the same
 * transaction (settlement does). An event for another attempt's payout (an older pout_ id, or one whose notes carry
 * another attempt number) changes nothing.
 */
export async function recordProviderPayout(
  tx: Tx,
  deps: PayoutDeps,
  payoutId: string,
  p: ProviderPayout,
): Promise<Recorded> {
  const outcome = await recordIn(tx, deps, payoutId, p);
  return typeof outcome === "string" ? { outcome } : outcome;
}

/** After the outcome's transaction committed: the admins' mail about a failure, if any. */
export function afterRecorded(deps: PayoutDeps, recorded: Recorded) {
  if (recorded.alert) mailAdmins(deps, recorded.alert);
}

async function recordIn(tx: Tx, deps: PayoutDeps, payoutId: string, p: ProviderPayout): Promise<Outcome | Recorded> {
  const row = await repo.lockPayout(tx, payoutId);
  if (!row) return "ignored";
  if (
    row.providerPayoutId ? row.providerPayoutId !== p.id : row.status !== "sending" || p.attempt !== String(row.attempt)
  )
    return "ignored";
  const next = RANK[p.status];
  if (next === undefined) return "ignored";
  const held = row.providerStatus ? (RANK[row.providerStatus] ?? 0) : 0;
  if (next < held) return "ignored";
  if (next === held) {
    // The same status again (a redelivery, a poll): only a UTR that arrived late (payout.updated) is news.
    if (row.status === "paid" && p.utr && !row.bankReference) {
      await repo.updatePayout(tx, row.id, { bankReference: p.utr });
      return "utr";
    }
    return "ignored";
  }
  const order = await repo.orderOfPayout(tx, row.orderId);
  const about = { orderId: row.orderId, orderNumber: order.orderNumber, title: order.title };

  if (next <= 2) {
    if (row.status !== "sending") return "ignored";
    await repo.updatePayout(tx, row.id, {
      providerPayoutId: p.id,
      providerStatus: p.status,
      nextAttemptAt: new Date(Date.now() + deps.settings.timing.poll * 60_000),
    });
    return "waiting";
  }
  if (p.status === "processed") {
    if (row.status !== "sending") {
      await repo.updatePayout(tx, row.id, { providerPayoutId: p.id, providerStatus: p.status });
      return "ignored";
    }
    await repo.updatePayout(tx, row.id, {
      status: "paid",
      paidAt: new Date(),
      bankReference: p.utr,
      providerPayoutId: p.id,
      providerStatus: p.status,
      nextAttemptAt: null,
      failureReason: null,
    });
    await createNotification(tx, notices.payoutPaid(row.sellerId, about, row.amount, p.utr));
    return { outcome: "paid", money: moneyOf("paid", order, row) };
  }
  // reversed, failed, rejected, cancelled: the attempt is over; the payout is owed again and waits for a person.
  const reason = failureReason(p.status, p.reason);
  const wasPaid = row.status === "paid";
  if (!wasPaid && row.status !== "sending") {
    await repo.updatePayout(tx, row.id, { providerPayoutId: p.id, providerStatus: p.status });
    return "ignored";
  }
  await repo.updatePayout(tx, row.id, {
    status: "due",
    paidAt: null,
    bankReference: null,
    providerPayoutId: p.id,
    providerStatus: p.status,
    failureReason: reason,
    nextAttemptAt: null,
  });
  await createNotification(tx, notices.payoutFailed(row.sellerId, about, row.amount, reason));
  const alert = await alertAdminsInTx(tx, { ...failureOf(row, order, reason), status: p.status });
  if (!wasPaid) return { outcome: "failed", alert };
  return { outcome: "reversed", alert, money: moneyOf("reversed", order, row) };
}

/** An attempt that ended with no payout at the provider (refused, or never found): owed again, with the reason. */
export async function failAttempt(deps: PayoutDeps, payoutId: string, attempt: number, reason: string) {
  const alert = await deps.db.transaction(async (tx) => {
    const row = await repo.lockPayout(tx, payoutId);
    if (!row || row.status !== "sending" || row.attempt !== attempt || row.providerPayoutId) return undefined;
    await repo.updatePayout(tx, row.id, { status: "due", failureReason: reason.slice(0, 300), nextAttemptAt: null });
    const order = await repo.orderOfPayout(tx, row.orderId);
    await createNotification(
      tx,
      notices.payoutFailed(
        row.sellerId,
        { orderId: row.orderId, orderNumber: order.orderNumber, title: order.title },
        row.amount,
        reason,
      ),
    );
    return alertAdminsInTx(tx, { ...failureOf(row, order, reason), status: "refused" });
  });
  if (!alert) return false;
  mailAdmins(deps, alert);
  return true;
}

type Alert = Awaited<ReturnType<typeof alertAdminsInTx>>;

const failureOf = (
  row: { id: string; amount: number },
  order: { orderNumber: number; sellerName: string },
  reason: string,
) => ({ payoutId: row.id, amount: row.amount, reason, orderNumber: order.orderNumber, sellerName: order.sellerName });
