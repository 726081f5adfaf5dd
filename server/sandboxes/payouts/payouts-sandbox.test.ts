import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../db/schema/ledger-entries";
import { notifications } from "../../db/schema/notifications";
import { sandboxPayoutObjects } from "../../sandboxes/payouts/schema";
import { users } from "../../db/schema/users";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { hmacSha256Hex } from "../../modules/payments";
import { sendPayouts } from "../../modules/settlement";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp(payoutsEnv);
});
afterAll(() => t.close());
const kit = payoutsKit(() => t);

const sandboxPayoutOf = async (payoutId: string) =>
  t.db
    .select()
    .from(sandboxPayoutObjects)
    .where(and(eq(sandboxPayoutObjects.kind, "payout"), eq(sandboxPayoutObjects.referenceId, payoutId)));
const decide = (kind: "payouts" | "validations", id: string, outcome: string, extra: object = {}) =>
  t.app.inject({ method: "POST", url: `/sandbox/payouts/control/${kind}/${id}`, payload: { outcome, ...extra } });
const movements = (orderId: string, kind: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, kind as "payout_paid")));
const noticesOf = (userId: string, title: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

/** collected - refunded - payoutsPaid - (held + payoutsDue + revenue): zero in balanced books. */
async function booksGap(adminToken: string) {
  const b = (await kit.req("GET", "/api/admin/ledger/summary", adminToken)).json();
  return b.collected - b.refunded - b.payoutsPaid - (b.held + b.payoutsDue + b.platformRevenue);
}

function webhook(body: string, opts: { signature?: string; eventId?: string } = {}) {
  const secret = kit.deps().settings.webhookSecret;
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/razorpayx",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": opts.signature ?? hmacSha256Hex(secret, body),
      ...(opts.eventId ? { "x-razorpay-event-id": opts.eventId } : {}),
    },
    payload: body,
  });
}
const event = (name: string, entity: Record<string, unknown>) =>
  JSON.stringify({
    entity: "event",
    account_id: "acc_x",
    event: name,
    contains: ["payout"],
    payload: { payout: { entity } },
  });

describe("payouts sent through the sandbox", () => {
  it("sends a due payout once, in paise by IMPS with our reference; processed -> paid with the UTR, booked, told", async () => {
    const s = await kit.duePayout();
    const gapWhenDue = await booksGap(s.admin.token);
    expect(await sendPayouts(kit.deps())).toBe(0);
    const sent = await kit.payoutRow(s.payout.id);
    expect(sent).toMatchObject({ status: "sending", attempt: 1, sendTries: 1, providerStatus: "processing" });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(sent.requestBody!);
    expect(body).toMatchObject({
      amount: 630500,
      currency: "INR",
      mode: "IMPS",
      purpose: "payout",
      reference_id: s.payout.id,
      narration: `Dobara payout ${s.order.orderNumber}`,
      notes: { attempt: "1" },
    });
    expect(body.narration).toMatch(/^[A-Za-z0-9 ]{1,30}$/);
    // On its way, the payout is still owed: the books' equation moves not at all from due to sending to paid (this
    // kit's sales skip the payment's own movement, so the gap is that payment, the same at every step).
    expect(await booksGap(s.admin.token)).toBe(gapWhenDue);
    // The job again: polling asks, never sends again.
    await kit.comeRound(s.payout.id);
    await sendPayouts(kit.deps());
    expect(await sandboxPayoutOf(s.payout.id)).toHaveLength(1);

    const done = await decide("payouts", sent.providerPayoutId!, "processed");
    expect(done.statusCode, done.body).toBe(200);
    const paid = await kit.payoutRow(s.payout.id);
    expect(paid.status).toBe("paid");
    expect(paid.bankReference).toMatch(/^\d{12}$/);
    expect(await movements(s.order.id, "payout_paid")).toHaveLength(2);
    const told = await noticesOf(s.seller.user.id, "Payout sent");
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(`UTR ${paid.bankReference}`);

    expect(await booksGap(s.admin.token)).toBe(gapWhenDue);
    const mine = (await kit.req("GET", `/api/orders/${s.order.id}`, s.seller.token)).json();
    expect(mine.payout).toMatchObject({ status: "paid", bankReference: paid.bankReference, note: null });
    const page = (await kit.req("GET", "/api/payouts", s.seller.token)).json();
    expect(page.totals).toEqual({ paid: 6305, due: 0, sending: 0, upcoming: 0 });
    const month = page.statementMonths[0];
    const csv = await kit.req("GET", `/api/payouts/statement?month=${month}`, s.seller.token);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toBe("Date,Order number,Item,Sale price,Seller fee,TDS (194-O),Payout,UTR");
    expect(csv.body).toContain(
      `,${s.order.orderNumber},"Godrej steel almirah, 2 doors",6500,195,0,6305,${paid.bankReference}\r\n`,
    );
    expect((await kit.req("GET", "/api/payouts/statement?month=2026-13", s.seller.token)).statusCode).toBe(400);
    expect((await kit.req("GET", "/api/payouts", s.buyer.token)).json().payouts).toEqual([]);
  });

  it("webhooks: bad signature 401, replays 200 times, out of order, unknown payouts, 1 MB: no 5xx, no double, no backwards", async () => {
    const s = await kit.duePayout();
    const gapWhenDue = await booksGap(s.admin.token);
    await sendPayouts(kit.deps());
    const row = await kit.payoutRow(s.payout.id);
    const entity = (status: string, extra: object = {}) => ({
      id: row.providerPayoutId,
      entity: "payout",
      amount: 630500,
      status,
      utr: status === "processed" ? "933815233814" : null,
      reference_id: s.payout.id,
      notes: { attempt: "1" },
      ...extra,
    });
    const processed = event("payout.processed", entity("processed"));
    expect((await webhook(processed, { signature: hmacSha256Hex("wrong", processed) })).statusCode).toBe(401);
    expect((await webhook(processed, { signature: "" })).statusCode).toBe(401);
    expect((await kit.payoutRow(s.payout.id)).status).not.toBe("due");

    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => webhook(processed, { eventId: i % 2 ? "evt_same" : `evt_${i}` })),
    );
    console.info(`payout webhook: 200 replays at once answered in ${Date.now() - started} ms`);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode)).toEqual([]);
    // Out of order: processing and queued after processed move nothing back.
    for (const status of ["processing", "queued", "pending"])
      expect((await webhook(event(`payout.${status}`, entity(status)), { eventId: `evt_${status}` })).statusCode).toBe(
        200,
      );
    const paid = await kit.payoutRow(s.payout.id);
    expect(paid).toMatchObject({ status: "paid", bankReference: "933815233814", providerStatus: "processed" });
    expect(await movements(s.order.id, "payout_paid")).toHaveLength(2);
    expect(await noticesOf(s.seller.user.id, "Payout sent")).toHaveLength(1);

    // Unknown payouts, events we do not use, a body that is not JSON, 1 MB: acknowledged or refused, never 5xx.
    const unknown = event("payout.processed", {
      ...entity("processed"),
      id: "pout_nobody",
      reference_id: crypto.randomUUID(),
    });
    expect((await webhook(unknown, { eventId: "evt_unknown" })).statusCode).toBe(200);
    expect((await webhook(event("payout.downtime.started", {}), { eventId: "evt_dt" })).statusCode).toBe(200);
    expect((await webhook("not json")).statusCode).toBe(400);
    const huge = JSON.stringify({ event: "payout.processed", pad: "x".repeat(1024 * 1024) });
    expect((await webhook(huge)).statusCode).toBe(413);
    const oneMb = JSON.stringify({ event: "payout.processed", pad: "x".repeat(1024 * 1024 - 60) });
    expect((await webhook(oneMb)).statusCode).toBeLessThan(500);

    // A reversal after processed is real: owed again with the reason, the ledger undone, the seller told.
    const reversed = event(
      "payout.reversed",
      entity("reversed", { status_details: { reason: "bank_account_closed" } }),
    );
    expect((await webhook(reversed, { eventId: "evt_rev" })).statusCode).toBe(200);
    expect((await webhook(reversed, { eventId: "evt_rev2" })).statusCode).toBe(200);
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({
      status: "due",
      failureReason: "the bank account is closed",
      paidAt: null,
    });
    expect(await movements(s.order.id, "payout_reversed")).toHaveLength(2);
    // processed again for the old attempt, after reversed: ignored.
    expect((await webhook(processed, { eventId: "evt_late" })).statusCode).toBe(200);
    expect((await kit.payoutRow(s.payout.id)).status).toBe("due");
    const view = (await kit.req("GET", `/api/orders/${s.order.id}`, s.seller.token)).json();
    expect(view.payout).toMatchObject({ status: "due", note: "Failed: the bank account is closed" });

    // It waits for a person: the job does not send it; the admin's retry makes a new attempt with a new key.
    await sendPayouts(kit.deps());
    expect((await kit.payoutRow(s.payout.id)).status).toBe("due");
    const retry = await kit.req("POST", `/api/admin/payouts/${s.payout.id}/retry`, s.admin.token);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await kit.req("POST", `/api/admin/payouts/${s.payout.id}/retry`, s.admin.token)).statusCode).toBe(409);
    await sendPayouts(kit.deps());
    const second = await kit.payoutRow(s.payout.id);
    expect(second).toMatchObject({ status: "sending", attempt: 2 });
    expect(second.idempotencyKey).not.toBe(row.idempotencyKey);
    expect(second.providerPayoutId).not.toBe(row.providerPayoutId);
    // The first attempt's events never touch the second.
    expect((await webhook(processed, { eventId: "evt_old_attempt" })).statusCode).toBe(200);
    expect((await kit.payoutRow(s.payout.id)).status).not.toBe("due");
    expect(await sandboxPayoutOf(s.payout.id)).toHaveLength(2);

    // The second attempt is paid: booked again (a second payout_paid), replays book nothing, the books as when due.
    const paidAgain = event(
      "payout.processed",
      entity("processed", { id: second.providerPayoutId, utr: "933815233999", notes: { attempt: "2" } }),
    );
    for (const eventId of ["evt_paid_again", "evt_paid_again", "evt_paid_again_2"])
      expect((await webhook(paidAgain, { eventId })).statusCode).toBe(200);
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({ status: "paid", bankReference: "933815233999" });
    expect(await movements(s.order.id, "payout_paid")).toHaveLength(4);
    expect(await booksGap(s.admin.token)).toBe(gapWhenDue);
  });

  it("a failed payout goes back to due with our reason; the admin's mark-paid stays the override", async () => {
    const s = await kit.duePayout();
    await sendPayouts(kit.deps());
    const row = await kit.payoutRow(s.payout.id);
    // While it is with the provider the admin cannot also pay it by hand.
    expect(
      (await kit.req("PUT", `/api/admin/payouts/${s.payout.id}/paid`, s.admin.token, { bankReference: "UTR9" }))
        .statusCode,
    ).toBe(409);
    expect((await decide("payouts", row.providerPayoutId!, "failed")).statusCode).toBe(200);
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({
      status: "due",
      failureReason: "the seller's bank was offline",
    });
    expect(await noticesOf(s.seller.user.id, "Payout did not go through")).toHaveLength(1);
    const manual = await kit.req("PUT", `/api/admin/payouts/${s.payout.id}/paid`, s.admin.token, {
      bankReference: "UTR9",
    });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json()).toMatchObject({ status: "paid", bankReference: "UTR9", failureReason: null });
  });

  it("a payout to an unverified account waits, and the seller is told why", async () => {
    const s = await kit.duePayout({ verified: false });
    await sendPayouts(kit.deps());
    expect((await kit.payoutRow(s.payout.id)).status).toBe("due");
    const view = (await kit.req("GET", `/api/orders/${s.order.id}`, s.seller.token)).json();
    expect(view.payout.note).toBe("Waiting for your bank account to be verified");
  });

  it("a payout to a seller whose mobile is not verified waits, the seller is told why, and it goes once verified", async () => {
    const s = await kit.duePayout();
    await t.db.update(users).set({ mobileVerified: false }).where(eq(users.id, s.seller.user.id));
    await sendPayouts(kit.deps());
    expect((await kit.payoutRow(s.payout.id)).status).toBe("due");
    const own = (await kit.req("GET", "/api/payouts", s.seller.token)).json();
    expect(own.payouts.find((p: { id: string }) => p.id === s.payout.id).note).toBe(
      "Waiting for you to verify your mobile number",
    );
    await t.db.update(users).set({ mobileVerified: true }).where(eq(users.id, s.seller.user.id));
    await sendPayouts(kit.deps());
    expect((await kit.payoutRow(s.payout.id)).status).not.toBe("due");
  });
});
