import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addWishlistSchema, WISHLIST_MESSAGES, wishlistEntrySchema } from "@contract/wishlist";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { requireUser } from "../auth/auth-guard";
import { getProduct } from "../catalog/catalog-service";
import { addToWishlist, listWishlist, removeFromWishlist } from "./wishlist-repo";

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook("preHandler", requireUser);

  app.get(
    "/wishlist/:userId",
    { schema: { params: z.object({ userId: z.uuid({ error: "userId must be a user id" }) }), response: { 200: z.array(wishlistEntrySchema) } } },
    async (request) => {
      if (request.params.userId !== request.user!.id && request.user!.role !== "admin") throw forbidden("You can only view your own wishlist");
      return (await listWishlist(db, request.params.userId)).map((e) => ({ ...e, createdAt: e.createdAt.toISOString(), product: { ...e.product, price: Number(e.product.price) } }));
    },
  );

  app.post("/wishlist", { schema: { body: addWishlistSchema } }, async (request, reply) => {
    // Only a listing the caller may see can be saved: a pending listing's id must not be probe-able.
    await getProduct(db, request.body.productId, request.user);
    const entry = await addToWishlist(db, request.user!.id, request.body.productId);
    if (!entry) throw conflict(WISHLIST_MESSAGES.already);
    return reply.status(201).send({ id: entry.id, userId: entry.userId, productId: entry.productId, createdAt: entry.createdAt.toISOString(), message: WISHLIST_MESSAGES.added });
  });

  app.delete("/wishlist/:entryId", { schema: { params: z.object({ entryId: z.uuid({ error: "Wishlist entry not found" }) }) } }, async (request) => {
    if (!(await removeFromWishlist(db, request.params.entryId, request.user!.id))) throw notFound("Wishlist entry not found");
    return { success: true, message: WISHLIST_MESSAGES.removed };
  });
};
