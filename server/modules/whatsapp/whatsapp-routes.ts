import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { whatsAppOptInSchema, whatsAppOptInViewSchema } from "@contract/whatsapp";
import type { Db } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { requestLanguage } from "../../lib/response-language";
import { requireUser, signedInUser } from "../auth";
import { optInView, setOptIn } from "./opt-in-service";
import { handleWebhook, verifySubscription, type WebhookDeps } from "./webhook";

const subscriptionCheck = z.object({
  "hub.mode": z.string().max(40).optional(),
  "hub.verify_token": z.string().max(500).optional(),
  "hub.challenge": z.string().max(200).optional(),
});

/** Ticking the box now and then is normal; thousands of ticks are not. */
const TICK_LIMIT = { rateLimit: { max: 120, timeWindow: "15 minutes" } };

/** The Account tab's WhatsApp box (docs/providers/whatsapp.md#opt-in). */
export const whatsAppOptInRoutes: FastifyPluginAsyncZod<{ db: Db; available: boolean }> = async (app, context) => {
  app.get(
    "/whatsapp/opt-in",
    { preHandler: requireUser, schema: { response: { 200: whatsAppOptInViewSchema } } },
    (request) => optInView(context, signedInUser(request).id, requestLanguage(request)),
  );
  app.put(
    "/whatsapp/opt-in",
    {
      preHandler: requireUser,
      config: TICK_LIMIT,
      schema: { body: whatsAppOptInSchema, response: { 200: whatsAppOptInViewSchema } },
    },
    (request) =>
      setOptIn(context, signedInUser(request).id, request.body, {
        ip: request.ip,
        language: requestLanguage(request),
      }),
  );
};

/**
 * Meta's webhook (docs/providers/whatsapp.md#webhook). Its body is signed over the exact bytes sent, so it is kept
 * raw for the HMAC and parsed only after the signature matches.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsync<{ deps: WebhookDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/webhooks/whatsapp",
    { schema: { querystring: subscriptionCheck, response: { 200: z.string() } } },
    async (request, reply) => {
      const challenge = verifySubscription(deps.settings, request.query);
      if (!challenge) throw forbidden("The verify token does not match");
      return reply.type("text/plain").send(challenge);
    },
  );
  typed.post(
    "/webhooks/whatsapp",
    { schema: { response: { 200: z.object({ received: z.boolean() }) } } },
    (request) => {
      const signature = request.headers["x-hub-signature-256"];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handleWebhook(deps, raw, typeof signature === "string" ? signature : undefined);
    },
  );
};
