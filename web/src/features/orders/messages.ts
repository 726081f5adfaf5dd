import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the order screens (buyer's and seller's), in the page's language only (decision 0046). */
export const orderMessages = defineMessages("features/orders", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
