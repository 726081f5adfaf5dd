import {
  RATING_MESSAGES,
  REVIEWS_PAGE_SIZE,
  USERNAME_SHAPE,
  firstNameOf,
  type RatingSummary,
  type ReviewPage,
  type SellerCard,
  type SellerProfile,
} from "@contract/ratings";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { getProduct } from "../catalog";
import * as ratingsRepo from "./ratings-repo";
import { responseFiguresOf } from "../offers";
import * as repo from "./sellers-repo";

const MONTH_YEAR = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** Stars the public may see (double-blind: see ratings-repo), summed to an average with one decimal. */
async function ratingSummary(db: Db, ratedId: string): Promise<RatingSummary> {
  const counts = await ratingsRepo.starCounts(db, ratedId);
  const count = counts.reduce((a, b) => a + b, 0);
  const sum = counts.reduce((a, n, i) => a + n * (i + 1), 0);
  return { average: count ? Math.round((sum * 10) / count) / 10 : null, count, counts };
}

type ReviewRows = Awaited<ReturnType<typeof ratingsRepo.reviewsOf>>;

function reviewPage(rows: ReviewRows, total: number): ReviewPage {
  return {
    total,
    reviews: rows.map((r) => ({
      rating: r.rating,
      comment: r.hiddenAt ? null : r.comment,
      raterFirstName: firstNameOf(r.raterName),
      month: MONTH_YEAR.format(r.createdAt),
    })),
  };
}

async function sellerNamed(db: Db, username: string) {
  const seller = USERNAME_SHAPE.test(username) ? await repo.findSeller(db, { username }) : undefined;
  if (!seller) throw notFound(RATING_MESSAGES.sellerNotFound);
  return seller;
}

/** The public profile: first name only; a person with no sales has one too. */
export async function sellerProfile(db: Db, username: string): Promise<SellerProfile> {
  const seller = await sellerNamed(db, username);
  // All at once: each is one or two index reads, and a profile's time is the slowest of them, not their sum.
  const [rating, activeListings, responses, reviews] = await Promise.all([
    ratingSummary(db, seller.id),
    repo.activeListingsOf(db, seller.id),
    responseFiguresOf(db, seller.id),
    ratingsRepo.reviewsOf(db, seller.id, REVIEWS_PAGE_SIZE, 0),
  ]);
  return {
    id: seller.id,
    username: seller.username,
    firstName: firstNameOf(seller.fullName),
    city: seller.city,
    memberSince: MONTH_YEAR.format(seller.createdAt),
    badges: {
      emailVerified: seller.emailVerified,
      mobileVerified: seller.mobileVerified,
      bankAccountVerified: seller.bankAccountVerified,
    },
    rating,
    itemsSold: seller.itemsSold,
    ...responses,
    activeListings,
    reviews: reviewPage(reviews, rating.count),
  };
}

export async function sellerReviews(db: Db, username: string, offset: number) {
  const seller = await sellerNamed(db, username);
  const [{ count }, rows] = await Promise.all([
    ratingSummary(db, seller.id),
    ratingsRepo.reviewsOf(db, seller.id, REVIEWS_PAGE_SIZE, offset),
  ]);
  return reviewPage(rows, count);
}

/** The product page's seller card, for a listing the caller may see; none for an admin's (no public profile). */
export async function sellerCard(
  db: Db,
  productId: string,
  viewer: Parameters<typeof getProduct>[2],
): Promise<SellerCard> {
  const { product } = await getProduct(db, productId, viewer);
  const seller = await repo.findSeller(db, { id: product.sellerId });
  if (!seller) throw notFound(RATING_MESSAGES.sellerNotFound);
  const rating = await ratingSummary(db, seller.id);
  return {
    username: seller.username,
    firstName: firstNameOf(seller.fullName),
    memberSince: MONTH_YEAR.format(seller.createdAt),
    rating: { average: rating.average, count: rating.count },
    itemsSold: seller.itemsSold,
  };
}
