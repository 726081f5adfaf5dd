import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  counterOfferSchema,
  makeOfferSchema,
  offerCreatedSchema,
  offerPageQuerySchema,
  offerSchema,
} from "@contract/offers";
import type { Mailer } from "../../lib/mailer";
import { requireUser, signedInUser } from "../auth";
import { offerRulesSchema } from "@contract/seller-offer-rules";
import * as offers from "./offers-service";
import { offerRulesOf, setOfferRules } from "./offer-rules";

const userParams = z.object({ userId: z.uuid({ error: "userId must be a user id" }) });
const idParams = z.object({ id: z.uuid({ error: "Offer not found" }) });
const productParams = z.object({ id: z.uuid({ error: "Product not found" }) });

export const offerRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const db = app.database.db;
  const deps = { db, mailer, log: app.log, publicUrl: app.config.publicUrl };
  app.addHook("onRequest", requireUser);

  app.post(
    "/offers",
    { schema: { body: makeOfferSchema, response: { 201: offerCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await offers.makeOffer(deps, signedInUser(request), request.body)),
  );

  const list = { response: { 200: z.array(offerSchema) } };
  app.get(
    "/offers/buyer/:userId",
    { schema: { params: userParams, querystring: offerPageQuerySchema, ...list } },
    (request) =>
      offers.offersMadeBy(db, signedInUser(request), request.params.userId, request.query.limit, request.query.offset),
  );
  app.get(
    "/offers/seller/:userId",
    { schema: { params: userParams, querystring: offerPageQuerySchema, ...list } },
    (request) =>
      offers.offersReceivedBy(
        db,
        signedInUser(request),
        request.params.userId,
        request.query.limit,
        request.query.offset,
      ),
  );
  app.get(
    "/offers/product/:id",
    { schema: { params: productParams, querystring: offerPageQuerySchema, ...list } },
    (request) =>
      offers.offersOnListing(db, signedInUser(request), request.params.id, request.query.limit, request.query.offset),
  );

  const answer = { params: idParams, response: { 200: offerSchema } };
  for (const action of ["accept", "reject", "accept-counter", "decline-counter"] as const) {
    app.put(`/offers/:id/${action}`, { schema: answer }, (request) =>
      offers.answerOffer(deps, signedInUser(request), request.params.id, action),
    );
  }
  app.put("/offers/:id/withdraw", { schema: answer }, (request) =>
    offers.withdrawOffer(deps, signedInUser(request), request.params.id),
  );
  app.get(
    "/offers/product/:id/mine",
    { schema: { params: productParams, response: { 200: z.object({ offer: offerSchema.nullable() }) } } },
    (request) => offers.myOfferOn(db, signedInUser(request), request.params.id),
  );
  app.put("/offers/:id/counter", { schema: { ...answer, body: counterOfferSchema } }, (request) =>
    offers.answerOffer(deps, signedInUser(request), request.params.id, "counter", request.body.counterAmount),
  );

  // The seller's private offer rules (decision 0050): the owner writes them, the owner or an admin reads them.
  const rules = z.object({ autoAcceptAt: z.number().nullable(), autoDeclineBelow: z.number().nullable() });
  app.get("/products/:id/offer-rules", { schema: { params: productParams, response: { 200: rules } } }, (request) =>
    offerRulesOf(db, signedInUser(request), request.params.id),
  );
  app.put(
    "/products/:id/offer-rules",
    { schema: { params: productParams, body: offerRulesSchema, response: { 200: rules } } },
    (request) => setOfferRules(db, signedInUser(request), request.params.id, request.body),
  );
};
