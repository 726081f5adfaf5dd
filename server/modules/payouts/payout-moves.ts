import { maskAccountNumber } from "@contract/bank-accounts";
import type { Language } from "@contract/language";
import { PAYOUT_MESSAGES } from "@contract/payouts";
import type { Tx } from "../../db/client";
import { actionMail, linkIn } from "../../lib/action-mail";
import { loggableError } from "../../lib/database-errors";
import { conflict, notFound } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import { findBankAccount } from "../bank-accounts";
import { createNotification } from "../notifications";
import type { PayoutDeps } from "./payout-deps";
import * as notices from "./payout-notices";
import * as repo from "./payouts-repo";

/**
 * A payout goes to the bank account its order recorded when the listing was sold. It moves to another account only:
 * - while it is due (never while the provider holds an attempt, never once paid);
 * - to a verified account of the payout's own seller (verified means the bank's holder name matched the seller, or
 *   an admin approved it);
 * - with an audit row (who asked, from which account to which) and the seller told on the bell and by mail, so a move
 *   the seller did not ask for is seen at once.
 * Two causes: the seller asks (Account > Payouts), or an account of theirs is verified while a payout waits after the
 * bank sent it back or refused it (it then goes to the new account).
 */
type Cause = { by: "seller"; sellerId: string } | { by: "verification" };

const REASONS = {
  seller: "the seller asked",
  verification: "the payout had failed and the seller's new account was verified",
} as const;

interface Moved {
  email: string;
  language: Language;
  amount: number;
  orderNumber: number;
  title: string;
  last4: string;
}

/** Under the payout's row lock: moves it (or only clears its failure when it already points there). */
async function moveInTx(tx: Tx, payoutId: string, toAccountId: string, cause: Cause): Promise<Moved | undefined> {
  const row = await repo.lockPayout(tx, payoutId);
  if (!row || (cause.by === "seller" && row.sellerId !== cause.sellerId)) throw notFound(PAYOUT_MESSAGES.notFound);
  if (row.status !== "due") throw conflict(PAYOUT_MESSAGES.moveNotDue);
  // A failure cleared meanwhile (the admin sent it again) is no longer this move's business.
  if (cause.by === "verification" && row.failureReason === null) return undefined;
  const to = await findBankAccount(tx, toAccountId);
  if (!to || to.userId !== row.sellerId || !to.isVerified) throw conflict(PAYOUT_MESSAGES.moveNeedsVerified);
  if (row.bankAccountId === to.id) {
    await repo.updatePayout(tx, row.id, { failureReason: null, nextAttemptAt: null });
    return undefined;
  }
  const from = row.bankAccountId ? await findBankAccount(tx, row.bankAccountId) : undefined;
  await repo.updatePayout(tx, row.id, { bankAccountId: to.id, failureReason: null, nextAttemptAt: null });
  await recordAdminAction(tx, {
    adminId: null,
    action: "payout_account_moved",
    entityType: "payout",
    entityId: row.id,
    details: {
      sellerId: row.sellerId,
      from: from ? maskAccountNumber(from.accountNumberLast4) : "no account",
      to: maskAccountNumber(to.accountNumberLast4),
      reason: REASONS[cause.by],
    },
  });
  const order = await repo.orderOfPayout(tx, row.orderId);
  const about = { orderId: row.orderId, orderNumber: order.orderNumber, title: order.title };
  await createNotification(tx, notices.payoutMoved(row.sellerId, about, row.amount, to.accountNumberLast4));
  return {
    email: order.sellerEmail,
    language: order.sellerLanguage,
    amount: row.amount,
    orderNumber: order.orderNumber,
    title: order.title,
    last4: to.accountNumberLast4,
  };
}

/** After commit: the seller's mail; one that cannot be sent is logged (the bell has it already). */
function mailSeller(deps: PayoutDeps, moved: Moved) {
  const { subject, lines, label } = notices.payoutMovedMail[moved.language](moved);
  const href = linkIn(deps.publicUrl, moved.language, "/account/payouts");
  const mail = actionMail(moved.email, subject, lines, { href, label }, moved.language);
  deps.mailer
    .send(mail)
    .catch((err: unknown) =>
      deps.log.warn({ err: loggableError(err) }, "could not mail a seller about a moved payout"),
    );
}

/** The seller asks for one of their due payouts to go to another of their verified accounts. */
export async function movePayoutBySeller(deps: PayoutDeps, sellerId: string, payoutId: string, toAccountId: string) {
  const moved = await deps.db.transaction((tx) => moveInTx(tx, payoutId, toAccountId, { by: "seller", sellerId }));
  if (moved) mailSeller(deps, moved);
  const to = await findBankAccount(deps.db, toAccountId);
  return { message: PAYOUT_MESSAGES.moved(to!.accountNumberLast4) };
}

/** An account of the seller was just verified: their failed payouts go there and come round with a new attempt. */
export async function moveFailedPayoutsTo(deps: PayoutDeps, sellerId: string, accountId: string) {
  for (const id of await repo.failedPayoutIdsOf(deps.db, sellerId)) {
    try {
      const moved = await deps.db.transaction((tx) => moveInTx(tx, id, accountId, { by: "verification" }));
      if (moved) mailSeller(deps, moved);
    } catch (err) {
      // One that became paid or moved meanwhile stays as it is; the others still move.
      deps.log.info({ payoutId: id, err: loggableError(err) }, "a failed payout did not move to the verified account");
    }
  }
}
