import { useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "@web/features/listings/messages";
import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { RatingLine } from "@web/components/ui/stars";
import { useSellerCard } from "../api/seller-card";
import { card } from "@web/components/ui/card";
import { monthYear } from "@web/features/ratings";

/** Who sells this: first name, rating, items sold and member since, linking to the public profile. */
export function SellerCard({ productId }: { productId: string }) {
  const t = useMessages(productMessages);
  const query = useSellerCard(productId);
  if (!query.data) return null;
  const s = query.data;
  return (
    <Link
      href={`/sellers/${encodeURIComponent(s.username)}`}
      className={card("flex items-center gap-3 p-4 hover:border-brand-300 hover:bg-brand-50/40", { flat: true })}
    >
      <span
        className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
        aria-hidden
      >
        {s.firstName.slice(0, 1).toUpperCase()}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t("product.seller")}
        </span>
        <span translate="no" className="block font-semibold text-slate-900">
          {s.firstName}
        </span>
        <RatingLine average={s.rating.average} count={s.rating.count} />
        <span className="block text-sm text-slate-600">
          {t("product.sellerLine", { n: s.itemsSold, since: monthYear(s.memberSince, t.language) })}
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
