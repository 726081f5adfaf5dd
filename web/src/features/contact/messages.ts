import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the contact page, in the page's language only (decision 0046). */
export const contactMessages = defineMessages("features/contact", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
