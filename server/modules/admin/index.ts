/**
 * The admin module's public surface: other modules import only this file (lint rule house/module-boundaries).
 * Admin actions taken through another module's routes (moderation, order steps, returns, payouts) are written to
 * the same audit log, in the transaction of the change.
 */
export { recordAdminAction, recordPersonalDataViews } from "./audit-log";
