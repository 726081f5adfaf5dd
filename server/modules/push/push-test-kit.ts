import { afterAll, beforeAll } from "vitest";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import { notifications } from "../../db/schema/notifications";
import { slowPglite } from "../../test/slow-pglite";
import { startPushServicePeer } from "../../test/push-service-peer";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";

/**
 * The real app (loopback endpoints let through, PGlite slowed so racing requests interleave) and a push-service peer
 * on loopback, for the push module's tests.
 */
export function pushTestApp() {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let peer: Awaited<ReturnType<typeof startPushServicePeer>>;
  beforeAll(async () => {
    peer = await startPushServicePeer();
    t = await createTestApp({ WEB_PUSH_ALLOW_LOOPBACK: "1" }, {}, { wrapEmbedded: slowPglite });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });
  return {
    get app() {
      return t.app;
    },
    get db() {
      return t.db;
    },
    get peer() {
      return peer;
    },
    account: () => testAccount(t.db, { role: "seller", label: "Pusher" }),
    req: (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args),
    /** A notification with a queued push delivery, as the event's transaction writes them (decision 0048). */
    async delivery(userId: string, link = "/track-orders/00000000-0000-4000-8000-000000000001") {
      const [notification] = await t.db
        .insert(notifications)
        .values({ userId, type: "order_placed", title: "New order", message: "Accept it within 48 hours", link })
        .returning();
      const [delivery] = await t.db
        .insert(notificationDeliveries)
        .values({ notificationId: notification!.id, userId, channel: "push", status: "sending" })
        .returning();
      return { notification: notification!, delivery: delivery! };
    },
  };
}
