/** The bank-accounts module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { isOwnBankAccount } from "./bank-accounts-service";
export { markVerified as markBankAccountVerified } from "./bank-accounts-repo";
