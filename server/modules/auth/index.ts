/** The auth module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { isSelfOrAdmin, requireAdmin, requireSelfOrAdmin, requireUser, signedInUser } from "./auth-guard";
export { isCommonPassword } from "./common-passwords";
