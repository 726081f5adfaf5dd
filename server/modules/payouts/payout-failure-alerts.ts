import { formatRupees } from "@contract/money-format";
import { formatOrderNumber } from "@contract/order-number";
import type { Tx } from "../../db/client";
import { actionMail } from "../../lib/action-mail";
import { loggableError } from "../../lib/database-errors";
import { createNotification } from "../notifications";
import { adminContacts } from "../users";
import type { PayoutDeps } from "./payout-deps";

/** One failure of one payout attempt, as every admin is told of it. */
export interface PayoutFailure {
  payoutId: string;
  amount: number;
  /** failed, rejected, reversed or cancelled at the provider; refused when the provider would not take it. */
  status: string;
  reason: string;
  orderNumber: number;
  sellerName: string;
}

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;

const WHAT: Record<string, string> = {
  reversed: "was sent back by the bank",
  rejected: "was rejected",
  cancelled: "was cancelled",
  refused: "was refused by the payout service",
};

/** "Payout 1a2b3c4d of Rs 6,305 to Anil (order DB-1042) failed: the bank account is closed." */
function sentence(f: PayoutFailure) {
  const what = WHAT[f.status] ?? "failed";
  return `Payout ${f.payoutId.slice(0, 8)} of ${formatRupees(f.amount)} to ${firstName(f.sellerName)} (order ${formatOrderNumber(f.orderNumber)}) ${what}: ${f.reason}.`;
}

/**
 * Tells every admin of a failed attempt in the transaction that records it: a bell notification each (the caller's
 * row lock and forward-only status make this run once per failure, however often the webhook is replayed). Answers
 * the admins, to be mailed after commit.
 */
export async function alertAdminsInTx(tx: Tx, failure: PayoutFailure) {
  const admins = await adminContacts(tx);
  for (const admin of admins)
    await createNotification(tx, {
      userId: admin.id,
      type: "payout_failed",
      title: "A payout did not go through",
      message: sentence(failure),
    });
  return { failure, admins };
}

/** After commit, never holding up the caller: a mail that cannot be sent is logged; the bell has the news already. */
export function mailAdmins(
  deps: Pick<PayoutDeps, "mailer" | "publicUrl" | "log">,
  alert: Awaited<ReturnType<typeof alertAdminsInTx>>,
) {
  const { failure, admins } = alert;
  const lines = [
    sentence(failure),
    "It is owed to the seller again. It goes out by itself once the seller fixes their bank account, or when you send it again from the Payouts tab.",
  ];
  const link = { href: `${deps.publicUrl}/admin-panel?tab=payouts`, label: "Open the Payouts tab" };
  void Promise.all(
    admins.map((a) => deps.mailer.send(actionMail(a.email, "A payout did not go through", lines, link))),
  ).catch((err: unknown) =>
    deps.log.warn({ payoutId: failure.payoutId, err: loggableError(err) }, "could not mail the admins about a payout"),
  );
}
