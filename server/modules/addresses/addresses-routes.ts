import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { savedAddressSchema } from "@contract/addresses";
import { forbidden } from "../../lib/errors";
import { requireUser } from "../auth/auth-guard";
import { listAddresses } from "./addresses-repo";

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/addresses/:userId",
    { preHandler: requireUser, schema: { params: z.object({ userId: z.uuid({ error: "Unknown user" }) }), response: { 200: z.array(savedAddressSchema) } } },
    async (request) => {
      if (request.params.userId !== request.user!.id && request.user!.role !== "admin") throw forbidden("You can only see your own addresses");
      return listAddresses(app.database.db, request.params.userId);
    },
  );
};
