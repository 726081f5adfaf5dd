import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { networkTransport } from "../../lib/provider-client";
import { payoutsByReference } from "../../sandboxes/payouts/books-repo";
import { decidePayout } from "../../sandboxes/payouts/settle";
import { faultyTransport } from "../../test/faulty-transport";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { serveOverHttp } from "../../test/transport-over-http";
import { startValidation } from "./bank-validation";
import { payoutSettings } from "./payout-settings";
import { sendPayouts } from "../settlement";

/**
 * The payouts job against the RazorpayX sandbox, with the faults of a real network and provider between them: answers
 * that come too late, validations refused (as in test mode), payouts refused.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let sandbox: ReturnType<typeof faultyTransport>;
let overHttp: Awaited<ReturnType<typeof serveOverHttp>>;
beforeAll(async () => {
  t = await createTestApp(payoutsEnv);
  const { apiUrl } = payoutSettings(t.app.config);
  sandbox = faultyTransport((r) => t.app.inject(r), apiUrl);
  overHttp = await serveOverHttp(sandbox.transport, new URL(apiUrl).origin);
});
afterAll(async () => {
  await overHttp.close();
  await t.close();
});
beforeEach(() => sandbox.reset());
const kit = payoutsKit(() => t);
const timing = { resend: [1, 2, 5], lookup: 5, giveUpMinutes: 60, poll: 30, claim: 5 };
/** The job aimed at the sandbox through its faults, with a short time-out and no waiting between retries. */
const faultyDeps = () => kit.deps({ transport: sandbox.transport, timeoutMs: 300, timing });
/**
 * The same over a real local socket: the network's own time-out loses the late answers. Longer than the faulty
 * transport's, as every call goes through the sandbox's books on a busy machine.
 */
const networkDeps = () =>
  kit.deps({
    apiUrl: `${overHttp.url}${new URL(payoutSettings(t.app.config).apiUrl).pathname}`,
    transport: networkTransport,
    timeoutMs: 1500,
    timing,
  });
const creates = () => sandbox.asked("POST /v1/payouts");
const atSandbox = (payoutId: string) => payoutsByReference(t.db, payoutId, 100, 0);
/** The sandbox moves a payout on, as the bank would; its webhook is lost, so only our polling can learn it. */
const settleQuietly = (id: string) =>
  decidePayout(
    t.db,
    { ...kit.deps().settings, transport: async () => ({ statusCode: 200, body: "" }) },
    id,
    "processed",
  );
/** A 400 as RazorpayX words one. */
const refusal = (description: string) => ({
  status: 400,
  body: {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: null,
      reason: "input_validation_failed",
      metadata: {},
      field: null,
    },
  },
});

describe("payouts against RazorpayX's sandbox, through the faults of a real network", () => {
  it("a create that times out is sent again with the same key and body, and the answer is the same payout: one payout", async () => {
    const s = await kit.duePayout();
    sandbox.slow("POST /v1/payouts", 1, 4000);
    const before = creates().length;
    await sendPayouts(networkDeps());
    const lost = await kit.payoutRow(s.payout.id);
    expect(lost).toMatchObject({ status: "sending", sendTries: 1, providerPayoutId: null });
    // Its next turn comes after a minute: nothing is sent before it.
    await sendPayouts(networkDeps());
    expect(creates().length - before).toBe(1);
    await kit.comeRound(s.payout.id);
    await sendPayouts(networkDeps());
    const mine = creates().slice(before);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.headers["x-payout-idempotency"]).toBe(lost.idempotencyKey);
    expect(mine[1]!.headers["x-payout-idempotency"]).toBe(lost.idempotencyKey);
    expect(mine[1]!.payload).toBe(mine[0]!.payload);
    const { keyId, keySecret } = kit.deps().settings;
    expect(mine[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`);
    const ours = await atSandbox(s.payout.id);
    expect(ours).toHaveLength(1);
    const row = await kit.payoutRow(s.payout.id);
    expect(row).toMatchObject({
      status: "sending",
      providerPayoutId: ours[0]!.id,
      providerStatus: "processing",
    });

    // Processing for days: polled, never sent again; processed with its UTR -> paid.
    await kit.comeRound(s.payout.id);
    await sendPayouts(networkDeps());
    expect(creates().slice(before)).toHaveLength(2);
    const processed = await settleQuietly(ours[0]!.id);
    await kit.comeRound(s.payout.id);
    expect(await sendPayouts(networkDeps())).toBe(1);
    expect(processed!.utr).toMatch(/^\d{12}$/);
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({ status: "paid", bankReference: processed!.utr });
  });

  it("three lost answers, then the payout is found by reference_id; never a fresh key meanwhile", async () => {
    const s = await kit.duePayout();
    sandbox.slow("POST /v1/payouts", 4, 800);
    const before = creates().length;
    for (let i = 0; i < 5; i += 1) {
      await sendPayouts(faultyDeps());
      await kit.comeRound(s.payout.id);
    }
    const mine = creates().slice(before);
    expect(mine).toHaveLength(4);
    expect(new Set(mine.map((r) => r.headers["x-payout-idempotency"])).size).toBe(1);
    expect(sandbox.asked("GET /v1/payouts").some((r) => r.query.includes(s.payout.id))).toBe(true);
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({ status: "sending", providerStatus: "processing" });
    expect(await atSandbox(s.payout.id)).toHaveLength(1);
  });

  it("a refused payout goes back to due with the reason, the account number kept out of it", async () => {
    const s = await kit.duePayout();
    sandbox.on("POST /v1/payouts", () => refusal("The fund account 50100123451234 is not active"));
    await sendPayouts(faultyDeps());
    const row = await kit.payoutRow(s.payout.id);
    expect(row.status).toBe("due");
    expect(row.failureReason).toContain("not active");
    expect(row.failureReason).not.toContain("50100123451234");
  });

  it("a validation the provider refuses (test mode) leaves the account to the admin, as before", async () => {
    const s = await kit.duePayout({ verified: false });
    await t.db
      .update(bankAccounts)
      .set({ verificationStatus: "verifying" })
      .where(eq(bankAccounts.id, s.seller.bankId));
    sandbox.on("POST /v1/fund_accounts/validations", () =>
      refusal("Fund account validation is not available in test mode"),
    );
    await startValidation(faultyDeps(), s.seller.bankId);
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, s.seller.bankId));
    expect(row).toMatchObject({
      verificationStatus: "unverified",
      isVerified: false,
      fundAccountId: expect.stringMatching(/^fa_/),
    });
    const fund = sandbox.asked("POST /v1/fund_accounts").at(-1)!;
    expect((fund.json as { bank_account: { account_number: string } }).bank_account.account_number).toBe(
      "50100123451234",
    );
  });
});
