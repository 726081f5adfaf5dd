import { useMessages } from "@web/i18n/feature-messages";
import { homeMessages } from "@web/features/home/messages";
import { X } from "lucide-react";
import { Link } from "wouter";
import { ProductGrid } from "@web/components/product/product-grid";
import { Button } from "@web/components/ui/button";

interface ListingsSectionProps {
  search: string | null;
  category: string | null;
}

/** Home grid (docs/product.md#pages): Explore Listings, or Search Results for the URL's search with Clear Search. */
export function ListingsSection({ search, category }: ListingsSectionProps) {
  const t = useMessages(homeMessages);
  return (
    <section aria-labelledby="listings-heading" className="mt-4 sm:mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="listings-heading" className="text-xl font-bold tracking-tight break-words sm:text-2xl">
          {search ? t("home.searchResults", { search }) : t("home.explore")}
        </h2>
        {search && (
          <Button asChild variant="outline">
            <Link href="/">
              <X aria-hidden />
              {t("home.clearSearch")}
            </Link>
          </Button>
        )}
      </div>
      <div className="mt-4">
        <ProductGrid filters={{ search: search ?? undefined, category: category ?? undefined }} />
      </div>
    </section>
  );
}
