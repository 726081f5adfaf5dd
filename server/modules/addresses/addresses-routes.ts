import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { savedAddressSchema } from "@contract/addresses";
import {
  ADDRESS_MESSAGES,
  createAddressSchema,
  pincodeParamsSchema,
  pincodePlaceSchema,
  updateAddressSchema,
} from "@contract/checkout";
import { requireUser, signedInUser } from "../auth";
import * as addresses from "./addresses-service";

const userParams = z.object({ userId: z.uuid({ error: "Unknown user" }) });
const idParams = z.object({ id: z.uuid({ error: ADDRESS_MESSAGES.notFound }) });

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook("onRequest", requireUser);

  app.get(
    "/addresses/:userId",
    { schema: { params: userParams, response: { 200: z.array(savedAddressSchema) } } },
    (request) => addresses.addressesOf(db, signedInUser(request), request.params.userId),
  );

  app.post(
    "/addresses",
    {
      schema: {
        body: createAddressSchema,
        response: { 201: savedAddressSchema.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const address = await addresses.addAddress(db, signedInUser(request), request.body);
      return reply.status(201).send({ ...address, message: ADDRESS_MESSAGES.saved });
    },
  );

  app.put(
    "/addresses/:id",
    {
      schema: {
        params: idParams,
        body: updateAddressSchema,
        response: { 200: savedAddressSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      ...(await addresses.editAddress(db, signedInUser(request), request.params.id, request.body)),
      message: ADDRESS_MESSAGES.saved,
    }),
  );

  app.get(
    "/pincodes/:pincode",
    { schema: { params: pincodeParamsSchema, response: { 200: pincodePlaceSchema } } },
    (request) => addresses.placeOfPincode(request.params.pincode),
  );

  app.delete(
    "/addresses/:id",
    { schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await addresses.removeAddress(db, signedInUser(request), request.params.id);
      return { message: ADDRESS_MESSAGES.deleted };
    },
  );
};
