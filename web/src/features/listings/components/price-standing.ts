import type { PriceGuide, PriceGuideQuery } from "@contract/price-guide";
import { CATEGORIES } from "@contract/categories";
import { OTHER_BRAND } from "@contract/catalog";
import { PRODUCT_CONDITIONS } from "@contract/product-states";
import { formatRupees } from "@web/lib/format";

/**
 * The range's two ends as the messages' `{low}–{high}` takes them, with word joiners at the dash: a phone's line
 * never breaks the range after "₹10,875–".
 */
export function rangeWords(guide: PriceGuide) {
  return { low: `${formatRupees(guide.low!)}\u2060`, high: `\u2060${formatRupees(guide.high!)}` };
}

/** Where a price sits against what similar items sold for; nothing without enough sales to say. */
export function priceStanding(price: number, guide: PriceGuide | undefined): "below" | "within" | "above" | undefined {
  if (!guide || guide.low === null || guide.high === null) return undefined;
  if (price < guide.low) return "below";
  return price > guide.high ? "above" : "within";
}

/**
 * The guide's question from the listing form's choices, once category, type, brand and condition are all chosen
 * (Other's typed name is the brand the listing will carry); undefined until then.
 */
export function guideKind(v: {
  category: string;
  productType: string;
  brand: string;
  otherBrand: string;
  condition: string;
}): PriceGuideQuery | undefined {
  const brand = (v.brand === OTHER_BRAND ? v.otherBrand : v.brand).trim();
  if (!(CATEGORIES as readonly string[]).includes(v.category)) return undefined;
  if (!(PRODUCT_CONDITIONS as readonly string[]).includes(v.condition)) return undefined;
  if (!v.productType || !brand || brand.length > 80) return undefined;
  return {
    category: v.category as PriceGuideQuery["category"],
    productType: v.productType,
    brand,
    condition: v.condition as PriceGuideQuery["condition"],
  };
}
