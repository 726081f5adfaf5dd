/** What other domains may use of payouts (the lint rule house/feature-boundaries): the rest stays inside. */
export { BankAccountList } from "./components/bank-account-list";
export { BankAccountPicker } from "./components/bank-account-picker";
export { TaxIdCard } from "./components/tax-id-card";
