import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatOrderNumber } from "@contract/order-number";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { hmacSha256Hex } from "../payments";
import { adminContacts } from "../users";
import { sendPayouts } from "../settlement";

let t: Awaited<ReturnType<typeof createTestApp>>;
const kit = payoutsKit(() => t);
beforeAll(async () => {
  // The app mails through the kit's mailer too: the sandbox's webhooks reach the app's own payout code.
  t = await createTestApp(payoutsEnv, {}, { mailer: kit.mailer });
});
afterAll(() => t.close());

const decide = (id: string, outcome: string) =>
  t.app.inject({ method: "POST", url: `/sandbox/payouts/control/payouts/${id}`, payload: { outcome } });
const adminBells = () => t.db.select().from(notifications).where(eq(notifications.type, "payout_failed"));
const sellerBells = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, "Payout did not go through")));
const alertMails = () => kit.mails.filter((m) => m.subject.endsWith("A payout did not go through"));
/** Mails go out after commit without being awaited: give them a moment. */
const settle = () => new Promise((r) => setTimeout(r, 50));

function webhook(body: string, eventId: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/razorpayx",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacSha256Hex(kit.deps().settings.webhookSecret, body),
      "x-razorpay-event-id": eventId,
    },
    payload: body,
  });
}

/** A due payout to "Anil Kumar Sharma", sent to the sandbox: processing there. */
async function sentPayout() {
  const s = await kit.duePayout();
  await t.db.update(users).set({ fullName: "Anil Kumar Sharma" }).where(eq(users.id, s.seller.user.id));
  await sendPayouts(kit.deps());
  const row = await kit.payoutRow(s.payout.id);
  expect(row).toMatchObject({ status: "sending", providerStatus: "processing" });
  return { ...s, poutId: row.providerPayoutId! };
}

describe("admins told of a payout that did not go through", () => {
  it("a failed payout: every admin gets one bell and one mail naming the payout, seller, order and reason; replays add none", async () => {
    const s = await sentPayout();
    const [bellsBefore, mailsBefore] = [(await adminBells()).length, alertMails().length];
    const admins = await adminContacts(t.db);
    expect((await decide(s.poutId, "failed")).statusCode).toBe(200);
    await settle();

    const bells = (await adminBells()).slice(bellsBefore);
    expect(bells).toHaveLength(admins.length);
    expect(new Set(bells.map((b) => b.userId))).toEqual(new Set(admins.map((a) => a.id)));
    const order = formatOrderNumber(s.order.orderNumber);
    for (const b of bells) {
      expect(b.message).toContain(`Payout ${s.payout.id.slice(0, 8)} of`);
      expect(b.message).toContain("to Anil (order");
      expect(b.message).toContain(order);
      expect(b.message).toContain("the seller's bank was offline");
      expect(b.message).not.toContain("Sharma");
      expect(b.link).toBe("/admin-panel?tab=payouts");
    }
    const mails = alertMails().slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(mails[0]!.text).toContain(order);
    expect(mails[0]!.text).toContain("Anil");
    expect(mails[0]!.text).toContain("/admin-panel?tab=payouts");
    expect(mails[0]!.text).not.toContain("50100123451234");
    // The seller was told as before, once.
    expect(await sellerBells(s.seller.user.id)).toHaveLength(1);

    // RazorpayX delivers at least once: the same event again, under its id and under new ids, tells nobody again.
    const failed = JSON.stringify({
      entity: "event",
      account_id: "acc_x",
      event: "payout.failed",
      contains: ["payout"],
      payload: {
        payout: {
          entity: {
            id: s.poutId,
            entity: "payout",
            status: "failed",
            amount: 630500,
            reference_id: s.payout.id,
            notes: { attempt: "1" },
            status_details: { reason: "beneficiary_bank_offline" },
          },
        },
      },
    });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => webhook(failed, i % 2 === 0 ? "evt_replay_same" : `evt_replay_${i}`)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    await settle();
    expect((await adminBells()).slice(bellsBefore)).toHaveLength(admins.length);
    expect(alertMails().slice(mailsBefore)).toHaveLength(admins.length);
    expect(await sellerBells(s.seller.user.id)).toHaveLength(1);
  });

  it("a paid payout the bank sends back is a new failure: told once more; a payout the provider refuses is told too", async () => {
    const s = await sentPayout();
    expect((await decide(s.poutId, "processed")).statusCode).toBe(200);
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({ status: "paid" });
    const admins = await adminContacts(t.db);
    const mailsBefore = alertMails().length;
    expect((await decide(s.poutId, "reversed")).statusCode).toBe(200);
    expect((await decide(s.poutId, "reversed")).statusCode).toBe(200);
    await settle();
    const mails = alertMails().slice(mailsBefore);
    expect(mails).toHaveLength(admins.length);
    expect(mails[0]!.text).toContain("was sent back by the bank: the bank account is closed");

    // Refused outright (here: the account number our settings send is wrong): no payout at the provider, still told.
    const refused = await kit.duePayout();
    await sendPayouts(kit.deps({ accountNumber: "1111111111111111" }));
    await settle();
    expect(await kit.payoutRow(refused.payout.id)).toMatchObject({ status: "due" });
    const last = alertMails().at(-1)!;
    expect(last.text).toContain(formatOrderNumber(refused.order.orderNumber));
    expect(last.text).toContain("was refused by the payout service");
    // Its sale brought one more admin: every admin of the time is mailed.
    expect(alertMails().slice(mailsBefore)).toHaveLength(admins.length + (await adminContacts(t.db)).length);
  });
});
