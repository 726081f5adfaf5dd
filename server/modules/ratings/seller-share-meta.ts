import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { PAGE_NOT_FOUND, type PageMeta } from "../../lib/share-meta";
import { sellerProfile } from "./sellers-service";

const SELLER_PAGE = /^\/sellers\/([A-Za-z0-9._]{1,100})\/?$/;

/**
 * Preview tags for /sellers/{username}: first name, rating and sales, as the public profile shows them; an unknown
 * username is PAGE_NOT_FOUND (the page answers 404).
 */
export async function sellerShareMeta(db: Db, publicUrl: string, pathname: string): Promise<PageMeta> {
  const username = SELLER_PAGE.exec(pathname)?.[1];
  if (!username) return undefined;
  const p = await sellerProfile(db, username).catch((error: unknown) =>
    error instanceof AppError && error.statusCode === 404 ? PAGE_NOT_FOUND : undefined,
  );
  if (!p || p === PAGE_NOT_FOUND) return p;
  const rating =
    p.rating.average === null ? "No ratings yet" : `${p.rating.average.toFixed(1)}★ from ${p.rating.count}`;
  return {
    title: `${p.firstName} on Dobara · ${rating}`,
    description: `${p.itemsSold} sold · ${p.activeListings} for sale · Member since ${p.memberSince}${p.city ? ` · ${p.city}` : ""}`,
    url: `${publicUrl}/sellers/${encodeURIComponent(p.username)}`,
  };
}
