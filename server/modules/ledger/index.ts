/**
 * The ledger module's public surface: one named function per movement of money (ledger-movements.ts); other modules
 * never post raw lines (lint rule house/module-boundaries).
 */
export { dailyRevenue, feeRevenueBetween } from "./ledger-daily-revenue";
export { ledgerSummary } from "./ledger-summary";
export {
  feeRetained,
  paymentReceived,
  payoutDue,
  payoutPaid,
  payoutReversed,
  refundDue,
  refundPaid,
  tdsWithheld,
} from "./ledger-movements";
