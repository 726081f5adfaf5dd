import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDateOf } from "@contract/ist-days";
import type { Db } from "../../db/client";
import { notificationDeliveries } from "../../db/schema/notification-deliveries";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { users } from "../../db/schema/users";
import { inProcessTransport } from "../../sandboxes/in-process-transport";
import { createTestApp } from "../../test/test-app";
import { testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";
import { slotsUsed } from "../cluster";
import { reachedElsewhere, type Outgoing } from "../notifications";
import { dispatchDeliveries } from "../notifications/dispatch-deliveries";
import { reminderStillDue, remindSellersToAccept } from "../orders";
import { msg91Client, newSmsCounts, smsChannel, smsSettings, SMS_LIMIT_KEYS, SMS_REMINDERS_PER_DAY } from ".";

const PUBLIC_URL = "http://localhost:5000";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const mailer = { send: async () => {} };
const counts = newSmsCounts();
/** A short site address, as production's: the orders page fits a DLT variable (40 characters). */
const SITE = "https://dobara.in";
function channel(dailyLimit = 5000, publicUrl = SITE) {
  const inProcess = inProcessTransport(t.app, PUBLIC_URL);
  inProcess.open();
  const sender = msg91Client({ ...smsSettings(t.app.config), transport: inProcess.transport });
  return smsChannel({
    db: t.db,
    sender,
    dailyLimit,
    counts,
    publicUrl,
    reachedElsewhere,
    reminderOf: reminderStillDue,
  });
}
const dispatch = (publicUrl = SITE) =>
  dispatchDeliveries({ db: t.db, log: t.app.log, channels: [channel(5000, publicUrl)] });
const sandboxed = async (mobile: string) =>
  (await t.app.inject({ method: "GET", url: `/sandbox/sms/control/messages?mobile=${mobile}` })).json() as {
    requestId: string;
    text: string;
  }[];
const failNext = (answer: "5xx" | "error") =>
  t.app.inject({ method: "POST", url: "/sandbox/sms/control/fail-next", payload: { answer } });
const placedHoursAgo = (id: string, hours: number) =>
  t.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours}::int)` })
    .where(eq(orders.id, id));
const deliveriesOf = (db: Db, notificationId: string) =>
  db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));
const setDelivery = (notificationId: string, channelName: "sms" | "push", values: Record<string, unknown>) =>
  t.db
    .update(notificationDeliveries)
    .set(values)
    .where(
      and(eq(notificationDeliveries.notificationId, notificationId), eq(notificationDeliveries.channel, channelName)),
    );

/** A sale whose seller just got the 6-hour reminder, its SMS row made due now (the grace skipped). */
async function lastReminder(
  opts: { language?: "en" | "hi"; seller?: NonNullable<Parameters<typeof testSale>[2]>["seller"] } = {},
) {
  const sale = await testSale(t.app, t.db, opts.seller ? { seller: opts.seller } : {});
  if (opts.language) await t.db.update(users).set({ language: opts.language }).where(eq(users.id, sale.seller.user.id));
  await placedHoursAgo(sale.order.id, 43);
  await remindSellersToAccept({ db: t.db, mailer, log: t.app.log, publicUrl: PUBLIC_URL });
  const [note] = await t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, sale.seller.user.id), eq(notifications.link, `/track-orders/${sale.order.id}`)),
    );
  await setDelivery(note!.id, "sms", { nextAttemptAt: sql`now()` });
  return { ...sale, note: note! };
}
const smsRow = async (notificationId: string) =>
  (await deliveriesOf(t.db, notificationId)).find((d) => d.channel === "sms")!;
const outgoingOf = async (note: typeof notifications.$inferSelect): Promise<Outgoing> => ({
  deliveryId: (await smsRow(note.id)).id,
  notificationId: note.id,
  userId: note.userId,
  type: note.type,
  urgent: true,
  language: "en",
  title: note.title,
  message: note.message,
  link: note.link,
});

describe("the last accept reminder by SMS", () => {
  it("only the 6-hour reminder makes an SMS row, due 10 minutes after the others", async () => {
    const early = await testSale(t.app, t.db);
    const late = await testSale(t.app, t.db);
    await placedHoursAgo(early.order.id, 25);
    await placedHoursAgo(late.order.id, 43);
    await remindSellersToAccept({ db: t.db, mailer, log: t.app.log, publicUrl: PUBLIC_URL });
    const reminderOf = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).find(
        (n) => n.type === "order_accept_reminder",
      );
    const first = await reminderOf(early.seller.user.id);
    expect((await deliveriesOf(t.db, first!.id)).map((d) => d.channel).sort()).toEqual(["push", "whatsapp"]);
    const last = await reminderOf(late.seller.user.id);
    const rows = await deliveriesOf(t.db, last!.id);
    expect(rows.map((d) => d.channel).sort()).toEqual(["push", "sms", "whatsapp"]);
    const sms = rows.find((d) => d.channel === "sms")!;
    const push = rows.find((d) => d.channel === "push")!;
    const wait = sms.nextAttemptAt.getTime() - push.nextAttemptAt.getTime();
    expect(wait).toBeGreaterThan(9 * 60_000);
    expect(wait).toBeLessThan(11 * 60_000);
    // Not due yet: the job leaves it for push and WhatsApp to report.
    await dispatch();
    expect((await smsRow(last!.id)).status).toBe("queued");
    expect(await sandboxed(late.seller.user.mobile)).toEqual([]);
  });

  it("goes when neither push nor WhatsApp reached: once, with the order number, the deadline in IST and the link", async () => {
    const s = await lastReminder();
    await Promise.all([dispatch(), dispatch(), dispatch()]);
    await dispatch();
    const sent = await sandboxed(s.seller.user.mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(
      new RegExp(
        `^Dobara: accept order #${s.order.orderNumber} by \\d{1,2} [A-Z][a-z]{2}, \\d{1,2}:\\d{2} [ap]m IST or the sale is cancelled\\. ${SITE}/dashboard\\?tab=orders - Dobara$`,
      ),
    );
    expect(await smsRow(s.note.id)).toMatchObject({ status: "sent", providerId: sent[0]!.requestId });
    // The sandbox's page shows it as a developer would read it on the phone.
    const page = await t.app.inject({ method: "GET", url: "/sandbox/sms" });
    expect(page.body).toContain(`Dobara: accept order #${s.order.orderNumber} by `);
  });

  it("the app's own deliveries job sends it through its SMS provider (here the sandbox)", async () => {
    const s = await lastReminder();
    await t.app.runJobsOnce();
    expect(await smsRow(s.note.id)).toMatchObject({ status: "sent" });
    expect(await sandboxed(s.seller.user.mobile)).toHaveLength(1);
  });

  it("a Hindi seller gets the Hindi template; a link longer than a DLT variable gives way to the site's address", async () => {
    const s = await lastReminder({ language: "hi" });
    await dispatch();
    const [sms] = await sandboxed(s.seller.user.mobile);
    expect(sms!.text).toMatch(new RegExp(`^Dobara: ऑर्डर #${s.order.orderNumber} \\d{1,2} [^ ,]+ .+ IST तक स्वीकार करें`));
    // https://dobara.in/hi/dashboard?tab=orders is 41 characters: MSG91 would refuse it.
    expect(sms!.text).toMatch(/रद्द होगी। https:\/\/dobara\.in - Dobara$/);
    const long = await lastReminder();
    await dispatch(PUBLIC_URL);
    expect((await sandboxed(long.seller.user.mobile))[0]!.text).toMatch(
      /cancelled\. http:\/\/localhost:5000 - Dobara$/,
    );
  });

  it("is skipped when push or WhatsApp reported delivered, the order was accepted, or the number is not verified", async () => {
    const reached = await lastReminder();
    await setDelivery(reached.note.id, "push", { status: "delivered" });
    const accepted = await lastReminder();
    const res = await requester(t.app)("PUT", `/api/orders/${accepted.order.id}/accept`, accepted.seller.token);
    expect(res.statusCode).toBe(200);
    const unverified = await lastReminder();
    await t.db.update(users).set({ mobileVerified: false }).where(eq(users.id, unverified.seller.user.id));
    await dispatch();
    expect(await smsRow(reached.note.id)).toMatchObject({
      status: "skipped",
      error: "push or WhatsApp reached the seller",
    });
    expect(await smsRow(accepted.note.id)).toMatchObject({
      status: "skipped",
      error: "the order no longer waits to be accepted",
    });
    expect(await smsRow(unverified.note.id)).toMatchObject({ status: "skipped", error: "no verified mobile" });
    for (const s of [reached, accepted, unverified]) expect(await sandboxed(s.seller.user.mobile)).toEqual([]);
  });

  it("an unknown answer from MSG91 is failed, never resent; a refusal is failed with MSG91's reason", async () => {
    const lost = await lastReminder();
    await failNext("5xx");
    await dispatch();
    expect(await smsRow(lost.note.id)).toMatchObject({ status: "failed" });
    expect((await smsRow(lost.note.id)).error).toMatch(/^MSG91's answer is unknown, not resent/);
    const refused = await lastReminder();
    await failNext("error");
    await dispatch();
    expect(await smsRow(refused.note.id)).toMatchObject({
      status: "failed",
      error: expect.stringContaining("Insufficient balance"),
    });
    await dispatch();
    expect(await sandboxed(lost.seller.user.mobile)).toEqual([]);
  });

  it("a turn repeated after a lost answer (or run beside another) sends nothing more for the same delivery", async () => {
    const s = await lastReminder();
    const outgoing = await outgoingOf(s.note);
    const answers = await Promise.all(Array.from({ length: 5 }, () => channel().send(outgoing)));
    expect(answers.filter((a) => a.outcome === "sent")).toHaveLength(1);
    expect(answers.filter((a) => a.outcome === "failed")).toHaveLength(4);
    expect(await channel().send(outgoing)).toEqual({
      outcome: "failed",
      error: "an earlier attempt may have sent it: never sent twice",
    });
    expect(await sandboxed(s.seller.user.mobile)).toHaveLength(1);
  });

  it(`sends a seller at most ${SMS_REMINDERS_PER_DAY} a day, and none past the day's SMS budget; each refusal counted`, async () => {
    const first = await lastReminder();
    for (let i = 1; i < SMS_REMINDERS_PER_DAY; i++) await lastReminder({ seller: first.seller });
    await lastReminder({ seller: first.seller });
    const before = counts.refused.reminder_day;
    await dispatch();
    expect(await sandboxed(first.seller.user.mobile)).toHaveLength(SMS_REMINDERS_PER_DAY);
    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.userId, first.seller.user.id), eq(notificationDeliveries.channel, "sms")));
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(SMS_REMINDERS_PER_DAY);
    expect(rows.filter((r) => r.status === "skipped").map((r) => r.error)).toEqual([
      "SMS limit reached (reminder_day)",
    ]);
    expect(counts.refused.reminder_day).toBe(before + 1);

    const broke = await lastReminder();
    const used = await slotsUsed(t.db, SMS_LIMIT_KEYS.budget(istDateOf(new Date())));
    expect(await channel(used).send(await outgoingOf(broke.note))).toEqual({
      outcome: "failed",
      error: "the day's SMS budget is spent",
    });
    expect(counts.refused.daily_budget).toBe(1);
    expect(await slotsUsed(t.db, SMS_LIMIT_KEYS.budget(istDateOf(new Date())))).toBe(used);
    expect(await sandboxed(broke.seller.user.mobile)).toEqual([]);
  });
});
