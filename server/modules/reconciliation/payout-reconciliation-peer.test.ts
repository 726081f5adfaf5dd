import { networkTransport } from "../../lib/provider-client";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDateOf, istDayWindow } from "@contract/ist-days";
import { checkoutKit } from "../../test/checkout-kit";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { startRazorpayxPeer } from "../../test/razorpayx-peer";
import { createTestApp } from "../../test/test-app";
import { sendPayouts } from "../settlement";
import { comparePayoutsDay } from "./compare-payouts-day";
import { reconcileAndStore, reconcileDay } from "./reconciliation-service";

/** Its own app: payouts made through the peer and through the sandbox never share one set of books in real life. */
let t: Awaited<ReturnType<typeof createTestApp>>;
const kit = payoutsKit(() => t);
beforeAll(async () => {
  t = await createTestApp(payoutsEnv);
});
afterAll(() => t.close());

const today = () => istDateOf(new Date());

describe("reconciliation of payouts, against a peer speaking RazorpayX's API", () => {
  it("lists the day page by page to a short page, and a clean day there has no mismatch; a stray payout is found", async () => {
    const auth = { keyId: "rzp_test_recon", keySecret: "recon-secret", accountNumber: "7878780080316316" };
    const peer = await startRazorpayxPeer(auth);
    try {
      const deps = kit.deps({
        ...auth,
        apiUrl: peer.url,
        transport: networkTransport,
        sandbox: false,
        timeoutMs: 2000,
      });
      const source = { name: "razorpayx", sandbox: false, provider: deps.provider };
      const s = await kit.duePayout();
      await sendPayouts(deps);
      const pout = [...peer.payouts.values()].find((p) => p.entity.reference_id === s.payout.id)!;
      peer.set(String(pout.entity.id), { status: "processed", utr: "933815233814" });
      await kit.comeRound(s.payout.id);
      expect(await sendPayouts(deps)).toBe(1);
      // Payouts of other days, before and after this one, are not listed for it.
      peer.plant({ status: "processed", amount: 10_000, created_at: 1_000_000_000 });
      const window = istDayWindow(today());

      const clean = await comparePayoutsDay(t.db, source, window);
      expect(clean).toEqual({ atProviderPaise: 630_500, inBooksPaise: 630_500, mismatches: [] });

      // 230 failed payouts of the day (not money out) and one processed for a payout that is not ours.
      for (let i = 0; i < 230; i += 1) peer.plant({ status: "failed", amount: 100 + i, reference_id: randomUUID() });
      const stray = peer.plant({ status: "processed", amount: 25_000, reference_id: "salary-march" });
      const before = peer.requests.length;
      const found = await comparePayoutsDay(t.db, source, window);
      const pages = peer.requests.slice(before).filter((r) => r.path.startsWith("/v1/payouts?"));
      expect(pages.map((r) => new URL(r.path, "http://x").searchParams.get("skip"))).toEqual(["0", "100", "200"]);
      const first = new URL(pages[0]!.path, "http://x").searchParams;
      expect(first.get("account_number")).toBe(auth.accountNumber);
      expect(first.get("count")).toBe("100");
      expect(Number(first.get("to")) - Number(first.get("from"))).toBe(24 * 60 * 60 - 1);
      expect(found.mismatches).toEqual([
        {
          gateway: "razorpayx",
          kind: "payout_missing_in_books",
          gatewayRef: stray.id,
          gatewayPaise: 25_000,
          bookPaise: null,
        },
      ]);
    } finally {
      await peer.close();
    }
  });

  it("RazorpayX out of reach: its part says so (502), the gateways still answer, the day is not complete", async () => {
    const auth = { keyId: "rzp_test_gone", keySecret: "gone-secret", accountNumber: "7878780080316316" };
    const peer = await startRazorpayxPeer(auth);
    await peer.close();
    const provider = kit.deps({
      ...auth,
      apiUrl: peer.url,
      sandbox: false,
      timeoutMs: 500,
      transport: networkTransport,
    }).provider;
    const deps = {
      ...checkoutKit(() => t).jobDeps(),
      mailer: kit.mailer,
      publicUrl: "http://x",
      payouts: { name: "razorpayx", sandbox: false, provider },
    };
    const report = await reconcileDay(deps, today());
    expect(report.gateways.every((g) => g.ok)).toBe(true);
    expect(report.payouts).toMatchObject({ provider: "razorpayx", ok: false, error: { status: 502 }, mismatches: [] });
    expect((await reconcileAndStore(deps, today())).complete).toBe(false);
  });
});
