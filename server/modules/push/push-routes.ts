import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PUSH_MESSAGES, pushEndpointSchema, pushReceiptSchema, pushSubscriptionSchema } from "@contract/push";
import { requireUser, signedInUser } from "../auth";
import * as push from "./push-service";
import type { PushSettings } from "./push-settings";

const messageSchema = z.object({ message: z.string() });

/** Web Push (docs/providers/web-push.md): the public key, this device's subscription, and the device's receipts. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushSettings }> = async (app, { push: settings }) => {
  const db = settings.db;

  app.get("/push/public-key", { schema: { response: { 200: z.object({ publicKey: z.string() }) } } }, () => ({
    publicKey: settings.vapid.publicKey,
  }));

  app.post(
    "/push/subscriptions",
    {
      onRequest: requireUser,
      // A ceiling against floods from one address (many phones share a carrier's); the device limit is the real one.
      config: { rateLimit: { max: 300, timeWindow: "15 minutes" } },
      schema: { body: pushSubscriptionSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await push.subscribe(settings, signedInUser(request).id, request.body);
      return reply.status(201).send({ message: PUSH_MESSAGES.saved });
    },
  );

  app.delete(
    "/push/subscriptions",
    { onRequest: requireUser, schema: { body: pushEndpointSchema, response: { 200: messageSchema } } },
    async (request) => {
      await push.unsubscribe(db, signedInUser(request).id, request.body.endpoint);
      return { message: PUSH_MESSAGES.removed };
    },
  );

  // Unauthenticated (the service worker holds no session): the delivery's id, unguessable, is the only proof, and
  // the answer is the same whether it moved anything, so ids cannot be probed.
  app.post(
    "/push/receipts",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: { body: pushReceiptSchema, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await push.recordReceipt(db, request.body.deliveryId);
      return { ok: true as const };
    },
  );
};
