import { Lightbulb } from "lucide-react";
import type { Category } from "@contract/categories";
import { useMessages } from "@web/i18n/feature-messages";
import { categoryLabel } from "@web/i18n/labels";
import { useSearchCategory } from "@web/lib/search-suggestions";
import { browseMessages } from "../messages";

/**
 * "Looking for phone? Browse Electronics": the category the server's dictionary finds for the search, when the page
 * shows another. Rendered by the server with the results (its answer is prefetched), hydrated as an island: the
 * suggestions' code stays out of the page's first load.
 */
export function CategoryHint({
  search,
  category,
  onPick,
}: {
  search: string | undefined;
  category: Category | undefined;
  onPick: (category: Category) => void;
}) {
  const t = useMessages(browseMessages);
  const suggested = useSearchCategory(search);
  if (!suggested || suggested === category) return null;
  return (
    <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <span>
        {t("browse.lookingFor", { search: search ?? "" })}{" "}
        <button type="button" className="font-semibold underline" onClick={() => onPick(suggested)}>
          {t("browse.browseCategory", { category: categoryLabel(t, suggested) })}
        </button>
      </span>
    </p>
  );
}
