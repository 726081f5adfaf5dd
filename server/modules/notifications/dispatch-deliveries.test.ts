import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DeliveryChannelName } from "@contract/notification-channels";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import { users } from "../../db/schema/users";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";
import type { DeliveryChannel, Outgoing, SendResult } from "./delivery-channel";
import { newDeliveryCounts } from "./delivery-counts";
import { claimDue } from "./deliveries-repo";
import { dispatchDeliveries } from "./dispatch-deliveries";
import { DELIVERIES_DUE_CHANNEL } from "./enqueue-deliveries";
import { createNotification } from "./notifications-repo";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts with nothing due: the deliveries of earlier tests are out of the way.
beforeEach(async () => {
  await t.db
    .update(notificationDeliveries)
    .set({ status: "skipped" })
    .where(inArray(notificationDeliveries.status, ["queued", "sending"]));
});

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
/** A person with no quiet hours: the default (22:00-08:00 IST) would hold non-urgent kinds when the suite runs at night. */
async function account(verified = true) {
  const person = await testAccount(t.db, { label: "Deliver", verified });
  await req("PUT", "/api/notification-preferences", person.token, { quietHours: null });
  return person;
}
const notify = (userId: string, type: "order_placed" | "product_approved" | "offer_received" | "payout_failed") =>
  createNotification(t.db, { userId, type, title: `About ${type}`, message: "Something happened" });
const rowsOf = (notificationId: string) =>
  t.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId))
    .orderBy(notificationDeliveries.channel);
const channelsOf = async (notificationId: string) => (await rowsOf(notificationId)).map((r) => r.channel);

/** A channel that answers what `answer` says and remembers every call. */
function fakeChannel(name: DeliveryChannelName, answer: (o: Outgoing) => SendResult | Promise<SendResult>) {
  const calls: Outgoing[] = [];
  const channel: DeliveryChannel = {
    name,
    async send(outgoing) {
      calls.push(outgoing);
      return answer(outgoing);
    },
  };
  return { channel, calls };
}
const sentOk = (o: Outgoing): SendResult => ({ outcome: "sent", providerId: `p-${o.deliveryId}` });

/** Quiet hours around now, in IST, as the API takes them. */
function quietAroundNow() {
  const minute = (Math.floor(Date.now() / 60_000) + 330) % 1440;
  const hhmm = (m: number) => {
    const x = (m + 1440) % 1440;
    return `${String(Math.floor(x / 60)).padStart(2, "0")}:${String(x % 60).padStart(2, "0")}`;
  };
  return { start: hhmm(minute - 60), end: hhmm(minute + 60) };
}

describe("queueing deliveries with the notification", () => {
  it("makes one row per channel that is on for the person and kind", async () => {
    const me = await account();
    expect(await channelsOf((await notify(me.user.id, "order_placed")).id)).toEqual(["email", "push", "whatsapp"]);
    expect(await channelsOf((await notify(me.user.id, "product_approved")).id)).toEqual(["email", "push"]);
    // The offer mail goes on its own: no second e-mail for the same offer.
    expect(await channelsOf((await notify(me.user.id, "offer_received")).id)).toEqual(["push", "whatsapp"]);
    // Staff kinds stay in the bell.
    expect(await channelsOf((await notify(me.user.id, "payout_failed")).id)).toEqual([]);
  });

  it("follows the person's switches, and mails only a proven address", async () => {
    const me = await account();
    await req("PUT", "/api/notification-preferences", me.token, {
      kinds: { order_placed: { whatsapp: false }, product_approved: { email: false, push: false } },
    });
    expect(await channelsOf((await notify(me.user.id, "order_placed")).id)).toEqual(["email", "push"]);
    expect(await channelsOf((await notify(me.user.id, "product_approved")).id)).toEqual([]);
    const unproven = await account(false);
    expect(await channelsOf((await notify(unproven.user.id, "product_approved")).id)).toEqual(["push"]);
  });

  it("holds a non-urgent kind until the end of quiet hours; an urgent one goes at once", async () => {
    const me = await account();
    const quiet = quietAroundNow();
    await req("PUT", "/api/notification-preferences", me.token, { quietHours: quiet });
    const calm = await rowsOf((await notify(me.user.id, "product_approved")).id);
    const urgent = await rowsOf((await notify(me.user.id, "order_placed")).id);
    const inAnHour = Math.floor(Date.now() / 60_000) * 60_000 + 60 * 60_000;
    for (const row of calm) expect(row.nextAttemptAt.getTime()).toBe(inAnHour);
    for (const row of urgent) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    const email = fakeChannel("email", sentOk);
    await dispatchDeliveries({ db: t.db, log: t.app.log, channels: [email.channel] });
    expect(email.calls.map((c) => c.type)).toEqual(["order_placed"]);
    expect(email.calls[0]).toMatchObject({ urgent: true, title: "About order_placed", language: "en" });

    await req("PUT", "/api/notification-preferences", me.token, { quietHours: null });
    expect(
      (await rowsOf((await notify(me.user.id, "product_approved")).id)).every(
        (r) => r.nextAttemptAt.getTime() <= Date.now(),
      ),
    ).toBe(true);
  });
});

describe("the deliveries job", () => {
  it("sends each delivery once however many turns run at once, and counts them", async () => {
    const people = await Promise.all([account(), account(), account()]);
    const ids: string[] = [];
    for (const p of people) for (let i = 0; i < 6; i++) ids.push((await notify(p.user.id, "order_placed")).id);
    const sends = new Map<string, number>();
    const answer = async (o: Outgoing): Promise<SendResult> => {
      sends.set(o.deliveryId, (sends.get(o.deliveryId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return sentOk(o);
    };
    const counts = newDeliveryCounts();
    const channels = [fakeChannel("email", answer), fakeChannel("push", answer), fakeChannel("whatsapp", answer)];
    const deps = { db: t.db, log: t.app.log, channels: channels.map((c) => c.channel), counts };
    const handled = await Promise.all(Array.from({ length: 10 }, () => dispatchDeliveries(deps)));
    // 18 notifications x 3 channels: more than one turn's batch, so run until nothing is left.
    let more = handled.reduce((a, b) => a + b, 0);
    while ((await Promise.all(Array.from({ length: 10 }, () => dispatchDeliveries(deps)))).some((n) => n > 0)) more++;

    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.notificationId, ids));
    expect(rows).toHaveLength(54);
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
    expect(sends.size).toBe(54);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.providerId === `p-${r.id}`)).toBe(true);
    expect(counts.read().sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: "email", outcome: "sent", count: 18 },
      { channel: "push", outcome: "sent", count: 18 },
      { channel: "whatsapp", outcome: "sent", count: 18 },
    ]);
    expect(more).toBeGreaterThan(0);
  });

  it("sends a backlog bigger than one batch in one run, not one batch a job interval", async () => {
    const me = await account(false);
    for (let i = 0; i < 70; i++) await notify(me.user.id, "order_placed");
    const push = fakeChannel("push", sentOk);
    const whatsapp = fakeChannel("whatsapp", sentOk);
    expect(await dispatchDeliveries({ db: t.db, log: t.app.log, channels: [push.channel, whatsapp.channel] })).toBe(
      140,
    );
    expect([push.calls.length, whatsapp.calls.length]).toEqual([70, 70]);
  });

  it("retries a provider that is down (backoff or its Retry-After), and sends once it is up", async () => {
    const me = await account();
    const n = await notify(me.user.id, "product_approved");
    let up = false;
    const email = fakeChannel("email", (o) =>
      up ? sentOk(o) : { outcome: "retry", error: "503 from the provider", retryAfterSeconds: 120 },
    );
    const push = fakeChannel("push", () => {
      if (!up) throw new Error("connection reset");
      return { outcome: "delivered" };
    });
    const deps = { db: t.db, log: t.app.log, channels: [email.channel, push.channel] };
    await dispatchDeliveries(deps);
    const [mail, device] = await rowsOf(n.id);
    expect(mail).toMatchObject({ status: "queued", attempts: 1, error: "503 from the provider" });
    expect(mail!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(100_000);
    expect(device).toMatchObject({ status: "queued", attempts: 1, error: "connection reset" });
    expect(device!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);

    // Not due yet: nothing is sent.
    await dispatchDeliveries(deps);
    expect(email.calls).toHaveLength(1);

    up = true;
    await t.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(notificationDeliveries.notificationId, n.id));
    await dispatchDeliveries(deps);
    expect((await rowsOf(n.id)).map((r) => [r.channel, r.status, r.attempts, r.error])).toEqual([
      ["email", "sent", 2, null],
      ["push", "delivered", 2, null],
    ]);
  });

  it("fails a delivery a day old, skips a channel that is not set up, and records a refusal", async () => {
    const me = await account();
    const old = await notify(me.user.id, "product_approved");
    await t.db
      .update(notificationDeliveries)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(notificationDeliveries.notificationId, old.id));
    const fresh = await notify(me.user.id, "order_placed");
    const email = fakeChannel("email", () => ({ outcome: "failed", error: "mailbox does not exist" }));
    await dispatchDeliveries({ db: t.db, log: t.app.log, channels: [email.channel] });
    expect((await rowsOf(old.id)).map((r) => [r.channel, r.status, r.error])).toEqual([
      ["email", "failed", "not sent within a day"],
      ["push", "failed", "not sent within a day"],
    ]);
    expect((await rowsOf(fresh.id)).map((r) => [r.channel, r.status])).toEqual([
      ["email", "failed"],
      ["push", "skipped"],
      ["whatsapp", "skipped"],
    ]);
    expect(email.calls.map((c) => c.notificationId)).toEqual([fresh.id]);
  });

  it("takes back a claim whose turn died, and the dead turn's late answer changes nothing", async () => {
    const me = await account();
    await t.db.update(users).set({ isVerified: false }).where(eq(users.id, me.user.id));
    const n = await notify(me.user.id, "product_approved");
    const [stale] = await claimDue(t.db, 10, 300);
    expect(stale).toMatchObject({ channel: "push", attempts: 1 });
    // The lease runs out.
    await t.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(notificationDeliveries.notificationId, n.id));
    const push = fakeChannel("push", sentOk);
    await dispatchDeliveries({ db: t.db, log: t.app.log, channels: [push.channel] });
    expect(push.calls.map((c) => c.deliveryId)).toEqual([stale!.id]);
    const { settle } = await import("./deliveries-repo");
    expect(await settle(t.db, stale!, { status: "failed", error: "late" })).toBe(false);
    expect(await rowsOf(n.id)).toMatchObject([{ status: "sent", attempts: 2, error: null }]);
  });

  it("gives the admin each channel's figures and failure rate", async () => {
    const admin = await testAccount(t.db, { role: "admin", label: "Figures" });
    const figures = async () => {
      const res = await req("GET", "/api/admin/notification-deliveries?days=1", admin.token);
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(
        (
          res.json() as { channels: { channel: string; failed: number; reached: number; failureRate: number | null }[] }
        ).channels.map((c) => [c.channel, c]),
      );
    };
    const before = await figures();
    const me = await account();
    for (let i = 0; i < 4; i++) await notify(me.user.id, "product_approved");
    let n = 0;
    const email = fakeChannel("email", (o) => (n++ % 4 === 0 ? { outcome: "failed", error: "bounced" } : sentOk(o)));
    await dispatchDeliveries({
      db: t.db,
      log: t.app.log,
      channels: [email.channel, fakeChannel("push", sentOk).channel],
    });
    const after = await figures();
    expect(after.email!.failed - before.email!.failed).toBe(1);
    expect(after.email!.reached - before.email!.reached).toBe(3);
    expect(after.push!.reached - before.push!.reached).toBe(4);
    expect(after.sms).toMatchObject({ failed: 0, reached: 0, failureRate: null });
    expect((await req("GET", "/api/admin/notification-deliveries?days=99", admin.token)).statusCode).toBe(400);
    expect((await req("GET", "/api/admin/notification-deliveries", me.token)).statusCode).toBe(403);
  });
});

describe("waking the deliveries job", () => {
  it("hears a commit that queued due deliveries, once however many; not a rollback, held rows or staff kinds", async () => {
    const heard: string[] = [];
    const stop = await t.app.database.listen(DELIVERIES_DUE_CHANNEL, (payload) => heard.push(payload));
    try {
      const me = await account();
      const sleeper = await account();
      await req("PUT", "/api/notification-preferences", sleeper.token, { quietHours: quietAroundNow() });
      await t.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++)
          await createNotification(tx, { userId: me.user.id, type: "order_placed", title: "Order", message: "New" });
        await new Promise((resolve) => setTimeout(resolve, 100));
        // Not before the commit: the job would find nothing yet.
        expect(heard).toEqual([]);
      });
      await expect.poll(() => heard).toEqual(["due"]);

      await t.db
        .transaction(async (tx) => {
          await createNotification(tx, { userId: me.user.id, type: "order_placed", title: "Order", message: "Gone" });
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      await notify(sleeper.user.id, "product_approved");
      await notify(me.user.id, "payout_failed");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual(["due"]);
    } finally {
      await stop();
    }
  });
});
