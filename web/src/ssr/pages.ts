import type { QueryClient } from "@tanstack/react-query";
import { productQuery } from "@web/lib/api/product";
import { productsQuery } from "@web/lib/api/products";
import { searchSuggestionsQuery } from "@web/lib/search-suggestions";
import { ApiRequestError } from "@web/lib/api-client";
import { browseFilters, browsePagesShown, readBrowseParams } from "@web/features/browse/browse-params";
import { homeFilters } from "@web/features/home/home-filters";
import { marketplaceStatsQuery } from "@web/features/home/api/marketplace-stats";
import { productPriceGuideQuery } from "@web/features/listings/api/price-guide";
import { sellerCardQuery } from "@web/features/listings/api/seller-card";
import { sellerProfileQuery } from "@web/features/ratings/api/seller-profile";
import type { ProductDetail } from "@contract/products";
import { NOT_FOUND_PAGE, PAGES, pathPattern, type PagePath } from "@web/app/pages";
import { jsonLdScript, productJsonLd } from "./product-json-ld";

/** What the server needs to render one public page: its status, the page's chunk to preload, extra head tags. */
export interface PreparedPage {
  status: number;
  /** The page's source module as the client build's manifest names it, so its chunks are preloaded. */
  module: string;
  head: string[];
}

type Prefetch = (
  client: QueryClient,
  match: RegExpExecArray,
  search: string,
  publicUrl: string,
) => Promise<Omit<PreparedPage, "module">>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

async function productPage(client: QueryClient, match: RegExpExecArray, _search: string, publicUrl: string) {
  const id = decodeURIComponent(match[1]!);
  // Not an id at all: the product page's own "not found", as the browser would show it after asking.
  if (!UUID.test(id)) {
    await client.prefetchQuery(productQuery(id));
    return { status: 404, head: [] };
  }
  // The price guide's line sits under the price: rendered with the page, so it does not push the page down later.
  await Promise.all([
    client.prefetchQuery(productQuery(id)),
    client.prefetchQuery(sellerCardQuery(id)),
    client.prefetchQuery(productPriceGuideQuery(id)),
  ]);
  const query = client.getQueryState(productQuery(id).queryKey);
  if (notFound(query?.error)) return { status: 404, head: [] };
  const product = query?.data as ProductDetail | undefined;
  return { status: 200, head: product ? [jsonLdScript(productJsonLd(product, publicUrl))] : [] };
}

/**
 * What each server-rendered page asks the API for (the same queries its components make), and its status. A page
 * web/src/app/pages.ts marks server-rendered without an entry here shows no data of the API's (the policies).
 */
const PREFETCH: Partial<Record<PagePath, Prefetch>> = {
  async "/"(client, _match, search) {
    const { search: text, validCategory } = homeFilters(search);
    await Promise.all([
      client.prefetchInfiniteQuery(productsQuery({ search: text ?? undefined, category: validCategory ?? undefined })),
      client.prefetchQuery(marketplaceStatsQuery()),
    ]);
    return { status: 200, head: [] };
  },
  async "/browse"(client, _match, search) {
    const params = readBrowseParams(search);
    await Promise.all([
      // ?page=N (Load More without JavaScript): the first N pages, as the browser's Load More would have them.
      client.prefetchInfiniteQuery({ ...productsQuery(browseFilters(params)), pages: browsePagesShown(search) }),
      // The category hint above the results comes with them, so it does not push them down once the page is up.
      params.search ? client.prefetchQuery(searchSuggestionsQuery(params.search)) : undefined,
    ]);
    return { status: 200, head: [] };
  },
  "/products/:id": productPage,
  "/product/:id": productPage,
  async "/sellers/:username"(client, match) {
    const username = decodeURIComponent(match[1]!);
    await client.prefetchQuery(sellerProfileQuery(username));
    const profile = client.getQueryState(sellerProfileQuery(username).queryKey);
    if (!profile?.data) return { status: notFound(profile?.error) ? 404 : 200, head: [] };
    await client.prefetchInfiniteQuery(productsQuery({ sellerId: profile.data.id }));
    return { status: 200, head: [] };
  },
};

/**
 * The pages rendered on the server (decision 0028): public, the same for every visitor. Everything else (dashboard,
 * checkout, admin, the forms) is the client-rendered shell. A `:name` segment matches any segment here: the page
 * itself says "not found" for one that names nothing.
 */
const SERVER_RENDERED = PAGES.filter((page) => "serverRendered" in page).map((page) => ({
  pattern: pathPattern(page.path, () => "([^/]+)"),
  module: page.module,
  prefetch: PREFETCH[page.path],
}));

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
  for (const page of SERVER_RENDERED) {
    const match = page.pattern.exec(pathname);
    if (!match) continue;
    const prepared = page.prefetch
      ? await page.prefetch(client, match, search, opts.publicUrl)
      : { status: 200, head: [] };
    return { ...prepared, module: page.module };
  }
  if (!opts.isWebRoute) return { status: 404, head: [], module: NOT_FOUND_PAGE.module };
  return undefined;
}
