import type { OfferViewStatus } from "@contract/offers";
import { useMessages } from "@web/i18n/feature-messages";
import { offerMessages } from "../messages";

const COLOURS: Record<OfferViewStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  countered: "bg-sky-100 text-sky-900",
  accepted: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  declined: "bg-red-100 text-red-900",
  expired: "bg-slate-200 text-slate-700",
  withdrawn: "bg-slate-200 text-slate-700",
};

/** docs/product.md#offers: countered shows as Negotiated. */
export function OfferStatusBadge({ status }: { status: OfferViewStatus }) {
  const t = useMessages(offerMessages);
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status]}`}>
      {t(`offers.status.${status}`)}
    </span>
  );
}
