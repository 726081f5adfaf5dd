import { clsx } from "clsx";
import { Link } from "wouter";

/** A tab's row of status filters, each a link (the filter lives in the URL); the current one is marked. */
export function StatusFilter<S extends string>({
  options,
  current,
  hrefFor,
}: {
  /** undefined stands for "All". */
  options: { value: S | undefined; label: string }[];
  current: S | undefined;
  hrefFor: (value: S | undefined) => string;
}) {
  return (
    <nav aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
      {options.map(({ value, label }) => (
        <Link
          key={value ?? "all"}
          href={hrefFor(value)}
          aria-current={value === current ? "page" : undefined}
          className={clsx(
            "inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold",
            value === current
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 bg-white text-slate-700 hover:border-brand-600",
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
