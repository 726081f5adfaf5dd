import type { Db } from "../db/client";
import { products } from "../db/schema/products";
import { DEMO_LISTINGS, type DemoListing } from "../seed/demo-listings";
import { testAccount, TINY_PHOTO } from "./test-people";

/** A listing of a search fixture: what search reads, the rest filled in. */
export type SearchListing = Pick<DemoListing, "title" | "description" | "category" | "productType" | "brand">;

/**
 * Approved listings written straight to the database, newest last, so a search test sees exactly this catalogue.
 * Search reads only the stored columns, so the listing API's checks and image pipeline (tested elsewhere) are skipped.
 */
export async function insertSearchCatalogue(db: Db, listings: readonly SearchListing[]) {
  const seller = await testAccount(db, { label: "Catalogue" });
  const ids: string[] = [];
  for (const [i, l] of listings.entries()) {
    const [row] = await db
      .insert(products)
      .values({
        title: l.title,
        description: l.description,
        category: l.category,
        productType: l.productType,
        brand: l.brand,
        price: 1000 + i,
        condition: "good",
        images: [TINY_PHOTO],
        sellerId: seller.user.id,
        status: "approved",
        isAvailable: true,
        selectedBankAccountId: seller.bankId,
        addressLine1: "4 Park Street",
        pincode: "700016",
        city: "Kolkata",
        state: "West Bengal",
        createdAt: new Date(Date.now() - (listings.length - i) * 3600_000),
      })
      .returning({ id: products.id });
    ids.push(row!.id);
  }
  return { ids, sellerId: seller.user.id };
}

/** The demo catalogue a newcomer sees on a fresh install. */
export const DEMO_CATALOGUE: readonly SearchListing[] = DEMO_LISTINGS;
