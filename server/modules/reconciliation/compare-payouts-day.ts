import type { Db } from "../../db/client";
import type { TimeWindow } from "../payments";
import * as repo from "./reconciliation-repo";
import type { BookPayout, FoundMismatch } from "./reconciliation-repo";

/**
 * A payout as the provider lists it, as much as reconciliation reads. Declared here, not imported from payouts:
 * payouts books through the ledger, whose summary reads reconciliation, so an import back would close a circle.
 */
interface ProviderPayout {
  id: string;
  status: string;
  referenceId: string | null;
  amountPaise: number;
}

/** The payouts provider as reconciliation asks it: its name (the mismatches' `gateway`) and the lists it answers. */
export interface PayoutSource {
  name: string;
  sandbox: boolean;
  provider: {
    listPayouts(window: { from: Date; to: Date }): Promise<ProviderPayout[]>;
    findPayouts(referenceId: string): Promise<ProviderPayout[]>;
  };
}

export interface PayoutComparison {
  atProviderPaise: number;
  inBooksPaise: number;
  mismatches: FoundMismatch[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const processed = (p: ProviderPayout) => p.status === "processed";
const sum = (xs: number[]) => xs.reduce((total, x) => total + x, 0);

/** Our books pay out `p` when the payout it names (reference_id) is paid by this very provider payout. */
const paysOut = (book: BookPayout | undefined, p: ProviderPayout) =>
  book?.status === "paid" && book.providerPayoutId === p.id && book.paidOutPaise > 0;

/**
 * One IST day of payouts, both ways, matched by the provider's payout id and our payout id (its reference_id):
 * - every payout the provider lists as made that day and `processed` must be paid in our books by that payout (the
 *   ledger's payouts paid less reversed, whenever booked) with the same amount: else `payout_missing_in_books`
 *   (also when the money went out for a payout the admin marked paid by hand: that is a double payment) or
 *   `payout_amount_differs`;
 * - every payout paid through the provider whose payout paid movement was posted that day must be `processed` at the
 *   provider: in its list of the day or else (made on an earlier day) looked up by reference_id: else
 *   `payout_missing_at_provider` or `payout_amount_differs`.
 * Payouts paid by hand (PAYOUTS_MODE=manual, or the admin's mark-paid override) never went through the provider and
 * are not asked about (reconciliation-repo.ts payoutsPaidThroughProviderIn says how they are told apart).
 * Throws GatewayUnreachable when the provider cannot be asked.
 */
export async function comparePayoutsDay(db: Db, source: PayoutSource, window: TimeWindow): Promise<PayoutComparison> {
  const listed = (await source.provider.listPayouts(window)).filter(processed);
  const refs = listed.map((p) => p.referenceId).filter((r): r is string => r !== null && UUID.test(r));
  const books = new Map((await repo.payoutsByIds(db, refs)).map((b) => [b.id, b]));
  const mismatches: FoundMismatch[] = [];
  const found = (m: Omit<FoundMismatch, "gateway">) => mismatches.push({ gateway: source.name, ...m });

  for (const p of listed) {
    const book = p.referenceId ? books.get(p.referenceId) : undefined;
    if (!paysOut(book, p))
      found({ kind: "payout_missing_in_books", gatewayRef: p.id, gatewayPaise: p.amountPaise, bookPaise: null });
    else if (book!.paidOutPaise !== p.amountPaise)
      found({
        kind: "payout_amount_differs",
        gatewayRef: p.id,
        gatewayPaise: p.amountPaise,
        bookPaise: book!.paidOutPaise,
      });
  }

  const ourDay = await repo.payoutsPaidThroughProviderIn(db, window);
  const listedIds = new Set(listed.map((p) => p.id));
  for (const b of ourDay.filter((b) => !listedIds.has(b.providerPayoutId!))) {
    const there = (await source.provider.findPayouts(b.id)).find((p) => p.id === b.providerPayoutId);
    const mismatch = { gatewayRef: b.providerPayoutId!, bookPaise: b.paidOutPaise };
    if (!there || !processed(there)) found({ kind: "payout_missing_at_provider", ...mismatch, gatewayPaise: null });
    else if (there.amountPaise !== b.paidOutPaise)
      found({ kind: "payout_amount_differs", ...mismatch, gatewayPaise: there.amountPaise });
  }

  return {
    atProviderPaise: sum(listed.map((p) => p.amountPaise)),
    inBooksPaise: sum(ourDay.map((b) => b.paidOutPaise)),
    mismatches,
  };
}
