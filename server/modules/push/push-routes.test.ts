import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUSH_DEVICE_LIMIT, PUSH_MESSAGES } from "@contract/push";
import { pushSubscriptions } from "../../db/schema/push-subscriptions";
import { erasePushSubscriptions } from "./index";
import { pushTestApp } from "./push-test-kit";

const t = pushTestApp();
const { account, req } = t;

const rowsOf = (userId: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const keysOf = () => t.peer.subscription().keys;

describe("the public key", () => {
  it("answers the installation's VAPID public key, the same each time, to anyone", async () => {
    const first = await req("GET", "/api/push/public-key");
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await req("GET", "/api/push/public-key")).json()).toEqual(first.json());
  });
});

describe("subscribing a device", () => {
  it("keeps several devices of one person, and re-posting an endpoint updates its row", async () => {
    const me = await account();
    const phone = t.peer.subscription();
    const laptop = t.peer.subscription();
    const res = await req("POST", "/api/push/subscriptions", me.token, phone);
    expect(res.json()).toEqual({ message: PUSH_MESSAGES.saved });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: PUSH_MESSAGES.saved });
    expect((await req("POST", "/api/push/subscriptions", me.token, laptop)).statusCode).toBe(201);
    const fresh = keysOf();
    expect((await req("POST", "/api/push/subscriptions", me.token, { ...phone, keys: fresh })).statusCode).toBe(201);
    const rows = await rowsOf(me.user.id);
    expect(rows.map((r) => r.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(rows.find((r) => r.endpoint === phone.endpoint)).toMatchObject({ p256dh: fresh.p256dh, auth: fresh.auth });
  });

  it("needs a signed-in person", async () => {
    expect((await req("POST", "/api/push/subscriptions", undefined, t.peer.subscription())).statusCode).toBe(401);
    expect((await req("DELETE", "/api/push/subscriptions", undefined, { endpoint: "https://a.b/c" })).statusCode).toBe(
      401,
    );
  });

  it("refuses an eleventh device with words, but still takes an endpoint it already has", async () => {
    const me = await account();
    const subs = Array.from({ length: PUSH_DEVICE_LIMIT }, () => t.peer.subscription());
    for (const s of subs) expect((await req("POST", "/api/push/subscriptions", me.token, s)).statusCode).toBe(201);
    const more = await req("POST", "/api/push/subscriptions", me.token, t.peer.subscription());
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(PUSH_MESSAGES.limit);
    expect((await req("POST", "/api/push/subscriptions", me.token, subs[3])).statusCode).toBe(201);
    expect(await rowsOf(me.user.id)).toHaveLength(PUSH_DEVICE_LIMIT);
  });

  it("leaves one row for 20 racing posts of one endpoint, and never more than the limit for 20 different ones", async () => {
    const me = await account();
    const one = t.peer.subscription();
    const same = await Promise.all(
      Array.from({ length: 20 }, () => req("POST", "/api/push/subscriptions", me.token, { ...one, keys: keysOf() })),
    );
    expect(same.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await rowsOf(me.user.id)).toHaveLength(1);

    const other = await account();
    const many = await Promise.all(
      Array.from({ length: 20 }, () => req("POST", "/api/push/subscriptions", other.token, t.peer.subscription())),
    );
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(PUSH_DEVICE_LIMIT);
    expect(many.filter((r) => r.statusCode === 409)).toHaveLength(20 - PUSH_DEVICE_LIMIT);
    expect(await rowsOf(other.user.id)).toHaveLength(PUSH_DEVICE_LIMIT);
  });

  it("moves a browser's endpoint to whoever signs in on it next", async () => {
    const first = await account();
    const second = await account();
    const sub = t.peer.subscription();
    expect((await req("POST", "/api/push/subscriptions", first.token, sub)).statusCode).toBe(201);
    expect((await req("POST", "/api/push/subscriptions", second.token, sub)).statusCode).toBe(201);
    expect(await rowsOf(first.user.id)).toHaveLength(0);
    expect(await rowsOf(second.user.id)).toHaveLength(1);
  });

  const refused: [string, unknown, string][] = [
    ["plain http", { endpoint: "http://203.0.113.7/push/x" }, PUSH_MESSAGES.endpoint],
    ["http on a public name", { endpoint: "http://example.com/push/x" }, PUSH_MESSAGES.endpoint],
    ["another scheme", { endpoint: "ftp://203.0.113.7/push/x" }, PUSH_MESSAGES.endpoint],
    ["not a URL", { endpoint: "push service" }, PUSH_MESSAGES.endpoint],
    ["credentials in it", { endpoint: "https://user:pw@203.0.113.7/push" }, PUSH_MESSAGES.endpoint],
    ["a private address", { endpoint: "https://10.1.2.3/push/x" }, PUSH_MESSAGES.endpointPrivate],
    ["a private 192.168 address", { endpoint: "https://192.168.1.10/push" }, PUSH_MESSAGES.endpointPrivate],
    ["a private 172.16 address", { endpoint: "https://172.20.0.5/push" }, PUSH_MESSAGES.endpointPrivate],
    ["the metadata service", { endpoint: "https://169.254.169.254/latest" }, PUSH_MESSAGES.endpointPrivate],
    ["loopback over https", { endpoint: "https://127.0.0.2:8443/push" }, PUSH_MESSAGES.endpointPrivate],
    ["a name for loopback", { endpoint: "https://localhost/push" }, PUSH_MESSAGES.endpointPrivate],
    ["IPv6 loopback", { endpoint: "https://[::1]/push" }, PUSH_MESSAGES.endpointPrivate],
    ["IPv6 link-local", { endpoint: "https://[fe80::1]/push" }, PUSH_MESSAGES.endpointPrivate],
    ["IPv6 unique local", { endpoint: "https://[fd00::5]/push" }, PUSH_MESSAGES.endpointPrivate],
    ["IPv4 inside IPv6", { endpoint: "https://[::ffff:10.0.0.1]/push" }, PUSH_MESSAGES.endpointPrivate],
    ["a decimal IPv4", { endpoint: "https://2130706433/push" }, PUSH_MESSAGES.endpointPrivate],
    ["a name nobody has", { endpoint: "https://no-such-push-host.invalid/push" }, PUSH_MESSAGES.endpointUnknown],
    ["over 2 KB", { endpoint: `https://203.0.113.7/${"a".repeat(2100)}` }, PUSH_MESSAGES.endpointTooLong],
  ];

  it.each(refused)("refuses %s with 400 and stores nothing", async (_name, body, message) => {
    const me = await account();
    const res = await req("POST", "/api/push/subscriptions", me.token, { ...(body as object), keys: keysOf() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });

  const badKeys: [string, unknown][] = [
    ["no keys", undefined],
    ["a short p256dh", { p256dh: "BAAA", auth: "AAAAAAAAAAAAAAAAAAAAAA" }],
    ["a p256dh not on the curve", { p256dh: `B${"A".repeat(86)}`, auth: "AAAAAAAAAAAAAAAAAAAAAA" }],
    ["standard base64", { p256dh: `B${"+".repeat(86)}`, auth: "AAAAAAAAAAAAAAAAAAAAAA" }],
    ["a short auth", { p256dh: "", auth: "AAAA" }],
    ["numbers", { p256dh: 4, auth: 5 }],
  ];

  it.each(badKeys)("refuses %s with 400", async (_name, keys) => {
    const me = await account();
    const sub = t.peer.subscription();
    const res = await req("POST", "/api/push/subscriptions", me.token, {
      endpoint: sub.endpoint,
      keys: keys === undefined ? undefined : { ...sub.keys, ...(keys as object) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(PUSH_MESSAGES.keys);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });
});

describe("turning a device off", () => {
  it("removes only the person's own endpoint; someone else's answers 404 and stays", async () => {
    const me = await account();
    const other = await account();
    const mine = t.peer.subscription();
    const theirs = t.peer.subscription();
    await req("POST", "/api/push/subscriptions", me.token, mine);
    await req("POST", "/api/push/subscriptions", other.token, theirs);
    const wrong = await req("DELETE", "/api/push/subscriptions", me.token, { endpoint: theirs.endpoint });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(PUSH_MESSAGES.notFound);
    expect(await rowsOf(other.user.id)).toHaveLength(1);
    const res = await req("DELETE", "/api/push/subscriptions", me.token, { endpoint: mine.endpoint });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PUSH_MESSAGES.removed });
    expect(await rowsOf(me.user.id)).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, mine.endpoint))),
    ).toHaveLength(0);
  });
});

describe("erasing an account", () => {
  it("forgets every device of the person and no one else's", async () => {
    const me = await account();
    const other = await account();
    await req("POST", "/api/push/subscriptions", me.token, t.peer.subscription());
    await req("POST", "/api/push/subscriptions", me.token, t.peer.subscription());
    await req("POST", "/api/push/subscriptions", other.token, t.peer.subscription());
    await erasePushSubscriptions(t.db, me.user.id);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
    expect(await rowsOf(other.user.id)).toHaveLength(1);
  });
});
