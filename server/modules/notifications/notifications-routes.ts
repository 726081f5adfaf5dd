import type { ServerResponse } from "node:http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notificationListSchema, notificationPageQuerySchema, STREAM_HEARTBEAT_SECONDS } from "@contract/notifications";
import { requireUser, signedInUser } from "../auth";
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
   */
  const open = new Set<ServerResponse>();
  // A stream never ends by itself: shutting down ends them, and drops their sockets so close need not wait.
  app.addHook("preClose", async () => {
    for (const res of open) {
      res.end();
      res.socket?.destroy();
    }
  });
  app.get("/notifications/stream", (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      "x-request-id": request.id,
    });
    res.write(`retry: 3000\n: connected\n\n`);
    open.add(res);
    const unsubscribe = bus.subscribe(signedInUser(request).id, (n) =>
      res.write(`event: notification\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`),
    );
    const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), STREAM_HEARTBEAT_SECONDS * 1000);
    // The page went away (or the stream was ended): the socket is half-open until we drop our side too.
    const done = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
      request.raw.socket.destroy();
    };
    request.raw.socket.once("end", done);
    res.once("close", done);
  });
};
