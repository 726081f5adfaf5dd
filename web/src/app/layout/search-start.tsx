import { useT } from "@web/i18n/i18n";
import { Bike, BookOpen, Clock, Dumbbell, Package, Shirt, Smartphone, Sofa, X, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { CATEGORIES, type Category } from "@contract/categories";
import { forgetSearches, recentSearches } from "@web/lib/recent-searches";
import { browseUrl, detectedCategory } from "@web/lib/search-suggestions";

const CATEGORY_ICONS: Record<Category, LucideIcon> = {
  electronics: Smartphone,
  fashion: Shirt,
  home_garden: Sofa,
  sports: Dumbbell,
  books: BookOpen,
  vehicles: Bike,
  other: Package,
};

const rowClass =
  "flex min-h-12 items-center gap-3 px-4 text-base text-slate-800 hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none";

/** What the phone's search shows before anything is typed: this browser's recent searches, then every category. */
export function SearchStart({ onPick }: { onPick: () => void }) {
  const t = useT();
  const [recent, setRecent] = useState(recentSearches);
  const [, navigate] = useLocation();
  return (
    <div className="overflow-y-auto pb-8" style={{ maxHeight: "calc(100dvh - 3.5rem)" }}>
      {recent.length > 0 && (
        <section aria-labelledby="recent-searches-heading" className="pt-4">
          <div className="flex items-center justify-between px-4">
            <h2 id="recent-searches-heading" className="text-sm font-semibold text-slate-500">
              {t("shell.recentSearches")}
            </h2>
            <button
              type="button"
              onClick={() => {
                forgetSearches();
                setRecent([]);
              }}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700"
            >
              <X className="size-4" aria-hidden /> {t("shell.clear")}
            </button>
          </div>
          <ul>
            {recent.map((term) => (
              <li key={term}>
                <Link
                  href={browseUrl(term)}
                  // A search again: it goes with its category, as when it was typed (docs/product.md#search).
                  onClick={(event) => {
                    event.preventDefault();
                    void detectedCategory(term).then((category) => {
                      navigate(browseUrl(term, category));
                      onPick();
                    });
                  }}
                  className={rowClass}
                >
                  <Clock className="size-4 shrink-0 text-slate-400" aria-hidden />
                  <span className="truncate">{term}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="search-categories-heading" className="pt-4">
        <h2 id="search-categories-heading" className="px-4 text-sm font-semibold text-slate-500">
          {t("shell.browseCategories")}
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-2 px-4">
          {CATEGORIES.map((c) => {
            const Icon = CATEGORY_ICONS[c];
            return (
              <li key={c}>
                <Link
                  href={`/browse?category=${c}`}
                  onClick={onPick}
                  className="flex min-h-12 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
                >
                  <Icon className="size-4 shrink-0 text-brand-700" aria-hidden />
                  {t(`category.${c}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
