import { z } from "zod";

/** The home page's figures, counted from the database at the time of asking (no marketing numbers). */
export const marketplaceStatsSchema = z.object({
  /** Listings that found a buyer (an order placed, or marked sold by an admin). */
  listingsSold: z.number().int(),
  /** Sellers with a verified e-mail and at least one listing an admin approved. */
  verifiedSellers: z.number().int(),
});
export type MarketplaceStats = z.infer<typeof marketplaceStatsSchema>;
