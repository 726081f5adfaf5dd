import { sql } from "drizzle-orm";
import { financialYearOf } from "@contract/tax";
import type { Tx } from "../../db/client";
import { sellerYearSales } from "../../db/schema/seller-tax";
import { findTaxId } from "./tax-ids";

/** The 194-O figures configuration gives (TDS_RATE, TDS_RATE_NO_PAN, TDS_SMALL_SELLER_LIMIT); decision 0045. */
export interface TdsSettings {
  tdsRatePercent: number;
  tdsNoPanRatePercent: number;
  smallSellerLimitRupees: number;
}

/** Whole rupees, half up (income tax is rounded to the rupee); percent kept exact to a thousandth. */
const percentOf = (rupees: number, percent: number) =>
  Math.floor((rupees * Math.round(percent * 1000) + 50_000) / 100_000);

/**
 * Adds a sale's gross amount to the seller's financial year (April-March, India's time) and answers the year's total.
 * The upsert locks the seller's row, so concurrent completions queue on it and none is lost.
 */
export async function addToYearSales(tx: Tx, sellerId: string, gross: number, at: Date) {
  const financialYear = financialYearOf(at);
  const [year] = await tx
    .insert(sellerYearSales)
    .values({ sellerId, financialYear, gross })
    .onConflictDoUpdate({
      target: [sellerYearSales.sellerId, sellerYearSales.financialYear],
      set: { gross: sql`${sellerYearSales.gross} + ${gross}` },
    })
    .returning({ gross: sellerYearSales.gross });
  return { financialYear, gross: Number(year!.gross) };
}

/**
 * The TDS section 194-O asks of one sale (decision 0045): none for a person or HUF who gave a PAN or Aadhaar while
 * the year's gross (this sale included) stays within the limit; the 206AA rate when neither was given; the 194-O
 * rate otherwise, on this sale's gross amount. Never more than the seller's share.
 */
export async function tdsOn(
  tx: Tx,
  sale: { sellerId: string; gross: number; share: number; yearGross: number },
  settings: TdsSettings,
) {
  const taxId = await findTaxId(tx, sale.sellerId);
  const rate = !taxId
    ? settings.tdsNoPanRatePercent
    : taxId.individual === "yes" && sale.yearGross <= settings.smallSellerLimitRupees
      ? 0
      : settings.tdsRatePercent;
  return Math.min(sale.share, percentOf(sale.gross, rate));
}
