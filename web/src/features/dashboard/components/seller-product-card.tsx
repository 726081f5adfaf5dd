import { CheckCircle2, ImageOff, Pencil, Eye, HandCoins } from "lucide-react";
import { Link } from "wouter";
import { imageVariantUrl } from "@contract/media";
import type { OwnerProduct } from "@contract/products";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useOrderAction } from "@web/lib/api/orders";
import { formatRupees } from "@web/lib/format";

type Badge = { label: string; className: string };
const PENDING: Badge = { label: "Pending approval", className: "bg-amber-100 text-amber-900" };
const REJECTED: Badge = { label: "Rejected", className: "bg-red-100 text-red-900" };
const DELISTED: Badge = { label: "Delisted", className: "bg-slate-100 text-slate-700" };
const APPROVED: Badge = { label: "Approved", className: "bg-emerald-100 text-emerald-900" };
const AVAILABLE: Badge = { label: "Available", className: "bg-white/95 text-emerald-800" };
const SOLD: Badge = { label: "Sold", className: "bg-slate-800 text-white" };

/**
 * The badges a seller sees on a listing. Availability means something only once a listing is live: a pending,
 * rejected or delisted listing is not "Available" to anyone, and a sold one says Sold once.
 */
function listingStateBadges(product: Pick<OwnerProduct, "status" | "isAvailable">): Badge[] {
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
      return [{ label: product.status, className: "bg-slate-100 text-slate-700" }];
  }
}

/**
 * Part 2 seller product card: thumbnail, title, price, status and availability, Offer Received with the count of
 * offers awaiting an answer (a button to the Offers tab), Order Received with Accept Order, View, and Edit unless sold.
 */
export function SellerProductCard({
  product,
  pendingOffers = 0,
  placedOrderId,
}: {
  product: OwnerProduct;
  pendingOffers?: number;
  /** A paid order for this listing waiting for the seller to accept it. */
  placedOrderId?: string;
}) {
  const cover = product.images[0];
  // A sold listing is the record of its sale: the server refuses edits, so the card offers none.
  const editable = product.status !== "sold" && product.isAvailable;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
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
          {listingStateBadges(product).map((badge) => (
            <span key={badge.label} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
              {badge.label}
            </span>
          ))}
          {placedOrderId && (
            <span className="rounded-full bg-sky-600 px-2.5 py-0.5 text-xs font-semibold text-white">
              Order Received
            </span>
          )}
          {pendingOffers > 0 && (
            <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
              Offer Received
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 font-semibold text-slate-900">{product.title}</h3>
        <p className="mt-1 text-lg font-bold text-slate-900">{formatRupees(product.price)}</p>
        {product.hasPendingEdit && (
          <p className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
            Edit awaiting approval. Buyers see the listing as it was until then.
          </p>
        )}
        {product.status === "rejected" && product.rejectionReason && (
          <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            <span className="font-semibold">Not approved:</span> {product.rejectionReason}
          </p>
        )}
        {product.editRequests && product.status === "pending" && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span className="font-semibold">Changes requested:</span> {product.editRequests}
          </p>
        )}
        {pendingOffers > 0 && (
          <Button asChild variant="outline" size="sm" className="mt-3 self-start">
            <Link href="/dashboard?tab=offers">
              <HandCoins aria-hidden /> {pendingOffers === 1 ? "1 offer" : `${pendingOffers} offers`} to answer
            </Link>
          </Button>
        )}
        {placedOrderId && <AcceptOrder orderId={placedOrderId} />}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          <Button asChild variant="outline" size="sm" className={editable ? undefined : "col-span-2"}>
            <Link href={`/products/${product.id}?from=dashboard&tab=products`}>
              <Eye aria-hidden /> View
            </Link>
          </Button>
          {editable && (
            <Button asChild variant="outline" size="sm">
              <Link href={`/edit-product/${product.id}`}>
                <Pencil aria-hidden /> Edit
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Part 2 §4 seller accept: placed -> confirmed; the server's message when it refuses. */
function AcceptOrder({ orderId }: { orderId: string }) {
  const accept = useOrderAction();
  return (
    <div className="mt-3 rounded-xl bg-sky-50 p-3">
      <p className="text-sm text-sky-950">A buyer has paid. Accept within 48 hours and pack it for pickup.</p>
      <Button
        size="sm"
        className="mt-2 w-full"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(
            { kind: "accept", id: orderId },
            {
              onSuccess: () =>
                toast({ title: "Order Accepted", description: "The buyer has been told.", variant: "success" }),
              onError: (err) =>
                toast({
                  title: "Failed to accept order",
                  description: serverMessage(err) ?? "Please try again.",
                  variant: "destructive",
                }),
            },
          )
        }
      >
        <CheckCircle2 aria-hidden /> {accept.isPending ? "Accepting..." : "Accept Order"}
      </Button>
    </div>
  );
}
