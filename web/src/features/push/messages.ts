import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the notification prompt, in the page's language only (decision 0046). */
export const pushMessages = defineMessages("features/push", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
