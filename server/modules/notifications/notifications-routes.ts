import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notificationListSchema, notificationPageQuerySchema } from "@contract/notifications";
import { requireUser, signedInSessionId, signedInUser } from "../auth";
import { createLiveStreams } from "./live-streams";
import type { NotificationBus } from "./notification-bus";
import * as notifications from "./notifications-service";

const readResultSchema = z.object({ success: z.boolean(), unreadCount: z.number() });

export const notificationRoutes: FastifyPluginAsyncZod<{ bus: NotificationBus }> = async (app, { bus }) => {
  const db = app.database.db;
  app.addHook("onRequest", requireUser);

  app.get(
    "/notifications",
    { schema: { querystring: notificationPageQuerySchema, response: { 200: notificationListSchema } } },
    (request) => notifications.notificationsOf(db, signedInUser(request).id, request.query.limit, request.query.offset),
  );

  app.put(
    "/notifications/mark-all-read",
    { schema: { response: { 200: readResultSchema.extend({ updated: z.number() }) } } },
    (request) => notifications.readAll(db, signedInUser(request).id),
  );

  app.put(
    "/notifications/:id/read",
    {
      schema: {
        params: z.object({ id: z.uuid({ error: "Notification not found" }) }),
        response: { 200: readResultSchema },
      },
    },
    (request) => notifications.readOne(db, signedInUser(request).id, request.params.id),
  );

  /**
   * Server-Sent Events: each new notification of the signed-in user as `event: notification`. The page reads it
   * with fetch (so the token travels in the Authorization header, never in a URL that logs keep). Decision 0010.
   * The stream ends with its session, and when the user opens more than MAX_STREAMS_PER_USER.
   */
  const streams = createLiveStreams(db, bus, app.log);
  app.addHook("preClose", () => streams.close());
  app.get("/notifications/stream", async (request, reply) => {
    const admitted = {
      userId: signedInUser(request).id,
      sessionId: signedInSessionId(request),
    };
    const id = await streams.admit(admitted.userId, admitted.sessionId);
    reply.hijack();
    streams.attach({ id, ...admitted }, reply.raw, request.id);
  });
};
