import { clsx } from "clsx";
import { Button } from "@web/components/ui/button";
import { useT } from "@web/i18n/i18n";

/** Two or more views of one tab (Offers Received / Made, My Purchases / Sales) as a segmented control. */
export function SubTabs<T extends string>({
  label,
  tabs,
  current,
  onChange,
}: {
  label: string;
  tabs: readonly (readonly [T, string])[];
  current: T;
  onChange: (tab: T) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="mt-3 inline-flex rounded-xl bg-slate-100 p-1">
      {tabs.map(([id, text]) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={current === id}
          onClick={() => onChange(id)}
          className={clsx(
            "h-10 rounded-lg px-4 text-sm font-semibold",
            current === id ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** Load More under a paged list, while the server has more. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  const t = useT();
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 text-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? t("grid.loadingMore") : t("grid.loadMore")}
      </Button>
    </div>
  );
}
