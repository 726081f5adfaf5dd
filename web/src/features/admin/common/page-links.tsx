import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useSearch } from "wouter";
import { ADMIN_PAGE_SIZE } from "@contract/admin-paging";

/** The page (from 0) and the other filters of an admin tab, read from the URL so reloads and links keep them. */
export function useTabParams() {
  const params = new URLSearchParams(useSearch());
  const requested = Number(params.get("page"));
  const page = Number.isInteger(requested) && requested > 1 ? requested - 1 : 0;
  /** This tab's URL with `changes` applied; any change of filter starts again at page 1. */
  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    if (!("page" in changes)) next.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `?${next}`;
  };
  return { params, page, hrefWith };
}

/** Previous / Next for a list the server pages without a total: a full page means there may be more. */
export function PageLinks({ label, shown, size = ADMIN_PAGE_SIZE }: { label: string; shown: number; size?: number }) {
  const { page, hrefWith } = useTabParams();
  const hasNext = shown === size;
  if (page === 0 && !hasNext) return null;
  const first = page * size;
  const link =
    "inline-flex h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:border-brand-600 hover:text-brand-800";
  return (
    <nav aria-label={label} className="mt-5 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        {shown > 0 ? `Showing ${first + 1}–${first + shown}` : "Nothing here"} · page {page + 1}
      </p>
      <div className="flex gap-2">
        {page > 0 && (
          <Link href={hrefWith({ page: page > 1 ? String(page) : undefined })} className={link}>
            <ChevronLeft className="size-4" aria-hidden /> Previous
          </Link>
        )}
        {hasNext && (
          <Link href={hrefWith({ page: String(page + 2) })} className={link}>
            Next <ChevronRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
    </nav>
  );
}
