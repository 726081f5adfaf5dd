import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the ratings screens and the public seller page, in the page's language only (decision 0046). */
export const ratingMessages = defineMessages("features/ratings", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
