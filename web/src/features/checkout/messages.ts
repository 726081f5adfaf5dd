import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the checkout and payment screens, in the page's language only (decision 0046). */
export const checkoutMessages = defineMessages("features/checkout", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
