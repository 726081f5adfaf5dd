import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "@contract/products";
import { projectPath } from "./paths";
import { createTestApp } from "../test/test-app";

// Server rendering needs the built app (dist/web and its render bundle dist/ssr): build it when stale, as `npm start` does.
// Without vitest's NODE_ENV=test, which would make Vite build a development bundle.
const { NODE_ENV: _testMode, ...buildEnv } = process.env;
execFileSync(process.execPath, [projectPath("scripts/ensure-built.mjs")], { stdio: "inherit", env: buildEnv });

let t: Awaited<ReturnType<typeof createTestApp>>;
let product: Product;
let seller: string;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: "1", PUBLIC_URL: "https://dobara.example" });
  product = (await t.app.inject({ url: "/api/products?limit=1" })).json<Product[]>()[0]!;
  seller = (await t.app.inject({ url: `/api/products/${product.id}/seller` })).json<{ username: string }>().username;
}, 120_000);
afterAll(() => t?.close());

/** A page as a crawler or a phone without JavaScript gets it, signed in (a cookie and a token) or not. */
const page = async (url: string, signedIn = false) => {
  const res = await t.app.inject({
    url,
    headers: signedIn ? { authorization: "Bearer not-a-real-token", cookie: "dobara_session=someone" } : {},
  });
  const state = /<script type="application\/json" id="dobara-query-state">([^]*?)<\/script>/.exec(res.body)?.[1];
  return {
    res,
    html: res.body,
    state: state ? (JSON.parse(state) as { queries: { queryKey: unknown[] }[] }) : undefined,
  };
};
const root = (html: string) => html.slice(html.indexOf('<div id="root"'));

describe("server-rendered public pages", () => {
  it("renders the home page's listing grid with the query data it used, cacheable as the same for everyone", async () => {
    const { res, html, state } = await page("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    expect(root(html)).toContain("Explore Listings");
    expect(root(html)).toContain(product.title);
    expect(root(html)).not.toContain('aria-label="Loading products"');
    expect(state?.queries.map((q) => q.queryKey[0])).toContain("/api/products");
    // No script is asked for by the markup: the boot script at the end of the body adds the entry and the preloads,
    // the page's own chunk among them, once the first photo is shown; the security policy allows it by its hash.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const boot =
      /<script data-entry="(\/assets\/index-[^"]+\.js)" data-preload="([^"]+)">([^]*?)<\/script>\s*<\/body>/.exec(html);
    expect(boot?.[2]).toMatch(/(^| )\/assets\/framework-[^ ]+\.js /);
    expect(boot?.[2]).toMatch(/ \/assets\/home-page-[^ ]+\.js( |$)/);
    const hash = `'sha256-${createHash("sha256").update(boot![3]!).digest("base64")}'`;
    expect(String(res.headers["content-security-policy"])).toContain(`script-src 'self' ${hash}`);
    // The styles the page uses come inline (no render-blocking request); the whole sheet follows at low priority,
    // and the first listing photos are asked for before the code.
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css" media="print" data-rest-of-styles>/,
    );
    const inline = /<style>([^]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(inline).toContain(".mx-auto{");
    // Only what the page uses: the admin panel's and the dialogs' rules stay in the sheet.
    const sheet = readFileSync(projectPath(`dist/web${/href="([^"]+\.css)"/.exec(html)![1]}`), "utf8");
    expect(inline.length).toBeLessThan(sheet.length / 2);
    const photo = html.indexOf('<link rel="preload" as="image"');
    expect(photo).toBeGreaterThan(0);
    expect(photo).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it("renders browse with its search, and the same HTML whoever asks", async () => {
    const word = product.title.split(" ")[0]!;
    const { res, html, state } = await page(`/browse?search=${encodeURIComponent(word)}`);
    expect(res.statusCode).toBe(200);
    expect(html).toContain(`<title>${word} · Browse Products · Dobara</title>`);
    expect(root(html)).toContain(product.title);
    expect(state?.queries[0]?.queryKey).toEqual(["/api/products", { search: word }]);
    const signedIn = await page(`/browse?search=${encodeURIComponent(word)}`, true);
    expect(signedIn.res.statusCode).toBe(200);
    expect(root(signedIn.html).replace(/At":\d+/g, "")).toBe(root(html).replace(/At":\d+/g, ""));
  });

  it("renders a product's title, price, first image, condition, place and description, with JSON-LD and Open Graph", async () => {
    const { res, html, state } = await page(`/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    const body = root(html);
    expect(body).toContain(product.title);
    expect(body).toContain(`₹${product.price.toLocaleString("en-IN")}`);
    expect(body).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(body).toContain(product.images[0]!.replace(/\/[^/]+$/, ""));
    if (product.city) expect(body).toContain(product.city);
    expect(body).toContain(product.description.slice(0, 40));
    expect(state?.queries.map((q) => q.queryKey)).toContainEqual(["/api/products", product.id]);
    expect(html).toContain('<meta property="og:title"');
    const ld = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(ld!) as { "@type": string; name: string; offers: Record<string, string> };
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(product.title);
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: String(product.price),
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
    });
    expect(data.offers.itemCondition).toMatch(/^https:\/\/schema\.org\/(New|Used|Damaged)Condition$/);
  });

  it("renders a seller's profile with their listings", async () => {
    const { res, html, state } = await page(`/sellers/${seller}`);
    expect(res.statusCode).toBe(200);
    expect(root(html)).toContain("Member since");
    expect(state?.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(["/api/sellers", "/api/products"]));
  });

  it("renders a policy page", async () => {
    const { res, html } = await page("/terms-conditions");
    expect(res.statusCode).toBe(200);
    expect(html).toContain("<title>Terms &amp; Conditions · Dobara</title>");
  });

  it("answers 404 with the not-found page for an unknown product, seller or path", async () => {
    const missing = await page("/products/00000000-0000-4000-8000-000000000000");
    expect(missing.res.statusCode).toBe(404);
    expect(root(missing.html)).toContain("Product not found");
    expect(missing.html).not.toContain("application/ld+json");
    const noSeller = await page("/sellers/nobody_here_at_all");
    expect(noSeller.res.statusCode).toBe(404);
    const nowhere = await page("/no-such-page");
    expect(nowhere.res.statusCode).toBe(404);
    expect(root(nowhere.html)).toContain("Page not found");
  });

  it("serves private pages as the empty shell, never rendered on the server", async () => {
    for (const url of ["/dashboard", "/admin-panel", `/checkout/${product.id}`, "/login"]) {
      const { res, html } = await page(url, true);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      // The shell's #root holds only the notice shown without JavaScript, never a rendered page.
      expect(html).toMatch(/<div id="root"><noscript>[\s\S]*?<\/noscript><\/div>/);
      expect(html).not.toContain("data-page=");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });
});
