import type { FastifyPluginAsync } from "fastify";
import { SITEMAP_PATHS } from "@web/app/pages";
import { listLiveProductIds } from "./products-repo";

/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000;

/** Pages of people's own things, the admin's, and the API: nothing a search engine should fetch. */
const PRIVATE_PREFIXES = [
  "/api/",
  "/admin",
  "/dashboard",
  "/list-product",
  "/edit-product/",
  "/address-entry",
  "/order-summary",
  "/checkout/",
  "/paynow",
];

/** /robots.txt and /sitemap.xml: real files for crawlers, with absolute URLs from PUBLIC_URL. */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;

  app.get("/robots.txt", async (_request, reply) => {
    const lines = [
      "User-agent: *",
      ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
      "",
      `Sitemap: ${base}/sitemap.xml`,
      "",
    ];
    return reply
      .header("Cache-Control", "public, max-age=86400")
      .type("text/plain; charset=utf-8")
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", async (_request, reply) => {
    const listings = await listLiveProductIds(app.database.db, SITEMAP_MAX_URLS - SITEMAP_PATHS.length);
    const urls = [
      ...SITEMAP_PATHS.map((page) => `<url><loc>${escapeXml(base + page)}</loc></url>`),
      ...listings.map(
        (p) =>
          `<url><loc>${escapeXml(`${base}/products/${p.id}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
    return reply.header("Cache-Control", "public, max-age=3600").type("application/xml; charset=utf-8").send(xml);
  });
};

function escapeXml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
