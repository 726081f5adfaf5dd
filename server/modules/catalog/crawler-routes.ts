import type { FastifyPluginAsync } from "fastify";
import { SITEMAP_PATHS } from "@web/app/pages";
import { pathInLanguage } from "@contract/language";
import { listLiveProductIds } from "./products-repo";

/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000;

/** Pages of people's own things, the admin's, and the API: nothing a search engine should fetch. */
const PRIVATE_PATHS = [
  "/admin",
  "/dashboard",
  "/list-product",
  "/edit-product/",
  "/address-entry",
  "/order-summary",
  "/checkout/",
  "/paynow",
];
/** Each also under /hi, the same page in Hindi (decision 0046). */
const PRIVATE_PREFIXES = ["/api/", ...PRIVATE_PATHS, ...PRIVATE_PATHS.map((p) => `/hi${p}`)];

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
    // Every page twice, English and Hindi, each naming the other (decision 0046).
    const listings = await listLiveProductIds(app.database.db, SITEMAP_MAX_URLS / 2 - SITEMAP_PATHS.length);
    const entry = (path: string, extra = "") =>
      (["en", "hi"] as const).map((language) => {
        const alternates = (["en", "hi"] as const)
          .map(
            (other) =>
              `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(base + pathInLanguage(other, path))}"/>`,
          )
          .join("");
        return `<url><loc>${escapeXml(base + pathInLanguage(language, path))}</loc>${extra}${alternates}</url>`;
      });
    const urls = [
      ...SITEMAP_PATHS.flatMap((page) => entry(page)),
      ...listings.flatMap((p) => entry(`/products/${p.id}`, `<lastmod>${p.updatedAt.toISOString()}</lastmod>`)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
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
