import { useMessages } from "@web/i18n/feature-messages";
import { homeMessages } from "@web/features/home/messages";
import { formatIndianNumber } from "@contract/money-format";
import { useMarketplaceStats } from "../api/marketplace-stats";

/**
 * Only figures the database gives, at the time of asking: a count still at zero, or one that failed to load, is left
 * out rather than replaced by a claim, and with none the band is not shown. Support hours are in the footer.
 */
export function MarketingFigures() {
  const t = useMessages(homeMessages);
  const { data } = useMarketplaceStats();
  const figures = [
    { value: data?.listingsSold ?? 0, label: "home.listingsSold" as const },
    { value: data?.verifiedSellers ?? 0, label: "home.verifiedSellers" as const },
  ].filter((f) => f.value > 0);
  if (figures.length === 0) return null;

  return (
    <section aria-label={t("home.inNumbers")} className="mt-12 mb-16 rounded-2xl bg-brand-800 px-6 py-8 text-white">
      <dl className="flex flex-wrap justify-center gap-x-20 gap-y-6 text-center">
        {figures.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-brand-100">{t(label, { n: value })}</dt>
            <dd className="text-3xl font-extrabold text-accent-400">{formatIndianNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
