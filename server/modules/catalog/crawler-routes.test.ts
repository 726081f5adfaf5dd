import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/products";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
let as: ReturnType<typeof requester>;
const ids: Record<"live" | "pending" | "sold", string> = { live: "", pending: "", sold: "" };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://dobara.example/" });
  as = requester(t.app);
  const seller = await testAccount(t.db, { label: "Crawler Seller" });
  const admin = await testAccount(t.db, { role: "admin", label: "Crawler Admin" });
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
    const created = await as(
      "POST",
      "/api/products",
      seller.token,
      almirahListing(seller.bankId, { title: `Almirah ${key}` }),
    );
    ids[key] = created.json<{ id: string }>().id;
    if (key !== "pending")
      expect((await as("PUT", `/api/admin/products/${ids[key]}/approve`, admin.token)).statusCode).toBe(200);
  }
  expect((await as("PUT", `/api/admin/products/${ids.sold}/sold`, admin.token)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("files for crawlers", () => {
  it("/robots.txt is a text file keeping crawlers out of private pages and pointing at the sitemap", async () => {
    const res = await as("GET", "/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toMatch(/^User-agent: \*\n/);
    for (const path of ["/api/", "/admin", "/dashboard", "/list-product"])
      expect(res.body).toContain(`\nDisallow: ${path}\n`);
    expect(res.body).toContain("\nSitemap: https://dobara.example/sitemap.xml\n");
    expect(res.body).not.toContain("<html");
  });

  it("/sitemap.xml lists the public pages and live listings only, in both languages, with absolute URLs", async () => {
    const res = await as("GET", "/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("https://dobara.example/");
    expect(locs).toContain("https://dobara.example/browse");
    expect(locs).toContain(`https://dobara.example/products/${ids.live}`);
    expect(locs).not.toContain(`https://dobara.example/products/${ids.pending}`);
    expect(locs).not.toContain(`https://dobara.example/products/${ids.sold}`);
    // Decision 0046: each page also at its Hindi address, each naming the other as its alternate.
    expect(locs).toContain("https://dobara.example/hi");
    expect(locs).toContain(`https://dobara.example/hi/products/${ids.live}`);
    expect(locs).not.toContain(`https://dobara.example/hi/products/${ids.pending}`);
    expect(locs.filter((l) => l!.includes("/hi")).length * 2).toBe(locs.length);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="hi" href="https://dobara.example/hi/products/${ids.live}"/>`,
    );
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/dobara\.example\//);
    const [live] = await t.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, ids.live));
    expect(res.body).toContain(
      `<loc>https://dobara.example/products/${ids.live}</loc><lastmod>${live!.updatedAt.toISOString()}</lastmod>`,
    );
  });
});
