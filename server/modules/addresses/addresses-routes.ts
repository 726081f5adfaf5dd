import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { savedAddressSchema } from "@contract/addresses";
import { requireUser } from "../auth";
import { addressesOf } from "./addresses-service";

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/addresses/:userId",
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ userId: z.uuid({ error: "Unknown user" }) }),
        response: { 200: z.array(savedAddressSchema) },
      },
    },
    (request) => addressesOf(app.database.db, request.user!, request.params.userId),
  );
};
