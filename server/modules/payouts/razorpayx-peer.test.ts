import { networkTransport } from "../../lib/provider-client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { startRazorpayxPeer } from "../../test/razorpayx-peer";
import { createTestApp } from "../../test/test-app";
import { startValidation } from "./bank-validation";
import { sendPayouts } from "../settlement";

const auth = { keyId: "rzp_test_peer", keySecret: "peer-secret", accountNumber: "7878780080316316" };
let t: Awaited<ReturnType<typeof createTestApp>>;
let peer: Awaited<ReturnType<typeof startRazorpayxPeer>>;
beforeAll(async () => {
  t = await createTestApp(payoutsEnv);
  peer = await startRazorpayxPeer(auth);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});
const kit = payoutsKit(() => t);
/** The job aimed at the peer, with a short time-out and no waiting between retries. */
const peerDeps = () =>
  kit.deps({
    ...auth,
    apiUrl: peer.url,
    transport: networkTransport,
    sandbox: false,
    timeoutMs: 300,
    timing: { resend: [1, 2, 5], lookup: 5, giveUpMinutes: 60, poll: 30, claim: 5 },
  });
const creates = () => peer.requests.filter((r) => r.method === "POST" && r.path === "/v1/payouts");

describe("payouts against a peer speaking RazorpayX's API", () => {
  it("a create that times out is sent again with the same key and body, and the answer is the same payout: one payout", async () => {
    const s = await kit.duePayout();
    peer.knobs.slowCreates = 1;
    peer.knobs.slowMs = 1500;
    const before = creates().length;
    await sendPayouts(peerDeps());
    const lost = await kit.payoutRow(s.payout.id);
    expect(lost).toMatchObject({ status: "sending", sendTries: 1, providerPayoutId: null });
    // Its next turn comes after a minute: nothing is sent before it.
    await sendPayouts(peerDeps());
    expect(creates().length - before).toBe(1);
    await kit.comeRound(s.payout.id);
    await sendPayouts(peerDeps());
    const mine = creates().slice(before);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.headers["x-payout-idempotency"]).toBe(lost.idempotencyKey);
    expect(mine[1]!.headers["x-payout-idempotency"]).toBe(lost.idempotencyKey);
    expect(mine[1]!.body).toBe(mine[0]!.body);
    expect(mine[0]!.headers.authorization).toBe(`Basic ${Buffer.from("rzp_test_peer:peer-secret").toString("base64")}`);
    const ours = [...peer.payouts.values()].filter((p) => p.entity.reference_id === s.payout.id);
    expect(ours).toHaveLength(1);
    const row = await kit.payoutRow(s.payout.id);
    expect(row).toMatchObject({
      status: "sending",
      providerPayoutId: ours[0]!.entity.id,
      providerStatus: "processing",
    });

    // Processing for days: polled, never sent again; processed with its UTR -> paid.
    await kit.comeRound(s.payout.id);
    await sendPayouts(peerDeps());
    expect(creates().slice(before)).toHaveLength(2);
    peer.set(String(ours[0]!.entity.id), { status: "processed", utr: "933815233814" });
    await kit.comeRound(s.payout.id);
    expect(await sendPayouts(peerDeps())).toBe(1);
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({ status: "paid", bankReference: "933815233814" });
  });

  it("three lost answers, then the payout is found by reference_id; never a fresh key meanwhile", async () => {
    const s = await kit.duePayout();
    peer.knobs.slowCreates = 4;
    peer.knobs.slowMs = 800;
    const before = creates().length;
    for (let i = 0; i < 5; i += 1) {
      await sendPayouts(peerDeps());
      await kit.comeRound(s.payout.id);
    }
    const mine = creates().slice(before);
    expect(mine).toHaveLength(4);
    expect(new Set(mine.map((r) => r.headers["x-payout-idempotency"])).size).toBe(1);
    expect(peer.requests.some((r) => r.path.startsWith("/v1/payouts?") && r.path.includes(s.payout.id))).toBe(true);
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({ status: "sending", providerStatus: "processing" });
    expect([...peer.payouts.values()].filter((p) => p.entity.reference_id === s.payout.id)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 900));
  });

  it("a refused payout goes back to due with the reason, the account number kept out of it", async () => {
    const s = await kit.duePayout();
    peer.knobs.refusePayouts = true;
    await sendPayouts(peerDeps());
    peer.knobs.refusePayouts = false;
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
    await startValidation(peerDeps(), s.seller.bankId);
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, s.seller.bankId));
    expect(row).toMatchObject({
      verificationStatus: "unverified",
      isVerified: false,
      fundAccountId: expect.stringMatching(/^fa_/),
    });
    const fund = peer.requests.filter((r) => r.path === "/v1/fund_accounts").at(-1)!;
    expect(JSON.parse(fund.body).bank_account.account_number).toBe("50100123451234");
  });
});
