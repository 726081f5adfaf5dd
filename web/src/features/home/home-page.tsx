import { useMessages } from "@web/i18n/feature-messages";
import { homeMessages } from "@web/features/home/messages";
import { useSearch } from "wouter";
import { CategoryChips } from "./components/category-chips";
import { Hero } from "./components/hero";
import { ListingsSection } from "./components/listings-section";
import { homeFilters } from "./home-filters";
import { island } from "@web/lib/island";

// After the listings, below the fold: rendered by the server, their code comes after the first load.
const TrustStrip = island(() => import("./components/trust-strip").then((m) => m.TrustStrip));
const WhyChoose = island(() => import("./components/why-choose").then((m) => m.WhyChoose));
const MarketingFigures = island(() => import("./components/marketing-figures").then((m) => m.MarketingFigures));

export function HomePage() {
  const t = useMessages(homeMessages);
  const { search, category, validCategory } = homeFilters(useSearch());

  return (
    <>
      <title>{search ? t("home.searchTitle", { search }) : t("home.title")}</title>
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
