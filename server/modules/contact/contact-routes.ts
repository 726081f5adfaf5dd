import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CONTACT_MESSAGES, contactResponseSchema, contactSchema } from "@contract/contact";
import { requestLanguage } from "../../lib/response-language";
import { createContactQuery, type ContactDeps } from "./contact-service";

/** Carrier-grade NAT puts many people behind one address, so the per-IP ceiling is generous; it still stops a flood. */
const CONTACT_RATE_LIMIT = { max: 60, timeWindow: "1 hour" };

export const contactRoutes: FastifyPluginAsyncZod<Omit<ContactDeps, "db" | "log">> = async (app, options) => {
  app.post(
    "/contact",
    {
      config: {
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          errorResponseBuilder: (_req, ctx) => ({
            statusCode: 429,
            message: `Too many messages from your network. Please try again in ${Math.ceil(ctx.ttl / 60_000)} minutes.`,
          }),
        },
      },
      schema: { body: contactSchema, response: { 200: contactResponseSchema } },
    },
    async (request) => {
      const deps = { db: app.database.db, log: request.log, ...options };
      const { reference } = await createContactQuery(deps, request.body, requestLanguage(request));
      if (!reference) return { success: true, message: CONTACT_MESSAGES.success };
      return { success: true, message: CONTACT_MESSAGES.grievance(reference), reference };
    },
  );
};
