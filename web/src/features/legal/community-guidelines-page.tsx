import { preloadMessages } from "@web/i18n/feature-messages";
import { PolicyPage } from "./components/policy-page";
import { definePolicyText, preloadPolicyText, usePolicyText } from "./content/policy-content";
import { legalMessages } from "./messages";

/** The page's text in the page's language only: content/community-guidelines/en.tsx or hi.tsx (decision 0046). */
const text = definePolicyText({
  en: () => import("./content/community-guidelines/en"),
  hi: () => import("./content/community-guidelines/hi"),
});
preloadPolicyText(text);
preloadMessages(legalMessages);

export function CommunityGuidelinesPage() {
  return <PolicyPage {...usePolicyText(text)} />;
}
