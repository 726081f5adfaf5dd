/** The ledger module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { postMovement, type LedgerLine } from "./ledger-service";
