import { preloadMessages } from "@web/i18n/feature-messages";
import { PolicyPage } from "./components/policy-page";
import { definePolicyText, preloadPolicyText, usePolicyText } from "./content/policy-content";
import { legalMessages } from "./messages";

/** The page's text in the page's language only: content/shipping-policy/en.tsx or hi.tsx (decision 0046). */
const text = definePolicyText({
  en: () => import("./content/shipping-policy/en"),
  hi: () => import("./content/shipping-policy/hi"),
});
preloadPolicyText(text);
preloadMessages(legalMessages);

export function ShippingPolicyPage() {
  return <PolicyPage {...usePolicyText(text)} />;
}
