import { clsx } from "clsx";
import { ImageOff, Pencil, Eye, HandCoins } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { imageVariantUrl } from "@contract/media";
import { formatDeadlineIST, type SellerOrderView } from "@contract/orders";
import type { OwnerProduct } from "@contract/products";
import { AcceptOrder } from "@web/features/orders";
import { Button } from "@web/components/ui/button";
import { formatDateTimeIST, formatRupees } from "@web/lib/format";
import { useMessages, type KeyOf } from "@web/i18n/feature-messages";
import { sellingMessages } from "../selling/messages";
import { OfferRulesButton } from "./offer-rules-dialog";

type Badge = { label: KeyOf<typeof sellingMessages>; className: string };
const PENDING: Badge = { label: "myProducts.pending", className: "bg-amber-100 text-amber-900" };
const REJECTED: Badge = { label: "myProducts.rejected", className: "bg-red-100 text-red-900" };
const DELISTED: Badge = { label: "myProducts.delisted", className: "bg-slate-100 text-slate-700" };
const APPROVED: Badge = { label: "myProducts.approved", className: "bg-emerald-100 text-emerald-900" };
const AVAILABLE: Badge = { label: "myProducts.available", className: "bg-white/95 text-emerald-800" };
const SOLD: Badge = { label: "myProducts.sold", className: "bg-slate-800 text-white" };

/**
 * The badges a seller sees on a listing. Availability means something only once a listing is live: a pending,
 * rejected or delisted listing is not "Available" to anyone, and a sold one says Sold once.
 */
function listingStateBadges(
  product: Pick<OwnerProduct, "status" | "isAvailable">,
): (Badge | { text: string; className: string })[] {
  switch (product.status) {
    case "pending":
      return [PENDING];
    case "rejected":
      return [REJECTED];
    case "delisted":
      return [DELISTED];
    case "sold":
      return [SOLD];
    case "approved":
      return [APPROVED, product.isAvailable ? AVAILABLE : SOLD];
    default:
      return [{ text: product.status, className: "bg-slate-100 text-slate-700" }];
  }
}

/**
 * The seller's product card: thumbnail, title, price (the price it sold at once sold), status and availability,
 * Offer Received with the count of offers awaiting an answer (a button to the Offers tab), Order Received with its
 * deadline and Accept Order, View, and Edit unless sold. `highlighted` when a notification led here.
 */
export function SellerProductCard({
  product,
  pendingOffers = 0,
  order,
  highlighted = false,
}: {
  product: OwnerProduct;
  pendingOffers?: number;
  /** The listing's latest order that was not cancelled: placed ones wait for Accept Order. */
  order?: SellerOrderView;
  highlighted?: boolean;
}) {
  const t = useMessages(sellingMessages);
  const cover = product.images[0];
  // A sold listing is the record of its sale: the server refuses edits, so the card offers none.
  const editable = product.status !== "sold" && product.isAvailable;
  const placed = order?.status === "placed" ? order : undefined;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: "center" });
  }, [highlighted]);
  return (
    <article
      ref={ref}
      id={`product-${product.id}`}
      data-testid="seller-product-card"
      aria-current={highlighted ? "true" : undefined}
      className={clsx(
        "flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm",
        highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
      )}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {cover ? (
          <img
            src={imageVariantUrl(cover, "card")}
            alt=""
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <span className="grid size-full place-items-center text-slate-400">
            <ImageOff className="size-8" aria-hidden />
          </span>
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {listingStateBadges(product).map((badge) => {
            const text = "label" in badge ? t(badge.label) : badge.text;
            return (
              <span key={text} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
                {text}
              </span>
            );
          })}
          {placed && (
            <span className="rounded-full bg-sky-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t("myProducts.orderReceived")}
            </span>
          )}
          {pendingOffers > 0 && (
            <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
              {t("myProducts.offerReceived")}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 translate="no" className="line-clamp-2 font-semibold text-slate-900">
          {product.title}
        </h3>
        {order ? (
          <p className="mt-1 text-lg font-bold text-slate-900">
            {t("myProducts.soldAt", { price: formatRupees(order.finalPrice) })}
            {order.finalPrice !== product.price && (
              <span className="ml-2 text-sm font-normal text-slate-500 line-through">
                {formatRupees(product.price)}
              </span>
            )}
          </p>
        ) : (
          <p className="mt-1 text-lg font-bold text-slate-900">{formatRupees(product.price)}</p>
        )}

        {product.hasPendingEdit && (
          <p className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">{t("myProducts.editPending")}</p>
        )}
        {product.status === "rejected" && product.rejectionReason && (
          <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            <span className="font-semibold">{t("myProducts.notApproved")}</span>{" "}
            <span translate="no">{product.rejectionReason}</span>
          </p>
        )}
        {product.editRequests && product.status === "pending" && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span className="font-semibold">{t("myProducts.changesRequested")}</span>{" "}
            <span translate="no">{product.editRequests}</span>
          </p>
        )}
        {/* The seller's private automatic answers to offers: only while the listing can still take offers. */}
        {editable && <OfferRulesButton product={product} />}
        {pendingOffers > 0 && (
          <Button asChild variant="outline" size="sm" className="mt-3 self-start">
            <Link href="/dashboard?tab=offers">
              <HandCoins aria-hidden /> {t("myProducts.toAnswer", { n: pendingOffers })}
            </Link>
          </Button>
        )}
        {placed && (
          <AcceptOrder
            orderId={placed.id}
            acceptBy={placed.acceptBy}
            text={
              placed.acceptBy
                ? t("myProducts.acceptBy", {
                    deadline:
                      t.language === "en"
                        ? formatDeadlineIST(placed.acceptBy)
                        : formatDateTimeIST(placed.acceptBy, t.language),
                  })
                : undefined
            }
            className="mt-3"
          />
        )}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          <Button asChild variant="outline" size="sm" className={editable ? undefined : "col-span-2"}>
            <Link href={`/products/${product.id}?from=dashboard&tab=products`}>
              <Eye aria-hidden /> {t("myProducts.view")}
            </Link>
          </Button>
          {editable && (
            <Button asChild variant="outline" size="sm">
              <Link href={`/edit-product/${product.id}`}>
                <Pencil aria-hidden /> {t("myProducts.edit")}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
