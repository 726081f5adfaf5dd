import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/users";
import { whatsappOptIns } from "../../db/schema/whatsapp";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";
import { optInByApi, optInRow } from "../../test/whatsapp-kit";
import { eraseWhatsAppOptIn, whatsAppState } from ".";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const person = (mobileVerified = true) => testAccount(t.db, { role: "buyer", label: "WhatsApp", mobileVerified });
const spaced = (m: string) => `+91 ${m.slice(0, 5)} ${m.slice(5)}`;

describe("the WhatsApp opt-in on the Account tab", () => {
  it("shows an unticked box naming Dobara, WhatsApp, the verified number and STOP, in English and in Hindi", async () => {
    const me = await person();
    const view = (await req("GET", "/api/whatsapp/opt-in", me.token)).json();
    expect(view).toEqual({
      available: true,
      optedIn: false,
      mobile: `+91 ••••• •${me.user.mobile.slice(-4)}`,
      optedInAt: null,
      wording: `Send me order and offer updates from Dobara on WhatsApp at ${spaced(me.user.mobile)} (reply STOP to stop)`,
      wordingVersion: "wa-opt-in-1",
    });
    await t.db.update(users).set({ language: "hi" }).where(eq(users.id, me.user.id));
    const hindi = (await req("GET", "/api/whatsapp/opt-in", me.token)).json();
    expect(hindi.wording).toBe(
      `Dobara से ऑर्डर और ऑफ़र के अपडेट मुझे WhatsApp पर ${spaced(me.user.mobile)} पर भेजें (बंद करने के लिए STOP लिखकर भेजें)`,
    );
  });

  it("ticking stores the consent: the time, the exact words shown, their version, the language and the address", async () => {
    const me = await person();
    const before = Date.now();
    const res = await optInByApi(t.app, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ optedIn: true, message: "You will get order and offer updates on WhatsApp." });
    const row = (await optInRow(t.db, me.user.id))!;
    expect(row).toMatchObject({
      mobile: me.user.mobile,
      optedIn: true,
      wording: `Send me order and offer updates from Dobara on WhatsApp at ${spaced(me.user.mobile)} (reply STOP to stop)`,
      wordingVersion: "wa-opt-in-1",
      language: "en",
      ip: "127.0.0.1",
      optedOutAt: null,
    });
    expect(row.optedInAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await whatsAppState(t.db, me.user.id)).toEqual({
      optedIn: true,
      mobile: `+91 ••••• •${me.user.mobile.slice(-4)}`,
      optedInAt: row.optedInAt!.toISOString(),
    });
  });

  it("unticking opts out at once and keeps the proof of the consent", async () => {
    const me = await person();
    await optInByApi(t.app, me.token);
    const res = await optInByApi(t.app, me.token, false);
    expect(res.json()).toMatchObject({ optedIn: false, optedInAt: null, message: "WhatsApp updates are off." });
    const row = (await optInRow(t.db, me.user.id))!;
    expect(row).toMatchObject({ optedIn: false, optOutSource: "account", wordingVersion: "wa-opt-in-1" });
    expect(row.optedOutAt).toBeInstanceOf(Date);
    expect((await whatsAppState(t.db, me.user.id)).optedIn).toBe(false);
  });

  it("refuses without a verified number, with stale words, or with a bad body, and changes nothing", async () => {
    const unverified = await person(false);
    const noNumber = await optInByApi(t.app, unverified.token);
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().message).toBe(
      "Verify your mobile number first: WhatsApp updates go only to a verified number.",
    );
    const me = await person();
    const stale = await req("PUT", "/api/whatsapp/opt-in", me.token, { optIn: true, wordingVersion: "wa-opt-in-0" });
    expect(stale.statusCode).toBe(409);
    const none = await req("PUT", "/api/whatsapp/opt-in", me.token, { optIn: true });
    expect(none.statusCode).toBe(409);
    for (const body of [{ optIn: "yes" }, {}, { optIn: true, wordingVersion: "wa-opt-in-1", extra: 1 }])
      expect((await req("PUT", "/api/whatsapp/opt-in", me.token, body)).statusCode).toBe(400);
    expect((await req("PUT", "/api/whatsapp/opt-in", undefined, { optIn: true })).statusCode).toBe(401);
    expect(await optInRow(t.db, me.user.id)).toBeUndefined();
    expect(await optInRow(t.db, unverified.user.id)).toBeUndefined();
  });

  it("a new number is not opted in: the consent named the old one", async () => {
    const me = await person();
    await optInByApi(t.app, me.token);
    await t.db.update(users).set({ mobile: "6000000017" }).where(eq(users.id, me.user.id));
    expect(await whatsAppState(t.db, me.user.id)).toMatchObject({ optedIn: false, mobile: "+91 ••••• •0017" });
  });

  it("20 concurrent ticks and unticks leave one consistent row that matches what the page reads", async () => {
    const me = await person();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => optInByApi(t.app, me.token, i % 2 === 0)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, me.user.id));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    // The database's own rule holds (opted in means a time and words), and the page agrees with the row.
    if (row.optedIn) expect(row.optedInAt && row.wording && row.wordingVersion).toBeTruthy();
    else expect(row.optOutSource).toBe("account");
    const view = (await req("GET", "/api/whatsapp/opt-in", me.token)).json();
    expect(view.optedIn).toBe(row.optedIn);
    const [{ n }] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from whatsapp_opt_ins where user_id = ${me.user.id}`,
      )
    ).rows as [{ n: number }];
    expect(Number(n)).toBe(1);
  });

  it("an erased account's consent and number are gone", async () => {
    const me = await person();
    await optInByApi(t.app, me.token);
    await t.db.transaction((tx) => eraseWhatsAppOptIn(tx, me.user.id));
    expect(await optInRow(t.db, me.user.id)).toBeUndefined();
  });
});
