/** The bank-accounts module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { isOwnBankAccount } from "./bank-accounts-service";
export {
  findBankAccount,
  findForVerification,
  markBankAccountRejected,
  markBankAccountVerified,
  markVerifying,
  setFundAccount,
  settleVerification,
} from "./account-verification";
export { eraseBankAccounts } from "./bank-account-erasure";
