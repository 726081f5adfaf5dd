import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDateOf } from "@contract/ist-days";
import { notifications } from "../../db/schema/notifications";
import { sandboxPayoutObjects } from "../../sandboxes/payouts/schema";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { sendPayouts } from "../settlement";

let t: Awaited<ReturnType<typeof createTestApp>>;
const kit = payoutsKit(() => t);
beforeAll(async () => {
  t = await createTestApp(payoutsEnv, {}, { mailer: kit.mailer });
});
afterAll(() => t.close());

const today = () => istDateOf(new Date());
const decide = (id: string, outcome: string) =>
  t.app.inject({ method: "POST", url: `/sandbox/payouts/control/payouts/${id}`, payload: { outcome } });

interface Report {
  gateways: { gateway: string }[];
  payouts: {
    provider: string;
    sandbox: boolean;
    ok: boolean;
    atProvider: { paidOut: number };
    inBooks: { paidOut: number };
    mismatches: Record<string, unknown>[];
  } | null;
}
async function reconcile(token: string) {
  const res = await kit.req("GET", `/api/admin/reconciliation?date=${today()}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}

/** A due payout sent to the sandbox and processed there: paid in our books with the UTR. */
async function paidThroughSandbox() {
  const s = await kit.duePayout();
  await sendPayouts(kit.deps());
  const poutId = (await kit.payoutRow(s.payout.id)).providerPayoutId!;
  expect((await decide(poutId, "processed")).statusCode).toBe(200);
  expect(await kit.payoutRow(s.payout.id)).toMatchObject({ status: "paid" });
  return { ...s, poutId };
}

/** A due payout the admin marks paid by hand (the override): it never went through RazorpayX. */
async function paidByHand() {
  const s = await kit.duePayout();
  const res = await kit.req("PUT", `/api/admin/payouts/${s.payout.id}/paid`, s.admin.token, { bankReference: "N77" });
  expect(res.statusCode, res.body).toBe(200);
  return s;
}

/** Changes what the sandbox says of one of its payouts, behind our back (no webhook). */
async function atSandbox(poutId: string, change: Record<string, unknown>) {
  await t.db
    .update(sandboxPayoutObjects)
    .set({ entity: sql`${sandboxPayoutObjects.entity} || ${JSON.stringify(change)}::jsonb` })
    .where(eq(sandboxPayoutObjects.id, poutId));
}

/** A payout the sandbox made and processed that no payout of ours asked for (the dashboard, a double payment). */
async function plantAtSandbox(referenceId: string, amountPaise: number) {
  const id = `pout_planted${randomUUID().slice(0, 8)}`;
  await t.db.insert(sandboxPayoutObjects).values({
    id,
    kind: "payout",
    referenceId,
    settledAt: new Date(),
    entity: {
      id,
      entity: "payout",
      amount: amountPaise,
      status: "processed",
      utr: "912345678901",
      reference_id: referenceId,
      notes: {},
      created_at: Math.floor(Date.now() / 1000),
    },
  });
  return id;
}

describe("reconciliation of payouts, against the sandbox", () => {
  let admin: string;

  it("a clean day of payouts has no mismatch: RazorpayX's processed payouts equal the ledger's, by-hand ones apart", async () => {
    const a = await paidThroughSandbox();
    await paidThroughSandbox();
    await paidByHand();
    const failed = await kit.duePayout();
    await sendPayouts(kit.deps());
    await decide((await kit.payoutRow(failed.payout.id)).providerPayoutId!, "failed");
    admin = a.admin.token;

    const day = await reconcile(admin);
    expect(day.gateways.map((g) => g.gateway)).toEqual(["payu", "razorpay"]);
    expect(day.payouts).toMatchObject({ provider: "razorpayx", sandbox: true, ok: true, mismatches: [] });
    expect(day.payouts!.atProvider).toEqual({ paidOut: 2 * 6305 });
    expect(day.payouts!.inBooks).toEqual({ paidOut: 2 * 6305 });
  });

  it("finds each kind: processed at RazorpayX not paid in our books, paid in our books not processed, amounts differ", async () => {
    const stranger = await plantAtSandbox(randomUUID(), 150_000);
    const byHand = await paidByHand();
    const double = await plantAtSandbox(byHand.payout.id, 630_500);
    const gone = await paidThroughSandbox();
    await atSandbox(gone.poutId, { status: "reversed" });
    const differs = await paidThroughSandbox();
    await atSandbox(differs.poutId, { amount: 600_000 });

    const found = (await reconcile(admin)).payouts!.mismatches;
    expect(found).toHaveLength(4);
    expect(found).toEqual(
      expect.arrayContaining([
        {
          gateway: "razorpayx",
          kind: "payout_missing_in_books",
          gatewayRef: stranger,
          gatewayAmount: 1500,
          bookAmount: null,
        },
        // Marked paid by hand and also paid out at RazorpayX: the seller was paid twice.
        {
          gateway: "razorpayx",
          kind: "payout_missing_in_books",
          gatewayRef: double,
          gatewayAmount: 6305,
          bookAmount: null,
        },
        {
          gateway: "razorpayx",
          kind: "payout_missing_at_provider",
          gatewayRef: gone.poutId,
          gatewayAmount: null,
          bookAmount: 6305,
        },
        {
          gateway: "razorpayx",
          kind: "payout_amount_differs",
          gatewayRef: differs.poutId,
          gatewayAmount: 6000,
          bookAmount: 6305,
        },
      ]),
    );

    // Stored and told like the gateways' mismatches: once, then closed when a later run no longer finds them.
    const bell = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.type, "reconciliation_mismatch"), sql`${notifications.message} like '%, razorpayx: %'`),
        );
    const run = () => kit.req("POST", "/api/admin/reconciliation/runs", admin, { date: today() });
    expect((await run()).statusCode).toBe(200);
    expect((await run()).statusCode).toBe(200);
    const admins = (await t.db.execute(sql`select count(*)::int as n from users where role = 'admin'`)).rows[0] as {
      n: number;
    };
    expect(await bell()).toHaveLength(4 * admins.n);
    expect((await bell()).map((b) => b.message)).toContain(
      `${today()}, razorpayx: Paid in our books, not processed at RazorpayX (${gone.poutId}): gateway nothing, books ₹6,305.`,
    );
    expect(kit.mails.some((m) => m.text.includes("Payout amounts differ"))).toBe(true);
    const open = await kit.req("GET", "/api/admin/reconciliation/mismatches", admin);
    expect(open.json().filter((m: { gateway: string }) => m.gateway === "razorpayx")).toHaveLength(4);
    const days = (await kit.req("GET", "/api/admin/reconciliation/days", admin)).json() as {
      gateway: string;
      paidOut: unknown;
      openMismatches: number;
    }[];
    expect(days.find((d) => d.gateway === "razorpayx")).toMatchObject({
      // At RazorpayX: the clean day's two, the stranger, the double payment, the one that differs (not the reversed).
      paidOut: { atGateway: 3 * 6305 + 1500 + 6000, inBooks: 4 * 6305 },
      openMismatches: 4,
    });
    expect(days.find((d) => d.gateway === "payu")).toMatchObject({ paidOut: null });

    await t.db.delete(sandboxPayoutObjects).where(eq(sandboxPayoutObjects.id, stranger));
    await t.db.delete(sandboxPayoutObjects).where(eq(sandboxPayoutObjects.id, double));
    await atSandbox(gone.poutId, { status: "processed" });
    await atSandbox(differs.poutId, { amount: 630_500 });
    expect((await run()).json().payouts.mismatches).toEqual([]);
    const after = await kit.req("GET", "/api/admin/reconciliation/mismatches", admin);
    expect(after.json().filter((m: { gateway: string }) => m.gateway === "razorpayx")).toEqual([]);
  });
});
