import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { PageSpinner } from "@web/components/ui/page-spinner";

/** Every page is its own chunk so the home page ships only what it needs. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const HomePage = page(() => import("@web/features/home/home-page"), "HomePage");
const ContactPage = page(() => import("@web/features/contact/contact-page"), "ContactPage");
const ReturnPolicyPage = page(() => import("@web/features/legal/return-policy-page"), "ReturnPolicyPage");
const CommunityGuidelinesPage = page(() => import("@web/features/legal/community-guidelines-page"), "CommunityGuidelinesPage");
const SellerGuidelinesPage = page(() => import("@web/features/legal/seller-guidelines-page"), "SellerGuidelinesPage");
const PrivacyPolicyPage = page(() => import("@web/features/legal/privacy-policy-page"), "PrivacyPolicyPage");
const CookiePolicyPage = page(() => import("@web/features/legal/cookie-policy-page"), "CookiePolicyPage");
const TermsPage = page(() => import("@web/features/legal/terms-conditions-page"), "TermsConditionsPage");
const ShippingPolicyPage = page(() => import("@web/features/legal/shipping-policy-page"), "ShippingPolicyPage");
const NotFoundPage = page(() => import("@web/features/not-found/not-found-page"), "NotFoundPage");

/** Part 2 §2 route table. Routes whose issue has not landed fall through to the not-found page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/return-policy" component={ReturnPolicyPage} />
        <Route path="/community-guidelines" component={CommunityGuidelinesPage} />
        <Route path="/seller-guidelines" component={SellerGuidelinesPage} />
        <Route path="/privacy-policy" component={PrivacyPolicyPage} />
        <Route path="/cookie-policy" component={CookiePolicyPage} />
        <Route path="/terms-conditions" component={TermsPage} />
        <Route path="/shipping-policy" component={ShippingPolicyPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
