import type en from "./en";

/** The price guide's Hindi messages (decision 0046, glossary in docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "priceGuide.soldFor": "मिलते-जुलते सामान {low}–{high} में बिके",
  "priceGuide.basedOn": "पिछले 180 दिनों की {n, plural, one {# बिक्री} other {# बिक्रियों}} के आधार पर",
  "priceGuide.below": "मिलते-जुलते सामान की बिक्री कीमत ({low}–{high}) से कम",
  "priceGuide.within": "सही कीमत: मिलते-जुलते सामान {low}–{high} में बिके",
  "priceGuide.above": "मिलते-जुलते सामान की बिक्री कीमत ({low}–{high}) से ज़्यादा",
};

export default hi;
