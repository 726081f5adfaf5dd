import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the browse screens, in the page's language only (decision 0046). */
export const browseMessages = defineMessages("features/browse", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
