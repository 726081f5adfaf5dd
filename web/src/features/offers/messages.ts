import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the offers screens, in the page's language only (decision 0046). */
export const offerMessages = defineMessages("features/offers", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
