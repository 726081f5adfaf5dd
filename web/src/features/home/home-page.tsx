import { useSearch } from "wouter";
import { BRAND } from "@contract/brand";
import { CategoryChips } from "./components/category-chips";
import { Hero } from "./components/hero";
import { ListingsSection } from "./components/listings-section";
import { MarketingFigures } from "./components/marketing-figures";
import { TrustStrip } from "./components/trust-strip";
import { WhyChoose } from "./components/why-choose";
import { homeFilters } from "./home-filters";

export function HomePage() {
  const { search, category, validCategory } = homeFilters(useSearch());

  return (
    <>
      <title>
        {search ? `Search Results for "${search}" · ${BRAND.name}` : `${BRAND.name} — pre-owned, passed on safely`}
      </title>
      <Hero />
      {/* Categories and fresh listings first (what buyers come for); why to trust us follows them. */}
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:pt-6">
        <CategoryChips active={category} />
        <ListingsSection search={search} category={validCategory} />
        <TrustStrip />
        <WhyChoose />
        <MarketingFigures />
      </div>
    </>
  );
}
