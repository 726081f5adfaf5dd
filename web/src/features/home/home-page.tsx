import { useSearch } from "wouter";
import { BRAND } from "@contract/brand";
import { CATEGORIES, type Category } from "@contract/categories";
import { CategoryChips } from "./components/category-chips";
import { Hero } from "./components/hero";
import { ListingsSection } from "./components/listings-section";
import { MarketingFigures } from "./components/marketing-figures";
import { TrustStrip } from "./components/trust-strip";
import { WhyChoose } from "./components/why-choose";

const isCategory = (value: string | null): value is Category => CATEGORIES.some((c) => c === value);

export function HomePage() {
  const params = new URLSearchParams(useSearch());
  const search = params.get("search")?.trim() || null;
  const category = params.get("category");

  return (
    <>
      <title>
        {search ? `Search Results for "${search}" · ${BRAND.name}` : `${BRAND.name} — pre-owned, passed on safely`}
      </title>
      <Hero />
      {/* Categories and fresh listings first (what buyers come for); why to trust us follows them. */}
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:pt-6">
        <CategoryChips active={category} />
        <ListingsSection search={search} category={isCategory(category) ? category : null} />
        <TrustStrip />
        <WhyChoose />
        <MarketingFigures />
      </div>
    </>
  );
}
