import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { toNumber } from "../../lib/numbers";
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
  movement: { kind: LedgerKind; paymentId: string; orderId?: string | null; occurrence?: number; lines: LedgerLine[] },
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
        occurrence: movement.occurrence ?? 0,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (inserted.length !== 0 && inserted.length !== lines.length)
    throw new UnbalancedMovementError("a movement was half posted before");
  return inserted.length === lines.length;
}

/** How many movements of a kind a payment has had (counted on one account, so once per movement). */
export async function movementsOf(tx: Tx, paymentId: string, kind: LedgerKind, account: LedgerAccount) {
  const [row] = await tx
    .select({ n: count() })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, kind), eq(ledgerEntries.account, account)),
    );
  return toNumber(row?.n ?? 0);
}
