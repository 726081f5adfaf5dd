import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the listings screens, in the page's language only (decision 0046). */
export const productMessages = defineMessages("features/listings", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
