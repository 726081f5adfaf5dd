import { defineMessages } from "@web/i18n/feature-messages";

/**
 * The words of the seller's listing screens (the listing and edit forms, My Products), in the page's language only
 * (decision 0046): apart from the product page's (../messages.ts), so a buyer's first load does not carry them.
 */
export const sellingMessages = defineMessages("features/listings/selling", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
