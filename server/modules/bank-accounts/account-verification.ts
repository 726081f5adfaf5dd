import * as repo from "./bank-accounts-repo";

/**
 * A bank account's verification as the payouts module (penny drops) and the admin's Users tab move it. Other
 * modules call these, never bank-accounts-repo, so the queries behind them can change here alone.
 */
export const findBankAccount: typeof repo.findBankAccount = (...args) => repo.findBankAccount(...args);
export const findForVerification: typeof repo.findForVerification = (...args) => repo.findForVerification(...args);
export const markBankAccountRejected: typeof repo.markRejected = (...args) => repo.markRejected(...args);
export const markBankAccountVerified: typeof repo.markVerified = (...args) => repo.markVerified(...args);
export const markVerifying: typeof repo.markVerifying = (...args) => repo.markVerifying(...args);
export const setFundAccount: typeof repo.setFundAccount = (...args) => repo.setFundAccount(...args);
export const settleVerification: typeof repo.settleVerification = (...args) => repo.settleVerification(...args);
