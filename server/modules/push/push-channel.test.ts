import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PushPayload } from "@contract/push";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import { pushSubscriptions } from "../../db/schema/push-subscriptions";
import type { Outgoing } from "../notifications";
import { payloadOf, pushChannel, retryAfterSeconds } from "./push-channel";
import { vapidAuthorization } from "./push-sender";
import { pushSettings } from "./push-settings";
import { pushTestApp } from "./push-test-kit";

const t = pushTestApp();
const { account, req } = t;

const ORDER_LINK = "/track-orders/3f0c9a52-8d7e-4a61-9b2e-5c1d0e7f6a10";

async function channel() {
  return pushChannel(await pushSettings(t.app.config, t.app.database));
}

async function personWithDevices(devices: number) {
  const me = await account();
  const subs = Array.from({ length: devices }, () => t.peer.subscription());
  for (const s of subs) expect((await req("POST", "/api/push/subscriptions", me.token, s)).statusCode).toBe(201);
  return { me, subs };
}

function outgoing(userId: string, deliveryId: string, extra: Partial<Outgoing> = {}): Outgoing {
  return {
    deliveryId,
    notificationId: "00000000-0000-4000-8000-000000000000",
    userId,
    type: "order_placed",
    urgent: true,
    language: "en",
    title: "New order: accept it",
    message: "Asha bought your almirah. Accept the order within 48 hours.",
    link: ORDER_LINK,
    ...extra,
  };
}

const subscriptionRows = (userId: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe("the push channel against a push service", () => {
  it("sends an encrypted, VAPID-signed message to each device (201: sent)", async () => {
    const { me, subs } = await personWithDevices(2);
    const { delivery } = await t.delivery(me.user.id, ORDER_LINK);
    const before = t.peer.received.length;
    const result = await (await channel()).send(outgoing(me.user.id, delivery.id));
    expect(result).toEqual({ outcome: "sent", providerId: delivery.id });
    const got = t.peer.received.slice(before);
    expect(got.map((g) => g.path).sort()).toEqual(subs.map((s) => new URL(s.endpoint).pathname).sort());
    expect(t.peer.problems).toEqual([]);
    const publicKey = (await req("GET", "/api/push/public-key")).json().publicKey as string;
    for (const g of got) {
      expect(JSON.parse(g.text) as PushPayload).toEqual({
        title: "New order: accept it",
        body: "Asha bought your almirah. Accept the order within 48 hours.",
        icon: "/icons/icon-192.png",
        link: ORDER_LINK,
        deliveryId: delivery.id,
      });
      expect(g.headers).toMatchObject({
        ttl: "86400",
        urgency: "high",
        topic: delivery.id.replaceAll("-", ""),
        "content-encoding": "aes128gcm",
      });
      expect(g.vapidKey).toBe(publicKey);
      expect(g.claims.aud).toBe(new URL(subs[0]!.endpoint).origin);
      expect(g.claims.sub).toBe("mailto:support@dobara.in");
      expect(g.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(g.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
    }
    expect((await subscriptionRows(me.user.id)).every((r) => r.lastSuccessAt !== null)).toBe(true);
  });

  it("sends normal urgency for news that can wait", async () => {
    const { me } = await personWithDevices(1);
    const before = t.peer.received.length;
    await (await channel()).send(outgoing(me.user.id, crypto.randomUUID(), { urgent: false }));
    expect(t.peer.received[before]!.headers.urgency).toBe("normal");
  });

  it("skips a person with no device", async () => {
    const me = await account();
    expect(await (await channel()).send(outgoing(me.user.id, crypto.randomUUID()))).toEqual({
      outcome: "skipped",
      reason: "no device has notifications on",
    });
  });

  it("removes a device its push service calls gone (410) or expired (404), and keeps the others", async () => {
    const { me, subs } = await personWithDevices(3);
    t.peer.answer(subs[0]!.endpoint, { status: 410 });
    t.peer.answer(subs[1]!.endpoint, { status: 404 });
    const result = await (await channel()).send(outgoing(me.user.id, crypto.randomUUID()));
    expect(result.outcome).toBe("sent");
    expect((await subscriptionRows(me.user.id)).map((r) => r.endpoint)).toEqual([subs[2]!.endpoint]);
  });

  it("skips when every device is gone", async () => {
    const { me, subs } = await personWithDevices(1);
    t.peer.answer(subs[0]!.endpoint, { status: 410 });
    expect((await (await channel()).send(outgoing(me.user.id, crypto.randomUUID()))).outcome).toBe("skipped");
    expect(await subscriptionRows(me.user.id)).toEqual([]);
  });

  it("retries after Retry-After on 429, and sends on the next turn", async () => {
    const { me, subs } = await personWithDevices(1);
    t.peer.answer(subs[0]!.endpoint, { status: 429, retryAfter: "120" });
    const id = crypto.randomUUID();
    const push = await channel();
    expect(await push.send(outgoing(me.user.id, id))).toEqual({
      outcome: "retry",
      error: "push service answered 429",
      retryAfterSeconds: 120,
    });
    expect(await subscriptionRows(me.user.id)).toHaveLength(1);
    expect(await push.send(outgoing(me.user.id, id))).toEqual({ outcome: "sent", providerId: id });
  });

  it("retries on a 5xx or no answer at all", async () => {
    const { me, subs } = await personWithDevices(1);
    t.peer.answer(subs[0]!.endpoint, { status: 503 });
    expect(await (await channel()).send(outgoing(me.user.id, crypto.randomUUID()))).toEqual({
      outcome: "retry",
      error: "push service answered 503",
    });
    const gone = await account();
    // A port nobody listens on: connection refused.
    await t.db
      .insert(pushSubscriptions)
      .values({ userId: gone.user.id, endpoint: "http://127.0.0.1:9/push/x", ...subs[0]!.keys });
    expect((await (await channel()).send(outgoing(gone.user.id, crypto.randomUUID()))).outcome).toBe("retry");
  });

  it("fails for good when the push service refuses the request (403)", async () => {
    const { me, subs } = await personWithDevices(1);
    t.peer.answer(subs[0]!.endpoint, { status: 403 });
    expect(await (await channel()).send(outgoing(me.user.id, crypto.randomUUID()))).toEqual({
      outcome: "failed",
      error: "push service refused: 403",
    });
    expect(await subscriptionRows(me.user.id)).toHaveLength(1);
  });

  it("never connects to an inward address, even one stored before the rules", async () => {
    const me = await account();
    const { keys } = t.peer.subscription();
    await t.db.insert(pushSubscriptions).values({ userId: me.user.id, endpoint: "https://10.0.0.1/push", ...keys });
    const result = await (await channel()).send(outgoing(me.user.id, crypto.randomUUID()));
    expect(result).toMatchObject({ outcome: "retry" });
  });
});

describe("the service worker's receipt", () => {
  const status = async (id: string) =>
    (await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)))[0]!.status;

  it("moves a sent push delivery to delivered; replays, forged and unknown ids change nothing", async () => {
    const { me } = await personWithDevices(1);
    const { delivery } = await t.delivery(me.user.id);
    const other = await t.delivery(me.user.id);
    expect((await (await channel()).send(outgoing(me.user.id, delivery.id))).outcome).toBe("sent");
    await t.db
      .update(notificationDeliveries)
      .set({ status: "sent", providerId: delivery.id })
      .where(eq(notificationDeliveries.id, delivery.id));

    const receipt = (deliveryId: unknown) => req("POST", "/api/push/receipts", undefined, { deliveryId });
    expect((await receipt(crypto.randomUUID())).statusCode).toBe(200);
    // The other delivery was never sent by push (no provider id): its id alone moves nothing.
    expect((await receipt(other.delivery.id)).statusCode).toBe(200);
    expect(await status(other.delivery.id)).toBe("sending");
    expect(await status(delivery.id)).toBe("sent");

    expect((await receipt(delivery.id)).statusCode).toBe(200);
    expect(await status(delivery.id)).toBe("delivered");
    await t.db.update(notificationDeliveries).set({ status: "read" }).where(eq(notificationDeliveries.id, delivery.id));
    expect((await receipt(delivery.id)).statusCode).toBe(200);
    expect(await status(delivery.id)).toBe("read");

    expect((await receipt("not-an-id")).statusCode).toBe(400);
    expect((await receipt(undefined)).statusCode).toBe(400);
  });

  it("is rate limited per address", async () => {
    const answers = [];
    for (let i = 0; i < 125; i++)
      answers.push(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/push/receipts",
            payload: { deliveryId: crypto.randomUUID() },
            remoteAddress: "198.51.100.9",
          })
        ).statusCode,
      );
    expect(answers.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(answers.slice(120)).toEqual(Array(5).fill(429));
  });
});

describe("the payload and Retry-After", () => {
  it("cuts a long message so the encrypted body fits one 4096-byte record", () => {
    const text = payloadOf(outgoing("u", crypto.randomUUID(), { message: "क".repeat(3000) }));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(3993);
    expect((JSON.parse(text) as PushPayload).body.endsWith("…")).toBe(true);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-11-28T10:00:00Z");
    expect(retryAfterSeconds("30", now)).toBe(30);
    expect(retryAfterSeconds("Sat, 28 Nov 2026 10:02:00 GMT", now)).toBe(120);
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
  });
});

describe("the VAPID signature", () => {
  it("is signed once per push service and reused until it has under an hour left", async () => {
    const { vapid } = await pushSettings(t.app.config, t.app.database);
    const now = Date.now();
    const claims = (header: string) =>
      JSON.parse(Buffer.from(/t=[^.]+\.([^.]+)\./.exec(header)![1]!, "base64url").toString("utf8")) as {
        aud: string;
        exp: number;
      };
    const first = vapidAuthorization("https://fcm.googleapis.com", vapid, now);
    expect(claims(first)).toMatchObject({ aud: "https://fcm.googleapis.com", exp: Math.floor(now / 1000) + 12 * 3600 });
    expect(vapidAuthorization("https://fcm.googleapis.com", vapid, now + 10 * 3600_000)).toBe(first);
    expect(claims(vapidAuthorization("https://updates.push.services.mozilla.com", vapid, now)).aud).toBe(
      "https://updates.push.services.mozilla.com",
    );
    const renewed = vapidAuthorization("https://fcm.googleapis.com", vapid, now + 11 * 3600_000 + 1000);
    expect(renewed).not.toBe(first);
    expect(claims(renewed).exp).toBe(Math.floor((now + 11 * 3600_000 + 1000) / 1000) + 12 * 3600);
  });
});
