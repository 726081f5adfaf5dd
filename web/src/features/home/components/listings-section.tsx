import { PackageSearch, X } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";

interface ListingsSectionProps {
  search: string | null;
  categoryLabel: string | null;
}

/**
 * The heading and, until the listing grid lands, a plain statement of what will appear here.
 * No sample products: a visitor must never be shown goods that are not for sale.
 */
export function ListingsSection({ search, categoryLabel }: ListingsSectionProps) {
  const scope = search ? `that match "${search}"` : categoryLabel ? `in ${categoryLabel}` : "from sellers across India";
  return (
    <section aria-labelledby="listings-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="listings-heading" className="text-2xl font-bold tracking-tight break-words">
          {search ? `Search Results for "${search}"` : "Explore Listings"}
        </h2>
        {search && (
          <Button asChild variant="outline">
            <Link href="/">
              <X aria-hidden />
              Clear Search
            </Link>
          </Button>
        )}
      </div>
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <PackageSearch className="size-7" aria-hidden />
        </span>
        <p className="mt-4 text-lg font-semibold">Listings appear here</p>
        <p className="mt-2 max-w-md text-slate-600">
          Approved listings {scope} will show up in this space. Every item is reviewed by our team before it goes live.
        </p>
        <p className="mt-6 text-sm text-slate-600">Have something to sell?</p>
        <Button asChild variant="ghost">
          <Link href="/login">Start Selling</Link>
        </Button>
      </div>
    </section>
  );
}
