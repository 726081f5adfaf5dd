import { randomUUID } from "node:crypto";
import type { Tx } from "../../db/client";
import { ledgerEntries, type LedgerAccount, type LedgerKind } from "../../db/schema/ledger-entries";

export interface LedgerLine {
  account: LedgerAccount;
  /** Debit positive, credit negative, in paise. */
  amountPaise: number;
}

export class UnbalancedMovementError extends Error {}

/**
 * Posts one movement of money inside the caller's transaction (the one that caused it), so the books and the
 * payment or order change together. Lines must be whole paise summing to zero. A kind is posted once per payment:
 * posting it again (a replayed callback reaching here) changes nothing and returns false.
 */
export async function postMovement(
  tx: Tx,
  movement: { kind: LedgerKind; paymentId: string; orderId?: string | null; lines: LedgerLine[] },
) {
  const { lines } = movement;
  if (lines.length < 2 || lines.some((l) => !Number.isSafeInteger(l.amountPaise) || l.amountPaise === 0))
    throw new UnbalancedMovementError("a movement needs at least two non-zero whole-paise lines");
  if (lines.reduce((sum, l) => sum + l.amountPaise, 0) !== 0)
    throw new UnbalancedMovementError("a movement's lines must sum to zero");
  const movementId = randomUUID();
  const inserted = await tx
    .insert(ledgerEntries)
    .values(
      lines.map((l) => ({
        movementId,
        kind: movement.kind,
        account: l.account,
        amountPaise: l.amountPaise,
        paymentId: movement.paymentId,
        orderId: movement.orderId ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (inserted.length !== 0 && inserted.length !== lines.length)
    throw new UnbalancedMovementError("a movement was half posted before");
  return inserted.length === lines.length;
}
