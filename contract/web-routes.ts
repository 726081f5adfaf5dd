/**
 * The web app's pages, as web/src/app/routes.tsx routes them (a test keeps the two the same). The server
 * answers 200 only for these and 404 for any other page, still with the app, which then shows Not Found.
 * `:name` stands for one path segment; every id in our URLs is a UUID, and `:username` a username.
 */
export const WEB_ROUTES = [
  "/",
  "/contact",
  "/return-policy",
  "/community-guidelines",
  "/seller-guidelines",
  "/privacy-policy",
  "/cookie-policy",
  "/terms-conditions",
  "/shipping-policy",
  "/browse",
  "/products/:id",
  "/product/:id",
  "/sellers/:username",
  "/list-product",
  "/edit-product/:id",
  "/dashboard",
  "/account/payouts",
  "/login",
  "/register",
  "/admin-login",
  "/admin-panel",
  "/admin",
  "/address-entry",
  "/order-summary",
  "/checkout/:orderId",
  "/paynow",
  "/payment/success",
  "/payment/failed",
  "/track-orders",
  "/track-orders/:id",
] as const;

/** Pages anyone may see, worth a search engine's visit (the sitemap lists them and every live listing). */
export const PUBLIC_WEB_PAGES = [
  "/",
  "/browse",
  "/contact",
  "/return-policy",
  "/shipping-policy",
  "/seller-guidelines",
  "/community-guidelines",
  "/privacy-policy",
  "/terms-conditions",
  "/cookie-policy",
] as const;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A username as registration allows it (contract/ratings.ts USERNAME_SHAPE); every other segment is an id. */
const USERNAME = "[A-Za-z0-9._]{1,100}";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Like the router: case-insensitive, a trailing slash allowed.
const patterns = WEB_ROUTES.map((route) =>
  route === "/"
    ? /^\/$/
    : new RegExp(
        `^${route
          .split("/")
          .map((part) => (part === ":username" ? USERNAME : part.startsWith(":") ? UUID : escape(part)))
          .join("/")}/?$`,
        "i",
      ),
);

/** Whether `pathname` (no query string) is one of the app's pages. */
export function isWebRoute(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}
