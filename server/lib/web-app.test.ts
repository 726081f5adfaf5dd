import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isWebRoute, PAGES, SITEMAP_PATHS } from "@web/app/pages";
import { projectPath } from "./paths";
import { PAGE_NOT_FOUND } from "./share-meta";
import { withNoScriptNotice } from "./no-script-notice";
import { registerWebApp } from "./web-app";

const webRoot = mkdtempSync(path.join(os.tmpdir(), "web-app-"));
const INDEX = '<!doctype html><html><head><title>Dobara</title></head><body><div id="root"></div></body></html>';
/** The shell a page the browser renders is sent in: with JavaScript off, it says that the page needs it. */
const SHELL = withNoScriptNotice(INDEX);
const app = Fastify();
const BIG = `export const words = ${JSON.stringify("second-hand ".repeat(400))};`;
const BIG_BR = brotliCompressSync(BIG);

beforeAll(async () => {
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "index.html"), INDEX);
  writeFileSync(path.join(webRoot, "assets", "app-abc123.js"), "console.log(1)");
  // As scripts/precompress.mjs leaves a built file: itself, and its Brotli and gzip copies.
  writeFileSync(path.join(webRoot, "assets", "big-abc123.js"), BIG);
  writeFileSync(path.join(webRoot, "assets", "big-abc123.js.br"), BIG_BR);
  writeFileSync(path.join(webRoot, "assets", "big-abc123.js.gz"), gzipSync(BIG));
  writeFileSync(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {})");
  writeFileSync(path.join(webRoot, "manifest.webmanifest"), '{"name":"Dobara"}');
  mkdirSync(path.join(webRoot, "icons"));
  writeFileSync(path.join(webRoot, "icons", "icon-192.png"), "png");
  await registerWebApp(app, { webRoot });
});
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });
const ID = "0f8b1c7e-1d2a-4b3c-9d4e-5f6a7b8c9d0e";

describe("serving the web app's pages", () => {
  it("answers 200 with the app for every page the router knows", async () => {
    for (const url of [
      "/",
      "/browse",
      "/browse/",
      "/browse?search=cycle",
      "/contact",
      "/terms-conditions",
      `/products/${ID}`,
      `/product/${ID}`,
      `/edit-product/${ID}`,
      "/dashboard",
      "/login",
      "/admin-panel",
      `/checkout/${ID}`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toBe(SHELL);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
  });

  it("tells a browser without JavaScript what a page it renders needs, instead of a blank page", async () => {
    for (const url of ["/login", "/contact", "/track-orders"]) {
      const body = (await get(url)).body;
      const root = body.slice(body.indexOf('<div id="root">'), body.indexOf("</body>"));
      expect(root, url).toMatch(
        /^<div id="root"><noscript>[\s\S]*This page needs JavaScript[\s\S]*<\/noscript><\/div>$/,
      );
    }
  });

  it("answers 404 for any other path, still with the app so it shows its Not Found page", async () => {
    for (const url of [
      "/no-such-page",
      "/no-such-page/here",
      "/browsex",
      "/products",
      "/products/not-an-id",
      `/products/${ID}/extra`,
      "/admin/settings",
      "/index.html.bak",
      "//",
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toBe(SHELL);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("sends a built file's precompressed copy as it is, by what the browser accepts", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/big-abc123.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.equals(BIG_BR)).toBe(true);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await app.inject({
      method: "GET",
      url: "/assets/big-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await app.inject({
      method: "GET",
      url: "/assets/big-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(BIG);
  });

  it("keeps serving built files and JSON 404s for unknown API paths", async () => {
    const asset = await get("/assets/app-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const api = await get("/api/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "No API route GET /api/nothing-here", code: "NOT_FOUND" });
  });
});

describe("serving the installable app's files", () => {
  it("lets a new service worker and manifest be seen at once: no long cache, no wider scope", async () => {
    const sw = await get("/sw.js");
    expect(sw.statusCode).toBe(200);
    expect(sw.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers["cache-control"]).toBe("no-cache");
    // It lives at the root, so its scope is the whole site without Service-Worker-Allowed.
    expect(sw.headers["service-worker-allowed"]).toBeUndefined();
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.headers["content-type"]).toBe("application/manifest+json");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect((await get("/icons/icon-192.png")).headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("the page registry (web/src/app/pages.ts)", () => {
  it("is what the web router routes, with no path of its own, so a new page is not answered 404", () => {
    const source = readFileSync(projectPath("web/src/app/routes.tsx"), "utf8");
    expect(source).not.toMatch(/path="/);
    expect(source).toMatch(/PAGES\.map\(/);
    const paths = PAGES.map((page) => page.path);
    for (const page of SITEMAP_PATHS) expect(paths).toContain(page);
    for (const page of PAGES) {
      const sample = page.path
        .replace(":username", "asha.rao")
        .replace(/:\w+/g, "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b");
      expect(isWebRoute(sample)).toBe(true);
    }
  });
});

describe("pages about something that does not exist", () => {
  const pages = Fastify();
  beforeAll(async () => {
    // As the ratings module answers: a known seller has preview tags, an unknown one is PAGE_NOT_FOUND.
    await registerWebApp(pages, {
      webRoot,
      shareMetaFor: async (pathname) =>
        pathname === "/sellers/asha.rao"
          ? { title: "Asha on Dobara", description: "3 sold", url: "https://dobara.in/sellers/asha.rao" }
          : pathname.startsWith("/sellers/")
            ? PAGE_NOT_FOUND
            : undefined,
    });
  });
  afterAll(() => pages.close());

  it("answers a known seller's page 200 with its tags, an unknown one 404 with the app, odd names 404 unasked", async () => {
    const known = await pages.inject({ method: "GET", url: "/sellers/asha.rao" });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<meta property="og:title" content="Asha on Dobara" />');
    for (const url of [
      "/sellers/nobody_here",
      "/sellers/a%20b",
      "/sellers/%00",
      "/sellers/%E0%A4%85",
      "/sellers/<script>",
      "/sellers/a'b",
      `/sellers/${"x".repeat(101)}`,
      "/sellers/",
      "/sellers/asha.rao/extra",
    ]) {
      const res = await pages.inject({ method: "GET", url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toBe(SHELL);
    }
  });
});
