import { pathInLanguage } from "@contract/language";
import { useT } from "@web/i18n/i18n";
import type { ReactNode } from "react";
import { PackageSearch } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";
import { useProducts, type ProductFilters } from "@web/lib/api/products";
import { ProductCard } from "./product-card";
import { card } from "@web/components/ui/card";

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";

/** The product grid (docs/product.md#pages): 8 at a time with Load More, skeletons, the failure and empty texts; `footer` shows under listings only. */
export function ProductGrid({
  filters,
  footer,
  nextPageHref,
}: {
  filters: ProductFilters;
  footer?: ReactNode;
  /**
   * The address of the next page as the server renders it, given how many pages are shown: Load More is then a link,
   * which works without JavaScript; with it, the tap loads the next page in place.
   */
  nextPageHref?: (shown: number) => string | undefined;
}) {
  const t = useT();
  const query = useProducts(filters);
  if (query.isPending) {
    return (
      <div className={GRID} aria-busy="true" aria-label={t("grid.loading")}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={card("overflow-hidden", { flat: true })}>
            <div className="aspect-[4/3] animate-pulse bg-slate-100" />
            <div className="space-y-2 p-4">
              <div className="h-5 w-1/2 animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-4/5 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center" role="alert">
        <p className="font-semibold text-red-900">{t("grid.failed")}</p>
        <Button variant="outline" className="mt-4" onClick={() => query.refetch()}>
          {t("shell.tryAgain")}
        </Button>
      </div>
    );
  }
  const products = query.data.pages.flat();
  const next = nextPageHref?.(query.data.pages.length);
  // A plain link (it works without JavaScript): it names the page's language itself.
  const href = next && pathInLanguage(t.language, next);
  if (products.length === 0) {
    return (
      // The empty state's look written out, not components/ui/states: the grid is in every first load, and that
      // module would add its own chunk to it.
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <PackageSearch className="size-7" aria-hidden />
        </span>
        <p className="mt-4 text-lg font-semibold">{t("grid.empty")}</p>
        <p className="mt-1 text-slate-600">{t("grid.emptyHint")}</p>
        <Button asChild variant="outline" className="mt-5">
          <Link href="/browse">{t("grid.browseAll")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className={GRID}>
        {products.map((product, i) => (
          <ProductCard key={product.id} product={product} priority={i < 2} />
        ))}
      </div>
      {query.hasNextPage && (
        <div className="mt-8 text-center">
          {href ? (
            <Button asChild variant="outline" size="lg">
              <a
                href={href}
                aria-disabled={query.isFetchingNextPage || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  if (!query.isFetchingNextPage) void query.fetchNextPage();
                }}
              >
                {query.isFetchingNextPage ? t("grid.loadingMore") : t("grid.loadMore")}
              </a>
            </Button>
          ) : (
            <Button
              variant="outline"
              size="lg"
              onClick={() => query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? t("grid.loadingMore") : t("grid.loadMore")}
            </Button>
          )}
        </div>
      )}
      {footer}
    </>
  );
}
