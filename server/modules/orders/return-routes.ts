import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MESSAGES, returnRequestSchema, returnViewSchema, sellerReturnNoteSchema } from "@contract/orders";
import type { Storage } from "../../lib/storage";
import { signedInUser } from "../auth";
import { addSellerNote } from "./return-checks";
import { withReturnPhotos } from "./return-photos";
import * as returns from "./returns-service";

const idParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });

/** A claim's photos come as data-URLs, as a listing's do: up to 25 MB for the request as a whole. */
const RETURN_BODY_LIMIT = 25 * 1024 * 1024;

/**
 * The buyer's return claim and the seller's note on it, each with photos stored as listing photos are (removed again
 * if the request is refused). The seller's check is the fulfilment workflow's (it refunds).
 */
export function registerReturnRoutes(app: FastifyInstance, storage: Storage) {
  const db = app.database.db;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/orders/:id/return",
    {
      bodyLimit: RETURN_BODY_LIMIT,
      schema: { params: idParams, body: returnRequestSchema, response: { 201: returnViewSchema } },
    },
    async (request, reply) => {
      const { photos, ...claim } = request.body;
      const view = await withReturnPhotos(storage, photos, (stored) =>
        returns.requestReturn(db, signedInUser(request), request.params.id, claim, stored),
      );
      return reply.status(201).send(view);
    },
  );
  typed.put(
    "/orders/:id/return/note",
    {
      bodyLimit: RETURN_BODY_LIMIT,
      schema: { params: idParams, body: sellerReturnNoteSchema, response: { 200: z.array(returnViewSchema) } },
    },
    async (request) => {
      const { note, photos } = request.body;
      await withReturnPhotos(storage, photos, (stored) =>
        addSellerNote(db, signedInUser(request), request.params.id, note, stored),
      );
      return returns.returnsOf(db, signedInUser(request), request.params.id);
    },
  );
}
