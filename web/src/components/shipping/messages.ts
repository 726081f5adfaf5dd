import { defineMessages } from "@web/i18n/feature-messages";

/** The delivery estimate's words beyond the shell's (`delivery.*`), in the page's language only (decision 0046). */
export const shippingMessages = defineMessages("components/shipping", {
  en: () => import("./messages/en"),
  hi: () => import("./messages/hi"),
});
