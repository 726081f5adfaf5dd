import { Link } from "wouter";
import type { Offer } from "@contract/offers";
import { OfferStatusBadge } from "@web/components/offers/offer-status-badge";
import { Button } from "@web/components/ui/button";
import { formatDateIST, formatRupees } from "@web/lib/format";
import type { OfferAction, OfferSide } from "../api/offers";
import { Thumbnail } from "@web/components/product/thumbnail";

/** One offer with only the actions its status allows for this side (the server checks them again). */
export function OfferCard({
  offer,
  side,
  busy,
  onAction,
}: {
  offer: Offer;
  side: OfferSide;
  busy: boolean;
  onAction: (action: OfferAction) => void;
}) {
  const agreed = offer.status === "accepted" ? (offer.counterAmount ?? offer.amount) : undefined;
  return (
    <article
      data-testid="offer-card"
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4"
    >
      <Link
        href={`/products/${offer.product.id}?from=dashboard&tab=offers`}
        className="size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-24"
      >
        <Thumbnail src={offer.product.thumbnail} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="line-clamp-2 font-semibold text-slate-900">{offer.product.title}</h3>
          <OfferStatusBadge status={offer.status} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Listed at {formatRupees(offer.product.price)} · {side === "seller" ? "from" : "to"} {offer.otherPartyUsername}{" "}
          · {formatDateIST(offer.createdAt)}
        </p>
        <p className="mt-1 text-sm text-slate-800">
          Offer <span className="font-bold">{formatRupees(offer.amount)}</span>
          {offer.counterAmount !== null && (
            <>
              {" "}
              · Counter <span className="font-bold">{formatRupees(offer.counterAmount)}</span>
            </>
          )}
        </p>
        {offer.message && (
          <p className="mt-1 rounded-lg bg-slate-50 px-2 py-1 text-sm break-words text-slate-700">“{offer.message}”</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {side === "seller" && offer.status === "pending" && (
            <>
              <Button size="sm" disabled={busy} onClick={() => onAction("accept")}>
                Accept
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction("counter")}>
                Counter
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction("reject")}>
                Reject
              </Button>
            </>
          )}
          {side === "buyer" && offer.status === "countered" && (
            <>
              <Button size="sm" disabled={busy} onClick={() => onAction("accept-counter")}>
                Accept counter
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction("decline-counter")}>
                Decline
              </Button>
            </>
          )}
          {side === "buyer" && agreed !== undefined && (
            <Button asChild size="sm">
              <Link
                href={`/address-entry?productId=${offer.product.id}&action=offer&offerId=${offer.id}&from=${encodeURIComponent("/dashboard?tab=offers")}`}
              >
                Pay {formatRupees(agreed)} now
              </Link>
            </Button>
          )}
          {side === "seller" && agreed !== undefined && (
            <p className="text-sm text-emerald-800">
              Accepted at {formatRupees(agreed)}: waiting for the buyer to pay.
            </p>
          )}
          {side === "seller" && offer.status === "countered" && (
            <p className="text-sm text-sky-900">Waiting for the buyer to answer your counter offer.</p>
          )}
        </div>
      </div>
    </article>
  );
}
