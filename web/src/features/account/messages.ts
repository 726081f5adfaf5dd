import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the account screens, in the page's language only (decision 0046). */
export const accountMessages = defineMessages("features/account", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
