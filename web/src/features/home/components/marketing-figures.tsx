import { Clock } from "lucide-react";
import { BRAND } from "@contract/brand";
import { useMarketplaceStats } from "../api/marketplace-stats";

const count = new Intl.NumberFormat("en-IN");

/**
 * Only figures the database gives, at the time of asking: a count still at zero, or one that failed to load, is left
 * out rather than replaced by a claim. Support hours are the one text every page quotes.
 */
export function MarketingFigures() {
  const { data } = useMarketplaceStats();
  const figures = [
    { value: data?.listingsSold ?? 0, one: "listing sold", many: "listings sold" },
    { value: data?.verifiedSellers ?? 0, one: "verified seller", many: "verified sellers" },
  ].filter((f) => f.value > 0);

  return (
    <section
      aria-label={figures.length > 0 ? `${BRAND.name} in numbers` : "Support hours"}
      className="mt-12 mb-16 rounded-2xl bg-brand-800 px-6 py-8 text-white"
    >
      {figures.length > 0 && (
        <dl className="mb-6 flex flex-wrap justify-center gap-x-16 gap-y-6 text-center">
          {figures.map(({ value, one, many }) => (
            <div key={many} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-brand-100">{value === 1 ? one : many}</dt>
              <dd className="text-3xl font-extrabold text-accent-400">{count.format(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="flex items-start justify-center gap-2 text-center text-sm text-brand-100">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <span className="font-semibold text-white">Support hours: </span>
          {BRAND.supportHours}. {BRAND.supportReply}
        </span>
      </p>
    </section>
  );
}
