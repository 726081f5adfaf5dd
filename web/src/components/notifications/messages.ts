import { defineMessages } from "@web/i18n/feature-messages";

/** The bell's own words (the notifications' texts come from the server), in the page's language only (decision 0046). */
export const notificationMessages = defineMessages("components/notifications", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
