import { preloadMessages } from "@web/i18n/feature-messages";
import { PolicyPage } from "./components/policy-page";
import { definePolicyText, preloadPolicyText, usePolicyText } from "./content/policy-content";
import { legalMessages } from "./messages";

/** The page's text in the page's language only: content/cookie-policy/en.tsx or hi.tsx (decision 0046). */
const text = definePolicyText({
  en: () => import("./content/cookie-policy/en"),
  hi: () => import("./content/cookie-policy/hi"),
});
preloadPolicyText(text);
preloadMessages(legalMessages);

export function CookiePolicyPage() {
  return <PolicyPage {...usePolicyText(text)} />;
}
