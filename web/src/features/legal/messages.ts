import { defineMessages } from "@web/i18n/feature-messages";

/**
 * The words every policy page shares (back link, date, contents, contact box), in the page's language only (decision
 * 0046). Each page's own text is in content/<page>/{en,hi}.tsx.
 */
export const legalMessages = defineMessages("features/legal", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
