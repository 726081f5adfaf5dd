import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        response: {
          200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
          503: z.object({ status: z.literal("unavailable"), database: z.literal("unreachable") }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: "ok" as const, database: "ok" as const };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.status(503).send({ status: "unavailable" as const, database: "unreachable" as const });
      }
    },
  );
};
