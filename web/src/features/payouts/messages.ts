import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the seller's payout screens (bank accounts, payouts, PAN), in the page's language only (decision 0046). */
export const payoutMessages = defineMessages("features/payouts", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
