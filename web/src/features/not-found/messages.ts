import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the not-found page, in the page's language only (decision 0046). */
export const notFoundMessages = defineMessages("features/not-found", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
