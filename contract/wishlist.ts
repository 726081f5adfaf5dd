import { z } from "zod";
import { CATEGORIES } from "./categories";

export const addWishlistSchema = z.object({ productId: z.uuid({ error: "productId must be a product id" }) });

export const wishlistEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  productId: z.string(),
  createdAt: z.string(),
  product: z.object({
    id: z.string(),
    title: z.string(),
    price: z.number(),
    images: z.array(z.string()),
    isAvailable: z.boolean(),
    category: z.enum(CATEGORIES),
  }),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistAddedSchema = z.object({
  id: z.string(),
  userId: z.string(),
  productId: z.string(),
  createdAt: z.string(),
  message: z.string(),
});
export const wishlistRemovedSchema = z.object({ success: z.boolean(), message: z.string() });
