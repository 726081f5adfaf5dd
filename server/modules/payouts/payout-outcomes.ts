import { toPaise } from "@contract/money";
import { payoutPaid, payoutReversed } from "../ledger";
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

/**
 * Applies what the provider says of one attempt (an API answer, a lookup, a webhook), under the payout's row lock,
 * with its ledger movement and notice in the same transaction. An event for another attempt's payout (an older
 * pout_ id, or one whose notes carry another attempt number) changes nothing.
 */
export async function applyProviderPayout(deps: PayoutDeps, payoutId: string, p: ProviderPayout): Promise<Outcome> {
  let alert: Alert | undefined;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const row = await repo.lockPayout(tx, payoutId);
    if (!row) return "ignored";
    if (
      row.providerPayoutId
        ? row.providerPayoutId !== p.id
        : row.status !== "sending" || p.attempt !== String(row.attempt)
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
    const ledgerRef = order.paymentId ? { paymentId: order.paymentId, orderId: row.orderId } : undefined;
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
      if (ledgerRef && row.amount > 0) await payoutPaid(tx, ledgerRef, toPaise(row.amount));
      await createNotification(tx, notices.payoutPaid(row.sellerId, about, row.amount, p.utr));
      return "paid";
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
    if (wasPaid && ledgerRef && row.amount > 0) await payoutReversed(tx, ledgerRef, toPaise(row.amount));
    await createNotification(tx, notices.payoutFailed(row.sellerId, about, row.amount, reason));
    alert = await alertAdminsInTx(tx, { ...failureOf(row, order, reason), status: p.status });
    return wasPaid ? "reversed" : "failed";
  });
  if (alert) mailAdmins(deps, alert);
  return outcome;
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
