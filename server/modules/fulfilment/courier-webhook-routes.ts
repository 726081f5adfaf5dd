import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readCourierWebhook, type CourierSettings } from "../shipping";
import { recordScans } from "./courier-scans";
import type { FulfilmentDeps } from "./fulfilment-deps";

/**
 * Shiprocket's tracking webhook, where the courier's scans enter the fulfilment workflow (docs/providers/shiprocket.md): its URL may not contain "shiprocket", "kartrocket", "sr" or "kr",
 * so it is /api/webhooks/courier. The token in `x-api-key` is the only proof it is Shiprocket's (no signature):
 * a wrong one is 401. With the right one every delivery answers 200, since Shiprocket expects nothing else: a body
 * we cannot read or an AWB that is none of ours is logged and ignored, and the tracking job catches what is missed.
 */

/** A whole scan history is a few kilobytes; anything near a megabyte is not Shiprocket's. */
const BODY_LIMIT = 64 * 1024;

const digest = (value: string) => createHash("sha256").update(value).digest();
/** Timing-safe whatever the lengths: both sides hashed to one length first. */
const sameToken = (expected: string, received: string) => timingSafeEqual(digest(expected), digest(received));

export const courierWebhookRoutes: FastifyPluginAsyncZod<{
  courier: CourierSettings;
  deps: FulfilmentDeps;
}> = async (app, { courier, deps }) => {
  // Any body is read as text and parsed here, so malformed JSON is ignored with a 200 rather than refused.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch {
      done(null, undefined);
    }
  });

  app.post(
    "/webhooks/courier",
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        body: z.unknown(),
        response: {
          200: z.object({ received: z.boolean() }),
          401: z.object({ message: z.string(), code: z.string() }),
        },
      },
      onRequest: async (request, reply) => {
        const key = request.headers["x-api-key"];
        if (!courier.webhookToken || typeof key !== "string" || !sameToken(courier.webhookToken, key))
          return reply.status(401).send({ message: "Invalid webhook token", code: "unauthorized" });
      },
    },
    async (request) => {
      const delivery = readCourierWebhook(request.body);
      if (!delivery) {
        request.log.warn("courier webhook without a readable AWB; ignored");
        return { received: true };
      }
      try {
        const fresh = await recordScans(deps, delivery.awb, delivery.scans, delivery.etd);
        if (fresh === undefined) request.log.warn({ awb: delivery.awb }, "courier webhook for an unknown AWB; ignored");
      } catch (err) {
        // Never a 5xx to Shiprocket: the tracking job reads this AWB again within minutes.
        request.log.error(
          { awb: delivery.awb, err: err instanceof Error ? err.message : String(err) },
          "courier webhook not stored",
        );
      }
      return { received: true };
    },
  );
};
