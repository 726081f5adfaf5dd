/** The auth module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export {
  isSelfOrAdmin,
  requireAdmin,
  requireSelfOrAdmin,
  requireUser,
  requireVerifiedMobile,
  signedInSessionId,
  signedInUser,
} from "./auth-guard";
export { liveSessionIds } from "./session-service";
export { isCommonPassword } from "./common-passwords";
export type { SmsChannel } from "./auth-deps";
export { forgetSignIns } from "./account-erasure";
export { checkPassword } from "./password-check";
