import { eq } from "drizzle-orm";
import type { NotificationPreferences } from "@contract/notification-preferences";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationPreferences, notificationQuietHours } from "../../db/schema/notification-preferences";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const account = () => testAccount(t.db, { label: "Prefs" });
const kindOf = (body: NotificationPreferences, kind: string) => body.kinds.find((k) => k.kind === kind);
const storedRows = async (userId: string) => ({
  switches: await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
  quiet: await t.db.select().from(notificationQuietHours).where(eq(notificationQuietHours.userId, userId)),
});

describe("notification preferences API", () => {
  it("answers the defaults: urgent kinds on every channel, the rest by push and e-mail, quiet 22:00-08:00", async () => {
    const me = await account();
    const res = await req("GET", "/api/notification-preferences", me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(kindOf(body, "order_placed")).toEqual({
      kind: "order_placed",
      label: "A new order to accept",
      urgent: true,
      // The new-order mail and the buyer's receipt always go: no e-mail switch.
      channels: { push: true, whatsapp: true },
    });
    expect(kindOf(body, "product_approved")).toMatchObject({
      urgent: false,
      channels: { email: true, push: true, whatsapp: false },
    });
    // The offer mail is the e-mail of an offer: no second switch for it.
    expect(kindOf(body, "offer_received")!.channels).toEqual({ push: true, whatsapp: true });
    expect(kindOf(body, "reconciliation_mismatch")).toBeUndefined();
    // Shipped, delivered-adjacent and refund news (order updates) and listing decisions reach e-mail by default.
    for (const kind of ["order_status", "delivery_date", "product_approved", "product_rejected"])
      expect(kindOf(body, kind)!.channels).toMatchObject({ email: true, push: true });
    expect(body.quietHours).toEqual({ start: "22:00", end: "08:00" });
    expect(body.whatsapp).toEqual({ optedIn: false });
    expect((await req("GET", "/api/notification-preferences")).statusCode).toBe(401);
  });

  it("names the kinds in Hindi for a Hindi reader", async () => {
    const me = await account();
    await req("PUT", "/api/auth/profile", me.token, { language: "hi" });
    const body = (await req("GET", "/api/notification-preferences", me.token)).json();
    expect(kindOf(body, "order_placed")!.label).toBe("स्वीकार करने के लिए नया ऑर्डर");
  });

  it("changes any part, keeps only what differs from the defaults, and goes back to no rows", async () => {
    const me = await account();
    const changed = await req("PUT", "/api/notification-preferences", me.token, {
      kinds: { product_approved: { email: false, whatsapp: true }, order_placed: { push: true } },
      quietHours: { start: "23:30", end: "07:00" },
    });
    expect(changed.statusCode).toBe(200);
    expect(kindOf(changed.json(), "product_approved")!.channels).toEqual({ email: false, push: true, whatsapp: true });
    expect(changed.json().quietHours).toEqual({ start: "23:30", end: "07:00" });
    const stored = await storedRows(me.user.id);
    expect(stored.switches.map((r) => `${r.kind}:${r.channel}:${r.enabled}`).sort()).toEqual([
      "product_approved:email:false",
      "product_approved:whatsapp:true",
    ]);
    expect(stored.quiet).toHaveLength(1);

    const off = await req("PUT", "/api/notification-preferences", me.token, { quietHours: null });
    expect(off.json().quietHours).toBeNull();
    expect(kindOf(off.json(), "product_approved")!.channels.email).toBe(false);

    await req("PUT", "/api/notification-preferences", me.token, {
      kinds: { product_approved: { email: true, whatsapp: false } },
      quietHours: { start: "22:00", end: "08:00" },
    });
    expect(await storedRows(me.user.id)).toEqual({ switches: [], quiet: [] });
  });

  it("refuses unknown kinds and channels with words, and changes nothing", async () => {
    const me = await account();
    const before = (await req("GET", "/api/notification-preferences", me.token)).json();
    const bad = [
      { kinds: { product_approved: { email: false }, no_such_kind: { push: false } } },
      { kinds: { product_approved: { email: false, pigeon: true } } },
      { kinds: { offer_received: { email: false } } },
      { kinds: { reconciliation_mismatch: { push: false } } },
      { kinds: { product_approved: { email: "no" } } },
      { quietHours: { start: "25:00", end: "08:00" } },
      { quietHours: { start: "08:00", end: "08:00" } },
      { kinds: { product_approved: { email: false } }, colour: "blue" },
      {},
      { kinds: { order_placed: { email: false } } },
    ];
    const messages = [];
    for (const body of bad) {
      const res = await req("PUT", "/api/notification-preferences", me.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      messages.push(JSON.stringify(res.json()));
    }
    expect(messages[0]).toContain("There is no notification of this kind to choose");
    expect(messages[1]).toContain("There is no such channel");
    expect(messages[2]).toContain("This notification is not sent on that channel");
    expect(messages[5]).toContain("HH:MM");
    expect(messages[9]).toContain("This notification is not sent on that channel");
    expect((await req("GET", "/api/notification-preferences", me.token)).json()).toEqual(before);
    expect(await storedRows(me.user.id)).toEqual({ switches: [], quiet: [] });
  });

  it("takes many changes at once: each lands whole, and the same switch ends at one of the values sent", async () => {
    const me = await account();
    const kinds = ["product_approved", "product_rejected", "product_sold", "order_status", "delivery_date"];
    const answers = await Promise.all([
      ...kinds.map((kind) =>
        req("PUT", "/api/notification-preferences", me.token, { kinds: { [kind]: { push: false } } }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        req("PUT", "/api/notification-preferences", me.token, {
          kinds: { order_confirmed: { whatsapp: i % 2 === 0 } },
          quietHours: i % 2 === 0 ? null : { start: "21:00", end: "06:00" },
        }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const body = (await req("GET", "/api/notification-preferences", me.token)).json();
    for (const kind of kinds) expect(kindOf(body, kind)!.channels.push).toBe(false);
    const stored = await storedRows(me.user.id);
    expect(stored.switches.filter((r) => r.channel === "push")).toHaveLength(kinds.length);
    expect(stored.switches.filter((r) => r.kind === "order_confirmed").length).toBeLessThanOrEqual(1);
    expect(stored.quiet).toHaveLength(1);
  });
});
