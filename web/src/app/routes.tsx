import { createElement, lazy, Suspense, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { RequireAdmin, RequireLogin } from "./guards";
import { PageLoadBoundary } from "./page-load-boundary";

/**
 * Every page is its own chunk so the home page ships only what it needs. `preload` loads it ahead: a page the server
 * rendered is loaded before hydrating, so hydration never waits on it and a tap on the rendered page is not lost.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(() => load().then((m) => ({ default: m[name] })));
  const Page = () => (loaded ? createElement(loaded) : createElement(Lazy));
  Page.preload = () =>
    load().then((m) => {
      loaded = m[name];
    });
  return Page;
}

const HomePage = page(() => import("@web/features/home/home-page"), "HomePage");
const ContactPage = page(() => import("@web/features/contact/contact-page"), "ContactPage");
const ReturnPolicyPage = page(() => import("@web/features/legal/return-policy-page"), "ReturnPolicyPage");
const CommunityGuidelinesPage = page(
  () => import("@web/features/legal/community-guidelines-page"),
  "CommunityGuidelinesPage",
);
const SellerGuidelinesPage = page(() => import("@web/features/legal/seller-guidelines-page"), "SellerGuidelinesPage");
const PrivacyPolicyPage = page(() => import("@web/features/legal/privacy-policy-page"), "PrivacyPolicyPage");
const CookiePolicyPage = page(() => import("@web/features/legal/cookie-policy-page"), "CookiePolicyPage");
const TermsPage = page(() => import("@web/features/legal/terms-conditions-page"), "TermsConditionsPage");
const ShippingPolicyPage = page(() => import("@web/features/legal/shipping-policy-page"), "ShippingPolicyPage");
const LoginPage = page(() => import("@web/features/auth/login-page"), "LoginPage");
const RegisterPage = page(() => import("@web/features/auth/register-page"), "RegisterPage");
const AdminLoginPage = page(() => import("@web/features/auth/admin-login-page"), "AdminLoginPage");
const AdminPanelPage = page(() => import("@web/features/admin/admin-panel-page"), "AdminPanelPage");
const BrowsePage = page(() => import("@web/features/browse/browse-page"), "BrowsePage");
const ProductPage = page(() => import("@web/features/product/product-page"), "ProductPage");
const SellerProfilePage = page(() => import("@web/features/sellers/seller-profile-page"), "SellerProfilePage");
const ListProductPage = page(() => import("@web/features/selling/list-product-page"), "ListProductPage");
const EditProductPage = page(() => import("@web/features/selling/edit-product-page"), "EditProductPage");
const DashboardPage = page(() => import("@web/features/dashboard/dashboard-page"), "DashboardPage");
const PayoutsPage = page(() => import("@web/features/payouts/payouts-page"), "PayoutsPage");
const AddressEntryPage = page(() => import("@web/features/checkout/address-entry-page"), "AddressEntryPage");
const OrderSummaryPage = page(() => import("@web/features/checkout/order-summary-page"), "OrderSummaryPage");
const PayNowPage = page(() => import("@web/features/checkout/paynow-page"), "PayNowPage");
const CheckoutPage = page(() => import("@web/features/checkout/checkout-page"), "CheckoutPage");
const PaymentSuccessPage = page(() => import("@web/features/checkout/payment-success-page"), "PaymentSuccessPage");
const PaymentFailedPage = page(() => import("@web/features/checkout/payment-failed-page"), "PaymentFailedPage");
const TrackOrdersPage = page(() => import("@web/features/orders/track-orders-page"), "TrackOrdersPage");
const OrderDetailsPage = page(() => import("@web/features/orders/order-details-page"), "OrderDetailsPage");
const NotFoundPage = page(() => import("@web/features/not-found/not-found-page"), "NotFoundPage");

/** The pages the server renders, by the module name web/src/ssr/pages.ts gives them (the #root's data-page). */
export const SERVER_RENDERED_PAGES: Record<string, { preload: () => Promise<void> }> = {
  "src/features/home/home-page.tsx": HomePage,
  "src/features/browse/browse-page.tsx": BrowsePage,
  "src/features/product/product-page.tsx": ProductPage,
  "src/features/sellers/seller-profile-page.tsx": SellerProfilePage,
  "src/features/legal/return-policy-page.tsx": ReturnPolicyPage,
  "src/features/legal/community-guidelines-page.tsx": CommunityGuidelinesPage,
  "src/features/legal/seller-guidelines-page.tsx": SellerGuidelinesPage,
  "src/features/legal/privacy-policy-page.tsx": PrivacyPolicyPage,
  "src/features/legal/cookie-policy-page.tsx": CookiePolicyPage,
  "src/features/legal/terms-conditions-page.tsx": TermsPage,
  "src/features/legal/shipping-policy-page.tsx": ShippingPolicyPage,
  "src/features/not-found/not-found-page.tsx": NotFoundPage,
};

/** The route table (docs/product.md#pages). A route not built yet falls through to the not-found page. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <PageLoadBoundary location={location}>
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
          <Route path="/browse" component={BrowsePage} />
          <Route path="/products/:id" component={ProductPage} />
          <Route path="/product/:id" component={ProductPage} />
          <Route path="/sellers/:username" component={SellerProfilePage} />
          <Route path="/list-product">
            <RequireLogin>
              <ListProductPage />
            </RequireLogin>
          </Route>
          <Route path="/edit-product/:id">
            <RequireLogin>
              <EditProductPage />
            </RequireLogin>
          </Route>
          <Route path="/dashboard">
            <RequireLogin>
              <DashboardPage />
            </RequireLogin>
          </Route>
          <Route path="/account/payouts">
            <RequireLogin>
              <PayoutsPage />
            </RequireLogin>
          </Route>
          <Route path="/track-orders" component={TrackOrdersPage} />
          <Route path="/track-orders/:id">
            <RequireLogin>
              <OrderDetailsPage />
            </RequireLogin>
          </Route>
          <Route path="/login" component={LoginPage} />
          <Route path="/register" component={RegisterPage} />
          <Route path="/admin-login" component={AdminLoginPage} />
          <Route path="/admin-panel">
            <RequireAdmin notFound={<NotFoundPage />}>
              <AdminPanelPage />
            </RequireAdmin>
          </Route>
          <Route path="/admin">
            <RequireAdmin notFound={<NotFoundPage />}>
              <AdminPanelPage />
            </RequireAdmin>
          </Route>
          <Route path="/address-entry">
            <RequireLogin>
              <AddressEntryPage />
            </RequireLogin>
          </Route>
          <Route path="/order-summary">
            <RequireLogin>
              <OrderSummaryPage />
            </RequireLogin>
          </Route>
          <Route path="/paynow">
            <RequireLogin>
              <PayNowPage />
            </RequireLogin>
          </Route>
          <Route path="/checkout/:orderId">
            <RequireLogin>
              <CheckoutPage />
            </RequireLogin>
          </Route>
          <Route path="/payment/success" component={PaymentSuccessPage} />
          <Route path="/payment/failed" component={PaymentFailedPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageLoadBoundary>
  );
}
