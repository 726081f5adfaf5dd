import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import { users } from "../../db/schema/users";
import { whatsappMessages } from "../../db/schema/whatsapp";
import { NoAnswer, type Transport } from "../../lib/provider-client";
import { createTestApp } from "../../test/test-app";
import { testAccount } from "../../test/test-people";
import { optInByApi, outgoingFor, sandboxSettings } from "../../test/whatsapp-kit";
import { whatsAppChannel } from ".";
import type { WhatsAppSettings } from "./whatsapp-settings";

let t: Awaited<ReturnType<typeof createTestApp>>;
let settings: WhatsAppSettings;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:5000" });
  settings = sandboxSettings(t.app);
});
afterAll(() => t.close());

const channelWith = (s: WhatsAppSettings | undefined) =>
  whatsAppChannel({ db: t.db, settings: s, log: t.app.log, publicUrl: "https://dobara.example" });
const channel = () => channelWith(settings);
const sandboxed = async (mobile: string) =>
  (await t.app.inject({ method: "GET", url: `/sandbox/whatsapp/control/messages?mobile=${mobile}` })).json() as {
    wamid: string;
    to: string;
    template: string;
    language: string;
    parameters: string[];
    callbackData: string;
  }[];
const failNext = (code: number) =>
  t.app.inject({ method: "POST", url: "/sandbox/whatsapp/control/fail-next", payload: { code } });
const optedIn = async () => {
  const me = await testAccount(t.db, { role: "seller", label: "Channel" });
  expect((await optInByApi(t.app, me.token)).statusCode).toBe(200);
  return me;
};

describe("the WhatsApp channel against the sandbox", () => {
  it("skips a person who did not opt in, has no verified number, or when WhatsApp is off", async () => {
    const me = await testAccount(t.db, { label: "Channel" });
    expect(await channel().send(await outgoingFor(t.db, me.user.id))).toMatchObject({ outcome: "skipped" });
    const gone = await optedIn();
    await t.db.update(users).set({ mobileVerified: false }).where(eq(users.id, gone.user.id));
    expect(await channel().send(await outgoingFor(t.db, gone.user.id))).toEqual({
      outcome: "skipped",
      reason: "no verified mobile",
    });
    const on = await optedIn();
    expect(await channelWith(undefined).send(await outgoingFor(t.db, on.user.id))).toMatchObject({
      outcome: "skipped",
    });
    expect(await sandboxed(on.user.mobile)).toEqual([]);
  });

  it("sends the kind's template to +91 and the number, our delivery id as callback data; Meta's wamid is the provider id", async () => {
    const me = await optedIn();
    const outgoing = await outgoingFor(t.db, me.user.id);
    const result = await channel().send(outgoing);
    const [message] = await sandboxed(me.user.mobile);
    expect(message).toMatchObject({
      to: `+91${me.user.mobile}`,
      template: "dobara_order_placed",
      language: "en",
      parameters: ["New order #1042", "Accept it within 48 hours.", "https://dobara.example/dashboard?tab=orders"],
      callbackData: outgoing.deliveryId,
    });
    expect(result).toEqual({ outcome: "sent", providerId: message!.wamid });
    // A turn repeated (the dispatcher's answer was lost): Meta's id is known, nothing is sent again.
    expect(await channel().send(outgoing)).toEqual({ outcome: "sent", providerId: message!.wamid });
    expect(await sandboxed(me.user.mobile)).toHaveLength(1);
  });

  it("a Hindi reader gets the Hindi template and the Hindi page; WHATSAPP_TEMPLATES overrides a name", async () => {
    const me = await optedIn();
    const hindi = { ...settings, templates: { "order_placed:hi": "dobara_order_update_hi" } };
    await channelWith(hindi).send(await outgoingFor(t.db, me.user.id, { language: "hi", title: "नया ऑर्डर\n#1042" }));
    const [message] = await sandboxed(me.user.mobile);
    expect(message).toMatchObject({ template: "dobara_order_update_hi", language: "hi" });
    expect(message!.parameters).toEqual([
      "नया ऑर्डर #1042",
      "Accept it within 48 hours.",
      "https://dobara.example/hi/dashboard?tab=orders",
    ]);
  });

  it("maps Cloud API errors by code: limits and outages are retried, number and template problems fail", async () => {
    const me = await optedIn();
    const cases: [number, object][] = [
      [130429, { outcome: "retry", retryAfterSeconds: 5 }],
      [131056, { outcome: "retry", retryAfterSeconds: 6 }],
      [80007, { outcome: "retry", retryAfterSeconds: 60 }],
      [131026, { outcome: "failed" }],
      [131047, { outcome: "failed" }],
      [132001, { outcome: "failed" }],
      [132000, { outcome: "failed" }],
      [131050, { outcome: "failed" }],
    ];
    for (const [code, expected] of cases) {
      await failNext(code);
      const result = await channel().send(await outgoingFor(t.db, me.user.id));
      expect(result, `code ${code}`).toMatchObject(expected);
      expect(JSON.stringify(result)).toContain(String(code));
    }
    const wrongToken = await channelWith({ ...settings, token: "not-the-token" }).send(
      await outgoingFor(t.db, me.user.id),
    );
    expect(wrongToken).toMatchObject({ outcome: "failed", error: expect.stringContaining("190") });
    expect(await sandboxed(me.user.mobile)).toEqual([]);
  });

  it("a refused send may be sent by a later turn: a rate limit, then Meta accepts", async () => {
    const me = await optedIn();
    const outgoing = await outgoingFor(t.db, me.user.id);
    await failNext(130429);
    expect(await channel().send(outgoing)).toMatchObject({ outcome: "retry" });
    expect(await channel().send(outgoing)).toMatchObject({ outcome: "sent" });
    expect(await sandboxed(me.user.mobile)).toHaveLength(1);
  });

  it("an answer lost after Meta took the message is never sent twice: the status webhook names our delivery", async () => {
    const me = await optedIn();
    const outgoing = await outgoingFor(t.db, me.user.id);
    // The message reaches Meta (the sandbox), and the answer is lost on the way back.
    const losing: Transport = async (request) => {
      await settings.transport(request);
      throw new NoAnswer("timed out");
    };
    const lost = await channelWith({ ...settings, transport: losing }).send(outgoing);
    expect(lost).toMatchObject({ outcome: "retry", retryAfterSeconds: 900 });
    // Retried at once (another instance, a short backoff): no second call while the first one's fate is unknown.
    const waiting = await channel().send(outgoing);
    expect(waiting).toMatchObject({ outcome: "retry" });
    expect(await sandboxed(me.user.mobile)).toHaveLength(1);
    // Meta's "sent" status carries our delivery id: the wamid is learned, and the next turn answers sent.
    const [message] = await sandboxed(me.user.mobile);
    const told = await t.app.inject({
      method: "POST",
      url: "/sandbox/whatsapp/control/status",
      payload: { wamid: message!.wamid, status: "sent" },
    });
    expect(told.json()).toEqual({ webhook: 200 });
    expect(await channel().send(outgoing)).toEqual({ outcome: "sent", providerId: message!.wamid });
    expect(await sandboxed(me.user.mobile)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.deliveryId, outgoing.deliveryId));
    expect(row).toMatchObject({ calls: 1, wamid: message!.wamid, pendingSince: null });
  });

  it("concurrent turns of one delivery call Meta once", async () => {
    const me = await optedIn();
    const outgoing = await outgoingFor(t.db, me.user.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => channel().send(outgoing)));
    expect(await sandboxed(me.user.mobile)).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "sent")).toHaveLength(
      results.filter((r) => r.outcome !== "retry").length,
    );
    expect(results.some((r) => r.outcome === "sent")).toBe(true);
  });

  it("the sandbox's status and STOP buttons reach our webhook signed: delivered, then read, then the number opted out", async () => {
    const me = await optedIn();
    const outgoing = await outgoingFor(t.db, me.user.id);
    const sent = await channel().send(outgoing);
    await t.db
      .update(notificationDeliveries)
      .set({ status: "sent", providerId: (sent as { providerId: string }).providerId })
      .where(eq(notificationDeliveries.id, outgoing.deliveryId));
    const [message] = await sandboxed(me.user.mobile);
    const page = `/sandbox/whatsapp/messages/${encodeURIComponent(message!.wamid)}/status`;
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const status of ["delivered", "read"]) {
      const res = await t.app.inject({ method: "POST", url: page, headers: form, payload: `status=${status}` });
      expect(res.statusCode).toBe(303);
      const [row] = await t.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.id, outgoing.deliveryId));
      expect(row!.status).toBe(status);
    }
    const html = (await t.app.inject({ method: "GET", url: "/sandbox/whatsapp" })).body;
    expect(html).toContain("dobara_order_placed");
    expect(html).toContain("delivered, read");
    await t.app.inject({
      method: "POST",
      url: "/sandbox/whatsapp/inbound",
      headers: form,
      payload: `from=91${me.user.mobile}&text=STOP`,
    });
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/whatsapp/opt-in",
          headers: { authorization: `Bearer ${me.token}` },
        })
      ).json().optedIn,
    ).toBe(false);
    expect(await channel().send(await outgoingFor(t.db, me.user.id))).toMatchObject({ outcome: "skipped" });
  });
});
