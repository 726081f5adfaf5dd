import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "@web/features/listings/messages";
import { Suspense } from "react";
import { ArrowLeft, CirclePlay, PackageX } from "lucide-react";
import { Link, useParams, useSearch } from "wouter";
import { WishlistHeart } from "@web/components/wishlist/wishlist-heart";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { ApiRequestError } from "@web/lib/api-client";
import { formatRupees } from "@web/lib/format";
import { useSession } from "@web/lib/session";
import { useProduct } from "@web/lib/api/product";
import { BuyNow } from "./components/buy-now";
import { Gallery } from "./components/gallery";
import { OfferOrStatus } from "@web/features/offers";
import { island } from "@web/lib/island";
import { lazyPart } from "@web/lib/lazy-part";

// The page's words are fetched beside its code, not after it renders (decision 0046).
preloadMessages(productMessages);

// The photo, title, price, Buy Now and Make Offer come with the page; the rest is rendered by the server and
// hydrated once its code arrives, after the first load (web/src/lib/island.tsx).
const ShareMenu = island(() => import("./components/share-menu").then((m) => m.ShareMenu));
const DeliveryCheck = island(() => import("./components/delivery-check").then((m) => m.DeliveryCheck));
const SellerCard = island(() => import("./components/seller-card").then((m) => m.SellerCard));
const ProductFacts = island(() => import("./components/product-facts").then((m) => m.ProductFacts));
const TrustPanel = island(() => import("./components/trust-panel").then((m) => m.TrustPanel));
const ReportListing = island(() => import("./components/report-listing").then((m) => m.ReportListing));
const ProductVideo = island(() => import("./components/product-video").then((m) => m.ProductVideo));
const PricePosition = island(() => import("./components/price-position").then((m) => m.PricePosition));

// Only the owner (and admins) see these, and only once signed in (after hydration): their code loads then.
const OwnerNote = lazyPart(() => import("./components/owner-note").then((m) => m.OwnerNote));
const RecentOffers = lazyPart(() =>
  import("@web/features/offers/components/recent-offers").then((m) => m.RecentOffers),
);

/** /products/{id} and /product/{id} (docs/product.md#pages). */
export function ProductPage() {
  const t = useMessages(productMessages);
  const { id = "" } = useParams<{ id: string }>();
  const params = new URLSearchParams(useSearch());
  const fromTab = params.get("from") === "dashboard" ? (params.get("tab") ?? "products") : undefined;
  const session = useSession();
  const query = useProduct(id);

  const back = fromTab ? (
    <Link
      href={`/dashboard?tab=${encodeURIComponent(fromTab)}`}
      className="inline-flex h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> {t("product.backToDashboard")}
    </Link>
  ) : (
    <button
      type="button"
      onClick={() => (history.length > 1 ? history.back() : window.location.assign("/browse"))}
      className="inline-flex h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> {t("product.back")}
    </button>
  );

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    // A malformed id (400) names no product just as an unknown one (404) does; only a failed request is worth retrying.
    const missing =
      query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
        <title>{t("product.notFoundTitle")}</title>
        <span className="grid size-16 place-items-center rounded-full bg-slate-100 text-slate-500">
          <PackageX className="size-8" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">
          {missing ? t("product.notFound") : t("product.fetchFailed")}
        </h1>
        <p className="mt-2 text-slate-600">{missing ? t("product.notFoundText") : t("product.checkConnection")}</p>
        <div className="mt-6 flex gap-3">
          {!missing && <Button onClick={() => query.refetch()}>{t("shell.tryAgain")}</Button>}
          <Button asChild variant="outline">
            <Link href="/browse">{t("shell.browseProducts")}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const product = query.data;
  const viewer = session.status === "signed-out" ? undefined : session.user;
  const isOwner = viewer?.id === product.sellerId;
  const canOffer = !isOwner && viewer?.role !== "admin" && product.status === "approved" && product.isAvailable;

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <title>{`${product.title} · ${formatRupees(product.price)} · Dobara`}</title>
      {back}
      {/* Phone: photos, then the facts, then the video, so title and price stay near the top. Desktop: the video
          sits under the photos in the left column. */}
      <div className="mt-2 grid gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-4">
        <div className="lg:col-start-1 lg:row-start-1">
          <Gallery productId={product.id} images={product.images} title={product.title} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="flex items-start justify-between gap-3">
            <h1 translate="no" className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {product.title}
            </h1>
            {!isOwner && <WishlistHeart productId={product.id} title={product.title} className="shrink-0" />}
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-3xl font-extrabold text-slate-900">{formatRupees(product.price)}</p>
            <span
              className={`rounded-full px-3 py-1 text-sm font-semibold ${product.isAvailable ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
            >
              {product.isAvailable ? t("product.available") : t("card.sold")}
            </span>
          </div>
          <PricePosition productId={product.id} price={product.price} />

          {isOwner && (
            <Suspense>
              <OwnerNote product={product} />
            </Suspense>
          )}

          <div className="mt-5 flex flex-wrap gap-2">
            {canOffer && <BuyNow productId={product.id} signedIn={Boolean(viewer)} />}
            {canOffer && <OfferOrStatus product={product} signedIn={Boolean(viewer)} />}
            <ShareMenu title={product.title} price={product.price} />
            {/* On a phone the video is at the end of the page: say there is one. */}
            {product.videoUrl && (
              <Button
                variant="outline"
                className="lg:hidden"
                onClick={() => document.getElementById("video-heading")?.scrollIntoView({ behavior: "smooth" })}
              >
                <CirclePlay aria-hidden /> {t("product.watchVideo")}
              </Button>
            )}
          </div>

          {canOffer && <DeliveryCheck productId={product.id} />}
          <div className="mt-5">
            <SellerCard productId={product.id} />
          </div>

          {(isOwner || viewer?.role === "admin") && (
            <Suspense>
              <RecentOffers productId={product.id} isOwner={isOwner} />
            </Suspense>
          )}

          <section aria-labelledby="details-heading" className="mt-6">
            <h2 id="details-heading" className="text-lg font-bold text-slate-900">
              {t("product.details")}
            </h2>
            <div className="mt-3">
              <ProductFacts product={product} />
            </div>
          </section>
          <section aria-labelledby="description-heading" className="mt-6">
            <h2 id="description-heading" className="text-lg font-bold text-slate-900">
              {t("product.description")}
            </h2>
            <p translate="no" className="mt-2 whitespace-pre-line text-slate-700">
              {product.description}
            </p>
          </section>
          <div className="mt-6">
            <TrustPanel category={product.category} />
          </div>
          {!isOwner && product.status === "approved" && (
            <div className="mt-3">
              <ReportListing productId={product.id} signedIn={Boolean(viewer)} />
            </div>
          )}
        </div>
        {product.videoUrl && (
          <div className="lg:col-start-1 lg:row-start-2 lg:self-start">
            <ProductVideo url={product.videoUrl} title={product.title} />
          </div>
        )}
      </div>
    </div>
  );
}
