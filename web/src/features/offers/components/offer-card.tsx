import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { Offer } from "@contract/offers";
import { OfferStatusBadge } from "@web/features/offers/components/offer-status-badge";
import { PayOfferLink } from "@web/features/offers/components/pay-offer-link";
import { Button } from "@web/components/ui/button";
import { formatDateIST, formatRupees } from "@web/lib/format";
import type { OfferAction, OfferSide } from "../api/my-offers";
import { Thumbnail } from "@web/components/product/thumbnail";
import { BuyerRating } from "@web/features/ratings";
import { useMessages } from "@web/i18n/feature-messages";
import { offerMessages } from "../messages";

/**
 * One offer with only the actions its status allows for this side (the server checks them again). A paid offer
 * names its order instead; `highlighted` when a notification led here (scrolled into view, ringed).
 */
export function OfferCard({
  offer,
  side,
  busy,
  highlighted = false,
  onAction,
}: {
  offer: Offer;
  side: OfferSide;
  busy: boolean;
  highlighted?: boolean;
  onAction: (action: OfferAction | "withdraw") => void;
}) {
  const t = useMessages(offerMessages);
  const paid = offer.orderId !== null;
  const agreed = offer.status === "accepted" && !paid ? (offer.counterAmount ?? offer.amount) : undefined;
  const open = offer.status === "pending" || offer.status === "countered";
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: "center" });
  }, [highlighted]);
  return (
    <article
      ref={ref}
      id={`offer-${offer.id}`}
      data-testid="offer-card"
      aria-current={highlighted ? "true" : undefined}
      className={clsx(
        "flex gap-3 rounded-2xl border bg-white p-3 shadow-sm sm:gap-4 sm:p-4",
        highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
      )}
    >
      <Link
        href={`/products/${offer.product.id}?from=dashboard&tab=offers`}
        aria-label={offer.product.title}
        translate="no"
        className="size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-24"
      >
        <Thumbnail src={offer.product.thumbnail} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 translate="no" className="line-clamp-2 font-semibold text-slate-900">
            {offer.product.title}
          </h3>
          <OfferStatusBadge status={offer.status} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {t(side === "seller" ? "offers.listedFrom" : "offers.listedTo", {
            price: formatRupees(offer.product.price),
            user: offer.otherPartyUsername,
            date: formatDateIST(offer.createdAt, t.language),
          })}
        </p>
        {side === "seller" && <BuyerRating username={offer.otherPartyUsername} />}
        <p className="mt-1 text-sm text-slate-800">
          {t("offers.offer")} <span className="font-bold">{formatRupees(offer.amount)}</span>
          {offer.counterAmount !== null && (
            <>
              {" "}
              · {t("offers.counter")} <span className="font-bold">{formatRupees(offer.counterAmount)}</span>
            </>
          )}
        </p>
        {offer.message && (
          <p translate="no" className="mt-1 rounded-lg bg-slate-50 px-2 py-1 text-sm break-words text-slate-700">
            “{offer.message}”
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {side === "seller" && offer.status === "pending" && (
            <>
              <Button size="sm" disabled={busy} onClick={() => onAction("accept")}>
                {t("offers.accept")}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction("counter")}>
                {t("offers.counter")}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction("reject")}>
                {t("offers.reject")}
              </Button>
            </>
          )}
          {side === "buyer" && offer.status === "countered" && (
            <>
              <Button size="sm" disabled={busy} onClick={() => onAction("accept-counter")}>
                {t("offers.acceptCounter")}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction("decline-counter")}>
                {t("offers.decline")}
              </Button>
            </>
          )}
          {side === "buyer" && open && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction("withdraw")}>
              {t("offers.withdraw")}
            </Button>
          )}
          {side === "buyer" && agreed !== undefined && offer.payTotal !== null && (
            <PayOfferLink offer={offer} from="/dashboard?tab=offers&sub=made" size="sm" />
          )}
          {paid && (
            <Link
              href={`/track-orders/${offer.orderId}`}
              className="inline-flex min-h-9 items-center rounded-lg bg-emerald-50 px-3 text-sm font-semibold text-emerald-900 hover:bg-emerald-100"
            >
              {t("offers.paid", { number: offer.orderNumber ?? "" })}
            </Link>
          )}
          {side === "seller" && agreed !== undefined && (
            <p className="text-sm text-emerald-800">{t("offers.acceptedAt", { amount: formatRupees(agreed) })}</p>
          )}
          {side === "seller" && offer.status === "countered" && (
            <p className="text-sm text-sky-900">{t("offers.waitingCounter")}</p>
          )}
        </div>
      </div>
    </article>
  );
}
