import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import { whatsappMessages, whatsappOptIns } from "../../db/schema/whatsapp";
import { createTestApp } from "../../test/test-app";
import { testAccount } from "../../test/test-people";
import { optInByApi, optInRow, outgoingFor, postSigned, statusOf, stopBody } from "../../test/whatsapp-kit";
import { signatureMatches } from "./webhook";

let t: Awaited<ReturnType<typeof createTestApp>>;
let secret: string;
let phoneId: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = t.app.config.whatsapp!.appSecret;
  phoneId = t.app.config.whatsapp!.phoneNumberId;
});
afterAll(() => t.close());

const optedInPerson = async () => {
  const me = await testAccount(t.db, { role: "buyer", label: "Hook" });
  await optInByApi(t.app, me.token);
  return me;
};

/** A delivery of ours that Meta accepted as `wamid`, to `mobile`. */
async function sentMessage(userId: string, mobile: string, wamid: string) {
  const outgoing = await outgoingFor(t.db, userId);
  await t.db
    .insert(whatsappMessages)
    .values({ deliveryId: outgoing.deliveryId, mobile, wamid, calls: 1, status: "sent" });
  await t.db
    .update(notificationDeliveries)
    .set({ status: "sent", providerId: wamid })
    .where(eq(notificationDeliveries.id, outgoing.deliveryId));
  return outgoing.deliveryId;
}
const deliveryStatus = async (id: string) =>
  (await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)))[0]!;

describe("Meta's webhook: signed, verified, never moving anything back", () => {
  it("checks X-Hub-Signature-256 as docs/providers/whatsapp.md's vector says, over the exact bytes", () => {
    const body = Buffer.from(
      '{"object":"whatsapp_business_account","entry":[{"id":"102290129340398","changes":[{"value":{"messaging_product":"whatsapp","metadata":{"display_phone_number":"15550783881","phone_number_id":"106540352242922"},"contacts":[{"profile":{"name":"Meera"},"wa_id":"919876543210"}],"messages":[{"from":"919876543210","id":"wamid.TEST0001","timestamp":"1764000000","type":"text","text":{"body":"STOP"}}]},"field":"messages"}]}]}',
    );
    expect(body.length).toBe(419);
    const good = "sha256=35630e5ff1164fcfb69421c219d4f6a4cf6f2fa85d50ba195a7477a3ae61cc66";
    expect(signatureMatches("dobara-test-app-secret", body, good)).toBe(true);
    expect(signatureMatches("dobara-test-app-secret", body, good.toUpperCase().replace("SHA256", "sha256"))).toBe(true);
    expect(signatureMatches("another-secret", body, good)).toBe(false);
    expect(
      signatureMatches(
        "dobara-test-app-secret",
        Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 2)),
        good,
      ),
    ).toBe(false);
    for (const bad of [undefined, "", "sha256=", good.slice(7), `sha1=${good.slice(7)}`, `${good}00`])
      expect(signatureMatches("dobara-test-app-secret", body, bad)).toBe(false);
  });

  it("answers Meta's subscription check with the challenge only for our verify token", async () => {
    const token = t.app.config.whatsapp!.verifyToken;
    const ok = await t.app.inject({
      method: "GET",
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${encodeURIComponent(token)}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    for (const query of [
      "hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=wrong",
      `hub.mode=unsubscribe&hub.challenge=1158201444&hub.verify_token=${encodeURIComponent(token)}`,
      "hub.mode=subscribe&hub.challenge=1158201444",
    ])
      expect((await t.app.inject({ method: "GET", url: `/api/webhooks/whatsapp?${query}` })).statusCode).toBe(403);
  });

  it("a STOP reply (any case, any spaces) from an opted-in number opts it out at once", async () => {
    const me = await optedInPerson();
    const res = await postSigned(t.app, secret, stopBody(phoneId, me.user.mobile, "  sToP \n", "wamid.IN-stop-1"));
    expect(res.statusCode).toBe(200);
    expect(await optInRow(t.db, me.user.id)).toMatchObject({ optedIn: false, optOutSource: "stop_reply" });
    const view = (await optInByApi(t.app, me.token, false)).json();
    expect(view.optedIn).toBe(false);
  });

  it("other words, another number, or another phone number id of ours opt nobody out", async () => {
    const me = await optedInPerson();
    await postSigned(t.app, secret, stopBody(phoneId, me.user.mobile, "stop please", "wamid.IN-2"));
    await postSigned(t.app, secret, stopBody(phoneId, "9999999999", "STOP", "wamid.IN-3"));
    await postSigned(t.app, secret, stopBody("999", me.user.mobile, "STOP", "wamid.IN-4"));
    expect((await optInRow(t.db, me.user.id))!.optedIn).toBe(true);
  });

  it("a forged body (bad or missing signature) changes nothing: 401; malformed JSON is a 400", async () => {
    const me = await optedInPerson();
    const body = stopBody(phoneId, me.user.mobile, "STOP", "wamid.IN-forged");
    expect((await postSigned(t.app, "not-the-app-secret", body)).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/whatsapp",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await optInRow(t.db, me.user.id))!.optedIn).toBe(true);
    const malformed = await postSigned(t.app, secret, '{"object":"whatsapp_business_account","entry":[');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("The webhook body is not JSON");
  });

  it("a replayed STOP from before a new opt-in leaves the new opt-in alone", async () => {
    const me = await optedInPerson();
    // Opted in a minute ago, STOP half a minute ago: the STOP counts; then the person opts in again now.
    await t.db
      .update(whatsappOptIns)
      .set({ optedInAt: sql`now() - interval '1 minute'` })
      .where(eq(whatsappOptIns.userId, me.user.id));
    const stop = stopBody(phoneId, me.user.mobile, "STOP", "wamid.IN-replay", new Date(Date.now() - 30_000));
    await postSigned(t.app, secret, stop);
    expect((await optInRow(t.db, me.user.id))!.optedIn).toBe(false);
    await optInByApi(t.app, me.token);
    expect((await postSigned(t.app, secret, stop)).statusCode).toBe(200);
    expect((await optInRow(t.db, me.user.id))!.optedIn).toBe(true);
  });

  it("statuses move a delivery forward only: read stays read, failed after delivered is ignored, replays change nothing", async () => {
    const me = await optedInPerson();
    const id = await sentMessage(me.user.id, me.user.mobile, "wamid.FORWARD1");
    await postSigned(t.app, secret, statusOf(phoneId, "wamid.FORWARD1", me.user.mobile, "read"));
    expect((await deliveryStatus(id)).status).toBe("read");
    await postSigned(t.app, secret, statusOf(phoneId, "wamid.FORWARD1", me.user.mobile, "delivered"));
    await postSigned(t.app, secret, statusOf(phoneId, "wamid.FORWARD1", me.user.mobile, "sent"));
    await postSigned(t.app, secret, statusOf(phoneId, "wamid.FORWARD1", me.user.mobile, "failed"));
    expect((await deliveryStatus(id)).status).toBe("read");
    const row = (await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.wamid, "wamid.FORWARD1")))[0]!;
    expect(row.status).toBe("read");

    const failing = await sentMessage(me.user.id, me.user.mobile, "wamid.FAILS1");
    const errors = [{ code: 131026, title: "Message undeliverable", message: "Message undeliverable" }];
    await postSigned(t.app, secret, statusOf(phoneId, "wamid.FAILS1", me.user.mobile, "failed", { errors }));
    expect(await deliveryStatus(failing)).toMatchObject({
      status: "failed",
      error: "WhatsApp 131026: Message undeliverable",
    });
    await postSigned(t.app, secret, statusOf(phoneId, "wamid.FAILS1", me.user.mobile, "delivered"));
    expect((await deliveryStatus(failing)).status).toBe("failed");
  });

  it("someone else's message: an unknown id, our id to another number, or another phone number id changes nothing", async () => {
    const me = await optedInPerson();
    const id = await sentMessage(me.user.id, me.user.mobile, "wamid.MINE1");
    await postSigned(t.app, secret, statusOf(phoneId, "wamid.NOT-OURS", me.user.mobile, "delivered"));
    await postSigned(t.app, secret, statusOf(phoneId, "wamid.MINE1", "9999999998", "delivered"));
    await postSigned(t.app, secret, statusOf("12345", "wamid.MINE1", me.user.mobile, "delivered"));
    // A callback naming our delivery cannot hand it another message id once it has one.
    await postSigned(
      t.app,
      secret,
      statusOf(phoneId, "wamid.OTHER1", me.user.mobile, "delivered", { biz_opaque_callback_data: id }),
    );
    expect((await deliveryStatus(id)).status).toBe("sent");
    const row = (await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.deliveryId, id)))[0]!;
    expect(row).toMatchObject({ wamid: "wamid.MINE1", status: "sent" });
  });
});
