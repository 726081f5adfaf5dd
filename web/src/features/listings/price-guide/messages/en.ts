/** The price guide's English messages (decision 0046); hi.ts has the same keys. */
const en = {
  "priceGuide.soldFor": "Similar items sold for {low}–{high}",
  "priceGuide.basedOn": "From {n, plural, one {# sale} other {# sales}} in the last 180 days",
  "priceGuide.below": "Below what similar items sold for ({low}–{high})",
  "priceGuide.within": "A fair price: similar items sold for {low}–{high}",
  "priceGuide.above": "Above what similar items sold for ({low}–{high})",
} as const satisfies Record<string, string>;

export default en;
