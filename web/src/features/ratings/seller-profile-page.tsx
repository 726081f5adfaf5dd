import {
  BadgeCheck,
  Banknote,
  CalendarDays,
  MapPin,
  MessageSquareReply,
  PackageCheck,
  Star,
  UserX,
  Smartphone,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { REVIEWS_PAGE_SIZE, type Review, type SellerProfile } from "@contract/ratings";
import { ProductGrid } from "@web/components/product/product-grid";
import { RatingLine, Stars } from "@web/components/ui/stars";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { useSellerProfile } from "./api/seller-profile";
import { useMoreSellerReviews } from "./api/seller-reviews";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { ratingMessages } from "./messages";
import { monthYear } from "./month-year";

preloadMessages(ratingMessages);

/** /sellers/{username}: what a stranger needs before paying. First name only, never contact details. */
export function SellerProfilePage() {
  const t = useMessages(ratingMessages);
  const { username = "" } = useParams<{ username: string }>();
  const query = useSellerProfile(username);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <SellerNotFound />;
  const p = query.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <title>{t("sellerPage.title", { name: p.firstName })}</title>
      <header className={card("flex flex-col gap-4 p-5 sm:flex-row sm:items-center")}>
        <span
          className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
          aria-hidden
        >
          {p.firstName.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h1 translate="no" className="text-2xl font-bold tracking-tight text-slate-900">
            {p.firstName}
          </h1>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {p.city && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden /> <span translate="no">{p.city}</span>
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden />{" "}
              {t("sellerPage.memberSince", { since: monthYear(p.memberSince, t.language) })}
            </span>
          </p>
          <div className="mt-2">
            <RatingLine average={p.rating.average} count={p.rating.count} />
          </div>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("sellerPage.badges")}>
            {p.badges.emailVerified && (
              <Badge icon={<BadgeCheck className="size-4" aria-hidden />}>{t("sellerPage.emailVerified")}</Badge>
            )}
            {p.badges.mobileVerified && (
              <Badge icon={<Smartphone className="size-4" aria-hidden />}>{t("sellerPage.mobileVerified")}</Badge>
            )}
            {p.badges.bankAccountVerified && (
              <Badge icon={<Banknote className="size-4" aria-hidden />}>{t("sellerPage.bankVerified")}</Badge>
            )}
          </ul>
        </div>
      </header>

      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          icon={<PackageCheck className="size-5" aria-hidden />}
          label={t("sellerPage.itemsSold")}
          value={String(p.itemsSold)}
        />
        <Stat
          icon={<Star className="size-5" aria-hidden />}
          label={t("sellerPage.activeListings")}
          value={String(p.activeListings)}
        />
        <Stat
          icon={<MessageSquareReply className="size-5" aria-hidden />}
          label={t("sellerPage.answersOffers")}
          value={
            p.responseRate === null ? t("sellerPage.noOffersYet") : t("sellerPage.withinDay", { rate: p.responseRate })
          }
        />
        <Stat
          icon={<CalendarDays className="size-5" aria-hidden />}
          label={t("sellerPage.typicallyAnswers")}
          value={p.responseHours === null ? "—" : t("sellerPage.hours", { n: p.responseHours })}
        />
      </dl>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="listings-heading">
          <h2 id="listings-heading" className="text-lg font-bold text-slate-900">
            {t("sellerPage.listings")}
          </h2>
          <div className="mt-3">
            {p.activeListings > 0 ? (
              <ProductGrid filters={{ sellerId: p.id }} />
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
                {t("sellerPage.nothingForSale", { name: p.firstName })}
              </p>
            )}
          </div>
        </section>
        <Reviews profile={p} />
      </div>
    </div>
  );
}

function Reviews({ profile }: { profile: SellerProfile }) {
  const t = useMessages(ratingMessages);
  const more = useMoreSellerReviews(profile.username, profile.reviews.total > REVIEWS_PAGE_SIZE);
  const reviews = [...profile.reviews.reviews, ...(more.data?.pages.flatMap((page) => page.reviews) ?? [])];
  const shownAll = reviews.length >= profile.reviews.total;
  return (
    <section aria-labelledby="reviews-heading" className="lg:row-start-1 lg:col-start-2">
      <h2 id="reviews-heading" className="text-lg font-bold text-slate-900">
        {t("sellerPage.reviews")}
      </h2>
      {profile.rating.count > 0 && <StarBars counts={profile.rating.counts} />}
      {reviews.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
          {t("sellerPage.noReviews")}
        </p>
      ) : (
        <ul className={card("mt-3 divide-y divide-slate-200", { flat: true })}>
          {reviews.map((r, i) => (
            <ReviewItem key={i} review={r} />
          ))}
        </ul>
      )}
      {!shownAll && (
        <Button
          variant="outline"
          className="mt-3 w-full"
          disabled={more.isFetching}
          onClick={() => (more.data ? more.fetchNextPage() : more.refetch())}
        >
          {t("sellerPage.showMore")}
        </Button>
      )}
    </section>
  );
}

function StarBars({ counts }: { counts: number[] }) {
  const t = useMessages(ratingMessages);
  const total = counts.reduce((a, b) => a + b, 0);
  return (
    <ul className="mt-3 space-y-1" aria-label={t("sellerPage.byStars")}>
      {[5, 4, 3, 2, 1].map((star) => {
        const n = counts[star - 1] ?? 0;
        return (
          <li key={star} className="flex items-center gap-2 text-sm">
            <span className="w-10 text-slate-700">{star} ★</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
              <span className="block h-full bg-amber-400" style={{ width: `${total ? (n * 100) / total : 0}%` }} />
            </span>
            <span className="w-6 text-right text-slate-600">{n}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useMessages(ratingMessages);
  return (
    <li className="p-4">
      <div className="flex items-center justify-between gap-2">
        <Stars value={review.rating} />
        <span className="text-xs text-slate-500">{monthYear(review.month, t.language)}</span>
      </div>
      {review.comment && (
        <p translate="no" className="mt-2 text-sm break-words text-slate-800">
          {review.comment}
        </p>
      )}
      <p translate="no" className="mt-1 text-xs font-semibold text-slate-600">
        {review.raterFirstName}
      </p>
    </li>
  );
}

function Badge({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900">
      {icon}
      {children}
    </li>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className={card("p-4", { flat: true })}>
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function SellerNotFound() {
  const t = useMessages(ratingMessages);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <title>{t("sellerPage.notFoundTitle")}</title>
      <span className="grid size-16 place-items-center rounded-full bg-slate-100 text-slate-500">
        <UserX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("sellerPage.notFound")}</h1>
      <p className="mt-2 text-slate-600">{t("sellerPage.noOne")}</p>
      <Button asChild className="mt-6">
        <Link href="/browse">{t("shell.browseProducts")}</Link>
      </Button>
    </div>
  );
}
