import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the shared components outside the shell (the mobile check), in the page's language only (decision 0046). */
export const componentMessages = defineMessages("components", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
