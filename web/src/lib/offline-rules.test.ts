import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  forgottenAtSignOut,
  isAppNavigation,
  OFFLINE_CACHES,
  offlineKindOf,
  requestMayBeStored,
  responseMayBeStored,
} from "./offline-rules";

const ORIGIN = "https://dobara.in";
const ID = "0f8b1c7e-1d2a-4b3c-9d4e-5f6a7b8c9d0e";
const page = (path: string) => offlineKindOf(new URL(path, ORIGIN), ORIGIN, true);
const read = (path: string) => offlineKindOf(new URL(path, ORIGIN), ORIGIN, false);

describe("what the service worker may keep for offline use", () => {
  it("keeps public pages, their public API reads and listing photos", () => {
    for (const p of ["/", "/browse", "/browse?q=cycle&page=2", `/products/${ID}`, `/product/${ID}/`, "/sellers/asha_1"])
      expect({ p, kind: page(p) }).toEqual({ p, kind: "pages" });
    for (const p of ["/return-policy", "/privacy-policy", "/contact"]) expect(page(p)).toBe("pages");
    for (const p of [
      "/api/products?category=phones&limit=12",
      `/api/products/${ID}`,
      `/api/products/${ID}/thumbnail`,
      `/api/products/${ID}/seller`,
      "/api/stats",
      "/api/sellers/asha_1",
      "/api/sellers/asha_1/reviews?offset=10",
    ])
      expect({ p, kind: read(p) }).toEqual({ p, kind: "api" });
    expect(read("/uploads/img/5d1c/card.webp")).toBe("images");
    expect(read("/assets/product-page-Ck9-D_Td.js")).toBe("assets");
    expect(read("/assets/index-CfypLsTe.css")).toBe("assets");
  });

  it("never keeps a private page or API answer, a bill photo, a video, or another site's file", () => {
    for (const p of [
      "/dashboard",
      "/dashboard?tab=orders",
      "/checkout/" + ID,
      "/address-entry",
      "/order-summary",
      "/paynow",
      "/payment/success",
      "/admin",
      "/admin-panel",
      "/login",
      "/register",
      "/list-product",
      `/edit-product/${ID}`,
      "/account/payouts",
      "/track-orders",
      `/track-orders/${ID}`,
      "/api/sandbox/payu/pay",
      "/no-such-page",
    ])
      expect({ p, kind: page(p) }).toEqual({ p, kind: undefined });
    for (const p of [
      "/api/auth/me",
      "/api/auth/sessions",
      "/api/orders/user",
      `/api/orders/${ID}`,
      "/api/admin/stats",
      "/api/notifications",
      "/api/notifications/stream",
      "/api/wishlist/" + ID,
      `/api/offers/product/${ID}/mine`,
      `/api/products/${ID}/pending-orders`,
      `/api/payments/checkout/${ID}`,
      "/api/sandbox/razorpay/checkout.js",
      "/api/addresses/" + ID,
      "/uploads/bill/5d1c/full.webp",
      "/uploads/videos/u1/5d1c/clip.mp4",
      "/sw.js",
    ])
      expect({ p, kind: read(p) }).toEqual({ p, kind: undefined });
    expect(offlineKindOf(new URL("https://cdn.example/uploads/img/a/card.webp"), ORIGIN, false)).toBeUndefined();
    expect(offlineKindOf(new URL("https://evil.example/"), ORIGIN, true)).toBeUndefined();
  });

  it("treats our other pages as the network's only, not photos or API calls", () => {
    expect(isAppNavigation(new URL("/dashboard", ORIGIN), ORIGIN)).toBe(true);
    expect(isAppNavigation(new URL("/api/sandbox/payu/pay", ORIGIN), ORIGIN)).toBe(false);
    expect(isAppNavigation(new URL("/uploads/bill/a/full.webp", ORIGIN), ORIGIN)).toBe(false);
    expect(isAppNavigation(new URL("https://gateway.example/pay"), ORIGIN)).toBe(false);
  });

  it("stores nothing sent with credentials, and only whole answers the server lets be stored", () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(requestMayBeStored({ method: "GET", headers: headers({}) })).toBe(true);
    expect(requestMayBeStored({ method: "GET", headers: headers({ Authorization: "Bearer x" }) })).toBe(false);
    expect(requestMayBeStored({ method: "POST", headers: headers({}) })).toBe(false);

    const res = (status: number, h: Record<string, string>) => ({ status, headers: headers(h) });
    expect(responseMayBeStored(res(200, { "cache-control": "public, no-cache" }))).toBe(true);
    expect(responseMayBeStored(res(200, { "cache-control": "no-cache" }))).toBe(true);
    expect(responseMayBeStored(res(200, { "cache-control": "public, max-age=31536000, immutable" }))).toBe(true);
    expect(responseMayBeStored(res(200, { "cache-control": "no-store" }))).toBe(false);
    expect(responseMayBeStored(res(200, { "cache-control": "private, max-age=60" }))).toBe(false);
    expect(responseMayBeStored(res(200, { "Cache-Control": "No-Store" }))).toBe(false);
    expect(responseMayBeStored(res(200, { vary: "*" }))).toBe(false);
    expect(responseMayBeStored(res(404, { "cache-control": "no-cache" }))).toBe(false);
    expect(responseMayBeStored(res(206, {}))).toBe(false);
    expect(responseMayBeStored({ ...res(200, {}), type: "opaque" })).toBe(false);
  });
});

describe("the offline page", () => {
  it("reads the caches the worker writes (it is a plain script and cannot import their names)", () => {
    const script = readFileSync(new URL("../../public/offline.js", import.meta.url), "utf8");
    expect(script).toContain(`"${OFFLINE_CACHES.pages}"`);
    expect(script).toContain(`"${OFFLINE_CACHES.api}"`);
  });
});

describe("what sign-out forgets on this phone", () => {
  const forgets = (cache: keyof typeof OFFLINE_CACHES, path: string) =>
    forgottenAtSignOut(OFFLINE_CACHES[cache], new URL(path, ORIGIN));

  it("forgets every page, read and photo that tells what someone looked at", () => {
    for (const p of [
      `/products/${ID}`,
      `/product/${ID}`,
      "/sellers/asha_1",
      "/browse?search=cycle",
      "/?category=books",
    ])
      expect({ p, forgotten: forgets("pages", p) }).toEqual({ p, forgotten: true });
    for (const p of [`/api/products/${ID}`, "/api/products?search=cycle&limit=8", "/api/sellers/asha_1"])
      expect({ p, forgotten: forgets("api", p) }).toEqual({ p, forgotten: true });
    expect(forgets("images", "/uploads/img/ab12/card.webp")).toBe(true);
  });

  it("keeps the app's files and the pages that are the same for everyone", () => {
    for (const p of ["/", "/browse", "/contact", "/return-policy", "/privacy-policy"])
      expect({ p, forgotten: forgets("pages", p) }).toEqual({ p, forgotten: false });
    expect(forgets("api", "/api/stats")).toBe(false);
    expect(forgets("assets", "/assets/index-abc123.js")).toBe(false);
    expect(forgottenAtSignOut("workbox-precache-v2-https://dobara.in/", new URL("/offline.html", ORIGIN))).toBe(false);
  });
});
