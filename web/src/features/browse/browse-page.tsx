import { useMessages } from "@web/i18n/feature-messages";
import { browseMessages } from "@web/features/browse/messages";
import type { MessageKey } from "@web/i18n/messages/en";
import type { KeyOf } from "@web/i18n/feature-messages";
import { categoryLabel, conditionLabel } from "@web/i18n/labels";
import { X } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { CATEGORIES, type Category } from "@contract/categories";
import { ProductGrid } from "@web/components/product/product-grid";
import { Button } from "@web/components/ui/button";
import { formatRupees } from "@web/lib/format";
import { browseFilters, browseHref, nextBrowsePageHref, readBrowseParams, type BrowseParams } from "./browse-params";
import { island } from "@web/lib/island";

// The listings (and their first photo) come with the page; the search box with its suggestions and the extra
// filters and the category hint are rendered by the server and hydrated once their code arrives (web/src/lib/island.tsx).
const SearchBox = island(() => import("@web/components/search/search-box").then((m) => m.SearchBox));
const BrowseFilters = island(() => import("./components/browse-filters").then((m) => m.BrowseFilters));
const CategoryHint = island(() => import("./components/category-hint").then((m) => m.CategoryHint));

const SORT_LABELS: Record<string, KeyOf<typeof browseMessages> | MessageKey> = {
  "": "browse.sortDefault",
  newest: "browse.sortNewest",
  price_asc: "browse.sortPriceAsc",
  price_desc: "browse.sortPriceDesc",
};
const selectClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none md:text-sm";

const labelClass = "mb-1 block text-sm font-medium text-slate-700";

type ChipKey = keyof Omit<BrowseParams, "minPrice" | "maxPrice"> | "price";

/** /browse (docs/product.md#pages): all state lives in the URL (search, category, filters, sort) so back, forward and shared links work. */
export function BrowsePage() {
  const t = useMessages(browseMessages);
  const [, navigate] = useLocation();
  const params = readBrowseParams(useSearch());
  const { search, category, sort } = params;

  const update = (changes: Partial<BrowseParams>) => navigate(browseHref({ ...params, ...changes }));

  const price =
    params.minPrice && params.maxPrice
      ? t("browse.priceRange", {
          min: formatRupees(Number(params.minPrice)),
          max: formatRupees(Number(params.maxPrice)),
        })
      : params.minPrice
        ? t("browse.priceFrom", { min: formatRupees(Number(params.minPrice)) })
        : params.maxPrice
          ? t("browse.priceUpTo", { max: formatRupees(Number(params.maxPrice)) })
          : "";
  const chips: { label: string; key: ChipKey }[] = [];
  if (search) chips.push({ label: `"${search}"`, key: "search" });
  if (category) chips.push({ label: categoryLabel(t, category), key: "category" });
  if (price) chips.push({ label: price, key: "price" });
  if (params.condition) chips.push({ label: conditionLabel(t, params.condition), key: "condition" });
  if (params.city) chips.push({ label: params.city, key: "city" });
  if (sort) chips.push({ label: t(SORT_LABELS[sort]!), key: "sort" });
  const remove = (key: ChipKey) => update(key === "price" ? { minPrice: "", maxPrice: "" } : { [key]: "" });
  const filtered = chips.length > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <title>{search ? t("browse.searchTitle", { search }) : t("browse.title")}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("browse.heading")}</h1>
      {/* The sort select is as wide as its longest choice ("Price: Low to High" was cut at 390 px); the category
          select takes the rest of the row. */}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 md:grid-cols-[1fr_13rem_13rem]">
        <SearchBox
          key={search}
          label={t("browse.searchLabel")}
          className="col-span-2 md:col-span-1"
          initialValue={search}
          onSubmit={(text, picked) => {
            // Loaded with the search box, whose island brought it: not part of the page's first load.
            void import("@web/lib/recent-searches").then((m) => m.rememberSearch(text));
            if (category || picked !== undefined) update({ search: text, category: category ?? picked ?? undefined });
            // The search box's island brought this module too.
            else
              void import("@web/lib/search-suggestions")
                .then((m) => m.detectedCategory(text))
                .then((found) => update({ search: text, category: found }));
          }}
        />
        <div>
          <label htmlFor="browse-category" className={labelClass}>
            {t("browse.category")}
          </label>
          <select
            id="browse-category"
            className={selectClass}
            value={category ?? "all"}
            onChange={(e) => update({ category: e.target.value === "all" ? undefined : (e.target.value as Category) })}
          >
            <option value="all">{t("browse.allCategories")}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(t, c)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="browse-sort" className={labelClass}>
            {t("browse.sortBy")}
          </label>
          <select
            id="browse-sort"
            className={selectClass}
            value={sort}
            onChange={(e) => update({ sort: e.target.value as BrowseParams["sort"] })}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <BrowseFilters
        key={`${params.minPrice}|${params.maxPrice}|${params.city}`}
        params={params}
        onApply={(changes) => update(changes)}
      />

      {chips.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {chips.map((chip) => (
            <button
              key={chip.label}
              type="button"
              onClick={() => remove(chip.key)}
              aria-label={t("browse.removeFilter", { label: chip.label })}
              className="inline-flex h-9 items-center gap-1.5 rounded-full bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
            >
              {chip.label}
              <X className="size-4" aria-hidden />
            </button>
          ))}
          <Button variant="ghost" size="sm" onClick={() => navigate("/browse")}>
            {t("browse.clearSearch")}
          </Button>
        </div>
      )}

      <CategoryHint search={search} category={category} onPick={(found) => update({ category: found })} />

      <section aria-labelledby="browse-results-heading" className="mt-6">
        {/* Cards title themselves with h3: this keeps the outline h1 > h2 > h3. */}
        <h2 id="browse-results-heading" className="sr-only">
          {t("browse.results")}
        </h2>
        <ProductGrid
          filters={browseFilters(params)}
          nextPageHref={(shown) => nextBrowsePageHref(params, shown)}
          // An empty result offers Browse All Products itself; a second, identical button under it said nothing new.
          footer={
            filtered && (
              <div className="mt-10 text-center">
                <Button asChild variant="outline">
                  <Link href="/browse">{t("grid.browseAll")}</Link>
                </Button>
              </div>
            )
          }
        />
      </section>
    </div>
  );
}
