import type { QueryClient } from "@tanstack/react-query";
import { productQuery } from "@web/lib/api/product";
import { productsQuery } from "@web/lib/api/products";
import { ApiRequestError } from "@web/lib/api-client";
import { browseFilters, browsePagesShown, readBrowseParams } from "@web/features/browse/browse-params";
import { homeFilters } from "@web/features/home/home-filters";
import { marketplaceStatsQuery } from "@web/features/home/api/marketplace-stats";
import { sellerCardQuery } from "@web/features/product/api/seller-card";
import { sellerProfileQuery } from "@web/features/sellers/api/seller-profile";
import type { ProductDetail } from "@contract/products";
import { jsonLdScript, productJsonLd } from "./product-json-ld";

/** What the server needs to render one public page: its status, the page's chunk to preload, extra head tags. */
export interface PreparedPage {
  status: number;
  /** The page's source module as the client build's manifest names it, so its chunks are preloaded. */
  module: string;
  head: string[];
}

interface PublicPage {
  pattern: RegExp;
  module: string;
  /** Asks the API for what the page shows (the same queries its components make), and says the page's status. */
  prefetch?: (
    client: QueryClient,
    match: RegExpExecArray,
    search: string,
    publicUrl: string,
  ) => Promise<Omit<PreparedPage, "module">>;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const LEGAL = "src/features/legal/";
const notFound = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * The pages rendered on the server (decision 0028): public, the same for every visitor. Everything else (dashboard,
 * checkout, admin, the forms) is the client-rendered shell. Paths match like the router: any case, a trailing slash.
 */
const PUBLIC_PAGES: PublicPage[] = [
  {
    pattern: /^\/$/,
    module: "src/features/home/home-page.tsx",
    async prefetch(client, _match, search) {
      const { search: text, validCategory } = homeFilters(search);
      await Promise.all([
        client.prefetchInfiniteQuery(
          productsQuery({ search: text ?? undefined, category: validCategory ?? undefined }),
        ),
        client.prefetchQuery(marketplaceStatsQuery()),
      ]);
      return { status: 200, head: [] };
    },
  },
  {
    pattern: /^\/browse\/?$/i,
    module: "src/features/browse/browse-page.tsx",
    async prefetch(client, _match, search) {
      // ?page=N (Load More without JavaScript): the first N pages, as the browser's Load More would have them.
      await client.prefetchInfiniteQuery({
        ...productsQuery(browseFilters(readBrowseParams(search))),
        pages: browsePagesShown(search),
      });
      return { status: 200, head: [] };
    },
  },
  {
    pattern: new RegExp(`^/products?/(${UUID})/?$`, "i"),
    module: "src/features/product/product-page.tsx",
    async prefetch(client, match, _search, publicUrl) {
      const id = match[1]!;
      await Promise.all([client.prefetchQuery(productQuery(id)), client.prefetchQuery(sellerCardQuery(id))]);
      const query = client.getQueryState(productQuery(id).queryKey);
      if (notFound(query?.error)) return { status: 404, head: [] };
      const product = query?.data as ProductDetail | undefined;
      return { status: 200, head: product ? [jsonLdScript(productJsonLd(product, publicUrl))] : [] };
    },
  },
  {
    pattern: /^\/products?\/[^/]+\/?$/i,
    module: "src/features/product/product-page.tsx",
    // Not an id at all: the product page's own "not found", as the browser would show it after asking.
    async prefetch(client, match) {
      await client.prefetchQuery(productQuery(decodeURIComponent(match[0].split("/")[2]!)));
      return { status: 404, head: [] };
    },
  },
  {
    pattern: /^\/sellers\/([^/]+)\/?$/i,
    module: "src/features/sellers/seller-profile-page.tsx",
    async prefetch(client, match) {
      const username = decodeURIComponent(match[1]!);
      await client.prefetchQuery(sellerProfileQuery(username));
      const profile = client.getQueryState(sellerProfileQuery(username).queryKey);
      if (!profile?.data) return { status: notFound(profile?.error) ? 404 : 200, head: [] };
      await client.prefetchInfiniteQuery(productsQuery({ sellerId: profile.data.id }));
      return { status: 200, head: [] };
    },
  },
  ...[
    ["return-policy", "return-policy-page"],
    ["community-guidelines", "community-guidelines-page"],
    ["seller-guidelines", "seller-guidelines-page"],
    ["privacy-policy", "privacy-policy-page"],
    ["cookie-policy", "cookie-policy-page"],
    ["terms-conditions", "terms-conditions-page"],
    ["shipping-policy", "shipping-policy-page"],
  ].map(([path, file]) => ({ pattern: new RegExp(`^/${path}/?$`, "i"), module: `${LEGAL}${file}.tsx` })),
];

const NOT_FOUND_MODULE = "src/features/not-found/not-found-page.tsx";

/**
 * The server-rendered page for `pathname`, its data fetched into `client`; undefined for a page the browser renders.
 * `isWebRoute` says whether the router knows the path at all: an unknown path is the not-found page, with a 404.
 */
export async function preparePage(
  client: QueryClient,
  pathname: string,
  search: string,
  opts: { isWebRoute: boolean; publicUrl: string },
): Promise<PreparedPage | undefined> {
  for (const page of PUBLIC_PAGES) {
    const match = page.pattern.exec(pathname);
    if (!match) continue;
    const prepared = page.prefetch
      ? await page.prefetch(client, match, search, opts.publicUrl)
      : { status: 200, head: [] };
    return { ...prepared, module: page.module };
  }
  if (!opts.isWebRoute) return { status: 404, head: [], module: NOT_FOUND_MODULE };
  return undefined;
}
