import { defineMessages } from "@web/i18n/feature-messages";

/** The words of the wishlist tab, in the page's language only (decision 0046). */
export const wishlistMessages = defineMessages("features/wishlist", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
