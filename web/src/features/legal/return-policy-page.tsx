import { preloadMessages } from "@web/i18n/feature-messages";
import { PolicyPage } from "./components/policy-page";
import { definePolicyText, preloadPolicyText, usePolicyText } from "./content/policy-content";
import { legalMessages } from "./messages";

/** The page's text in the page's language only: content/return-policy/en.tsx or hi.tsx (decision 0046). */
const text = definePolicyText({
  en: () => import("./content/return-policy/en"),
  hi: () => import("./content/return-policy/hi"),
});
preloadPolicyText(text);
preloadMessages(legalMessages);

export function ReturnPolicyPage() {
  return <PolicyPage {...usePolicyText(text)} />;
}
