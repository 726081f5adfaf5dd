import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addWishlistSchema, wishlistAddedSchema, wishlistEntrySchema, wishlistRemovedSchema } from "@contract/wishlist";
import { requireUser, signedInUser } from "../auth";
import * as wishlist from "./wishlist-service";

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook("onRequest", requireUser);

  app.get(
    "/wishlist/:userId",
    {
      schema: {
        params: z.object({ userId: z.uuid({ error: "userId must be a user id" }) }),
        response: { 200: z.array(wishlistEntrySchema) },
      },
    },
    (request) => wishlist.wishlistOf(db, signedInUser(request), request.params.userId),
  );

  app.post(
    "/wishlist",
    { schema: { body: addWishlistSchema, response: { 201: wishlistAddedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await wishlist.addEntry(db, signedInUser(request), request.body.productId)),
  );

  app.delete(
    "/wishlist/:entryId",
    {
      schema: {
        params: z.object({ entryId: z.uuid({ error: "Wishlist entry not found" }) }),
        response: { 200: wishlistRemovedSchema },
      },
    },
    (request) => wishlist.removeEntry(db, signedInUser(request), request.params.entryId),
  );
};
