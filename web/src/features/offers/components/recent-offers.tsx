import { Link } from "wouter";
import { OfferStatusBadge } from "@web/features/offers/components/offer-status-badge";
import { formatRupees } from "@web/lib/format";
import { useProductOffers } from "../api/product-offers";
import { useMessages } from "@web/i18n/feature-messages";
import { offerMessages } from "../messages";

/** docs/product.md#offers: the first 3 offers on the listing, for its seller or an admin. */
export function RecentOffers({ productId, isOwner }: { productId: string; isOwner: boolean }) {
  const t = useMessages(offerMessages);
  const query = useProductOffers(productId, true);
  return (
    <section aria-labelledby="recent-offers-heading" className="mt-6 rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-offers-heading" className="text-lg font-bold text-slate-900">
          {t("offers.recent")}
        </h2>
        {isOwner && (
          <Link href="/dashboard?tab=offers" className="text-sm font-semibold text-brand-700 hover:underline">
            {t("offers.all")}
          </Link>
        )}
      </div>
      {query.isPending ? (
        <p className="mt-2 text-sm text-slate-600">{t("offers.loading")}</p>
      ) : query.isError ? (
        <p className="mt-2 text-sm text-red-700">{t("offers.fetchFailed")}</p>
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("offers.none")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {query.data.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="text-slate-700">
                <span className="font-semibold text-slate-900">{formatRupees(o.amount)}</span>{" "}
                {t("offers.fromUser", { user: o.otherPartyUsername })}
                {o.counterAmount !== null && (
                  <> · {t("offers.counteredAt", { amount: formatRupees(o.counterAmount) })}</>
                )}
              </span>
              <OfferStatusBadge status={o.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
