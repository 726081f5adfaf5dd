import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the home screens, in the page's language only (decision 0046). */
export const homeMessages = defineMessages("features/home", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
