import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { products } from "../../db/schema/products";
import { endOffersForListing } from "../offers";
import type { ListingFiles } from "./listing-files";
import { listingFiles } from "./listing-media";
import { withdrawPendingModification } from "./moderation-repo";
import { lockProduct, updateProduct } from "./products-repo";

/**
 * The seller's listings row-locked, in one order (by id) so two erasures or an erasure and a purchase queue rather
 * than deadlock. A purchase locks its listing too (lockListing), so whichever comes second sees the other's outcome.
 */
export async function lockSellerListings(tx: Tx, sellerId: string) {
  const ids = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(asc(products.id));
  const locked = [];
  for (const { id } of ids) {
    const row = await lockProduct(tx, id);
    if (row) locked.push(row);
  }
  return locked;
}

/**
 * An erased seller's unsold listings (decision 0047): off the market, their photos, bill and video and pickup
 * address gone, their waiting edit and open offers ended. Sold listings stay as their orders tell them. Answers the
 * storage folders no listing uses any more, to be released after the commit (ListingFiles.releaseFolders).
 */
export async function eraseSellerListings(tx: Tx, files: ListingFiles, sellerId: string) {
  const urls: (string | null | undefined)[] = [];
  for (const listing of await lockSellerListings(tx, sellerId)) {
    if (listing.status === "sold") continue;
    const edit = await withdrawPendingModification(tx, listing.id, "The seller's account was erased.");
    if (edit) urls.push(...listingFiles(edit));
    urls.push(...listingFiles(listing));
    await updateProduct(tx, listing.id, {
      status: "delisted",
      isAvailable: false,
      images: [],
      videoUrl: null,
      billPhoto: null,
      hasBill: false,
      addressLine1: null,
      addressLine2: null,
      landmark: null,
    });
    await endOffersForListing(tx, listing.id, "unavailable");
  }
  return files.unused(tx, urls);
}
