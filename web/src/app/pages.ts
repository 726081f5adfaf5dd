/**
 * The one list of the web app's pages. The router (./routes.tsx), the server render (web/src/ssr/pages.ts), the
 * server's 200-or-404 answer and the sitemap (server/lib/web-app.ts, server/modules/catalog/crawler-routes.ts) and
 * the service worker's offline rules (web/src/lib/offline-rules.ts) all read it, so a new page is added once.
 * Plain data, no React: the server and the service worker import it without the app.
 */
export interface PageEntry {
  /** The router's pattern: `:name` is one path segment (an id is a UUID, `:username` a username). */
  path: string;
  /** The page's source module, as the client build's manifest names it; loaded as its own chunk. */
  module: string;
  /** The component the module exports. */
  component: string;
  /** Who may open it: anyone (unset), a signed-in person (others are sent to sign in), an admin (others: not found). */
  access?: "signed-in" | "admin";
  /** Rendered on the server (decision 0028): public, the same for every visitor. Others get the app's shell. */
  serverRendered?: true;
  /** Worth a search engine's visit: listed in /sitemap.xml. */
  sitemap?: true;
  /**
   * The service worker keeps its HTML for offline use (decision 0029). "general" says nothing about who opened it and
   * is kept at sign-out; "viewed" tells what someone looked at and is forgotten at sign-out.
   */
  offline?: "general" | "viewed";
}

const F = "src/features/";
const legal = (path: string, file: string, component: string): PageEntry => ({
  path,
  module: `${F}legal/${file}.tsx`,
  component,
  serverRendered: true,
  sitemap: true,
  offline: "general",
});

/** In the router's order: the first pattern that matches wins. */
export const PAGES = [
  {
    path: "/",
    module: `${F}home/home-page.tsx`,
    component: "HomePage",
    serverRendered: true,
    sitemap: true,
    offline: "general",
  },
  {
    path: "/contact",
    module: `${F}contact/contact-page.tsx`,
    component: "ContactPage",
    sitemap: true,
    offline: "general",
  },
  legal("/return-policy", "return-policy-page", "ReturnPolicyPage"),
  legal("/community-guidelines", "community-guidelines-page", "CommunityGuidelinesPage"),
  legal("/seller-guidelines", "seller-guidelines-page", "SellerGuidelinesPage"),
  legal("/privacy-policy", "privacy-policy-page", "PrivacyPolicyPage"),
  legal("/cookie-policy", "cookie-policy-page", "CookiePolicyPage"),
  legal("/terms-conditions", "terms-conditions-page", "TermsConditionsPage"),
  legal("/shipping-policy", "shipping-policy-page", "ShippingPolicyPage"),
  {
    path: "/browse",
    module: `${F}browse/browse-page.tsx`,
    component: "BrowsePage",
    serverRendered: true,
    sitemap: true,
    offline: "general",
  },
  {
    path: "/products/:id",
    module: `${F}listings/product-page.tsx`,
    component: "ProductPage",
    serverRendered: true,
    offline: "viewed",
  },
  {
    path: "/product/:id",
    module: `${F}listings/product-page.tsx`,
    component: "ProductPage",
    serverRendered: true,
    offline: "viewed",
  },
  {
    path: "/sellers/:username",
    module: `${F}ratings/seller-profile-page.tsx`,
    component: "SellerProfilePage",
    serverRendered: true,
    offline: "viewed",
  },
  {
    path: "/list-product",
    module: `${F}listings/list-product-page.tsx`,
    component: "ListProductPage",
    access: "signed-in",
  },
  {
    path: "/edit-product/:id",
    module: `${F}listings/edit-product-page.tsx`,
    component: "EditProductPage",
    access: "signed-in",
  },
  {
    path: "/dashboard",
    module: `${F}account/dashboard-page.tsx`,
    component: "DashboardPage",
    access: "signed-in",
  },
  {
    path: "/account/payouts",
    module: `${F}payouts/payouts-page.tsx`,
    component: "PayoutsPage",
    access: "signed-in",
  },
  { path: "/track-orders", module: `${F}orders/track-orders-page.tsx`, component: "TrackOrdersPage" },
  {
    path: "/track-orders/:id",
    module: `${F}orders/order-details-page.tsx`,
    component: "OrderDetailsPage",
    access: "signed-in",
  },
  { path: "/login", module: `${F}account/login-page.tsx`, component: "LoginPage" },
  { path: "/register", module: `${F}account/register-page.tsx`, component: "RegisterPage" },
  { path: "/admin-login", module: `${F}account/admin-login-page.tsx`, component: "AdminLoginPage" },
  { path: "/admin-panel", module: `${F}admin/admin-panel-page.tsx`, component: "AdminPanelPage", access: "admin" },
  { path: "/admin", module: `${F}admin/admin-panel-page.tsx`, component: "AdminPanelPage", access: "admin" },
  {
    path: "/address-entry",
    module: `${F}checkout/address-entry-page.tsx`,
    component: "AddressEntryPage",
    access: "signed-in",
  },
  {
    path: "/order-summary",
    module: `${F}checkout/order-summary-page.tsx`,
    component: "OrderSummaryPage",
    access: "signed-in",
  },
  { path: "/paynow", module: `${F}checkout/paynow-page.tsx`, component: "PayNowPage", access: "signed-in" },
  {
    path: "/checkout/:orderId",
    module: `${F}checkout/checkout-page.tsx`,
    component: "CheckoutPage",
    access: "signed-in",
  },
  { path: "/payment/success", module: `${F}checkout/payment-success-page.tsx`, component: "PaymentSuccessPage" },
  { path: "/payment/failed", module: `${F}checkout/payment-failed-page.tsx`, component: "PaymentFailedPage" },
] as const satisfies readonly PageEntry[];

/** What any other path shows, rendered by the server with a 404. */
export const NOT_FOUND_PAGE = {
  module: `${F}not-found/not-found-page.tsx`,
  component: "NotFoundPage",
} as const;

export type PagePath = (typeof PAGES)[number]["path"];

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A username as registration allows it (contract/ratings.ts USERNAME_SHAPE); every other segment is an id. */
const USERNAME = "[A-Za-z0-9._]{1,100}";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A page's path as a regular expression matched like the router: any case, a trailing slash allowed. `param` gives
 * each `:name` segment's pattern (by default a UUID, or a username for `:username`).
 */
export function pathPattern(path: string, param: (name: string) => string = defaultParam) {
  if (path === "/") return /^\/$/;
  const body = path
    .split("/")
    .map((part) => (part.startsWith(":") ? param(part.slice(1)) : escape(part)))
    .join("/");
  return new RegExp(`^${body}/?$`, "i");
}

function defaultParam(name: string) {
  return name === "username" ? USERNAME : UUID;
}

// Pure: the browser's router needs neither list, so its bundle leaves them out.
const patterns = /* @__PURE__ */ PAGES.map((page) => pathPattern(page.path));

/**
 * Whether `pathname` (no query string) is one of the app's pages: the server answers 200, any other page 404. Every
 * page is also at the same address under /hi, in Hindi (decision 0046).
 */
export function isWebRoute(pathname: string): boolean {
  const bare = /^\/hi(?:\/|$)/i.test(pathname) ? pathname.slice(3) || "/" : pathname;
  return patterns.some((p) => p.test(bare));
}

/** The pages the sitemap lists, besides every live listing. */
export const SITEMAP_PATHS: readonly string[] = /* @__PURE__ */ PAGES.filter((page) => "sitemap" in page).map(
  (page) => page.path,
);
