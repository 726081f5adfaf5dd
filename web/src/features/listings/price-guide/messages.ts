import { defineMessages } from "@web/i18n/feature-messages";

/**
 * The price guide's words (docs/product.md#price-guide), for the listing form and the product page: apart from the
 * product page's own (../messages.ts), so its line costs the page's first load nothing (it is an island).
 */
export const priceGuideMessages = defineMessages("features/listings/price-guide", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
