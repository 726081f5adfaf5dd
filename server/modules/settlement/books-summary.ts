import type { LedgerSummary } from "@contract/ledger";
import type { Db } from "../../db/client";
import { ledgerSummary } from "../ledger";
import { reconciledSoFar } from "../reconciliation";

/** The admin's check on the money: the ledger's sums, and how far reconciliation has proved them against the gateways. */
export async function booksSummary(db: Db): Promise<LedgerSummary> {
  const [books, proved] = await Promise.all([ledgerSummary(db), reconciledSoFar(db)]);
  return { ...books, ...proved };
}
