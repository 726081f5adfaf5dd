import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDateOf, istDayWindow } from "@contract/ist-days";
import { networkTransport } from "../../lib/provider-client";
import { payoutsByReference } from "../../sandboxes/payouts/books-repo";
import { payoutMadeElsewhere } from "../../sandboxes/payouts/made-elsewhere";
import { decidePayout } from "../../sandboxes/payouts/settle";
import { checkoutKit } from "../../test/checkout-kit";
import { faultyTransport } from "../../test/faulty-transport";
import { freePort } from "../../test/free-port";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { payoutSettings } from "../payouts";
import { sendPayouts } from "../settlement";
import { comparePayoutsDay } from "./compare-payouts-day";
import { reconcileAndStore, reconcileDay } from "./reconciliation-service";

/** Its own app: the day's payouts at the RazorpayX sandbox must be only this file's. */
let t: Awaited<ReturnType<typeof createTestApp>>;
const kit = payoutsKit(() => t);
beforeAll(async () => {
  t = await createTestApp(payoutsEnv);
});
afterAll(() => t.close());

const today = () => istDateOf(new Date());

describe("reconciliation of payouts, against RazorpayX's sandbox", () => {
  it("lists the day page by page to a short page, and a clean day there has no mismatch; a stray payout is found", async () => {
    const sandbox = faultyTransport((r) => t.app.inject(r), payoutSettings(t.app.config).apiUrl);
    const deps = kit.deps({ transport: sandbox.transport, timeoutMs: 2000 });
    const source = { name: "razorpayx", sandbox: false, provider: deps.provider };
    const s = await kit.duePayout();
    await sendPayouts(deps);
    const [pout] = await payoutsByReference(t.db, s.payout.id, 1, 0);
    // Processed at the bank; its webhook is lost, so our polling learns it.
    const quiet = { ...deps.settings, transport: async () => ({ statusCode: 200, body: "" }) };
    await decidePayout(t.db, quiet, pout!.id, "processed");
    await kit.comeRound(s.payout.id);
    expect(await sendPayouts(deps)).toBe(1);
    // Payouts of other days, before and after this one, are not listed for it.
    await payoutMadeElsewhere(t.db, { status: "processed", amount: 10_000, created_at: 1_000_000_000 });
    const window = istDayWindow(today());

    const clean = await comparePayoutsDay(t.db, source, window);
    expect(clean).toEqual({ atProviderPaise: 630_500, inBooksPaise: 630_500, mismatches: [] });

    // 230 failed payouts of the day (not money out) and one processed for a payout that is not ours.
    for (let i = 0; i < 230; i += 1)
      await payoutMadeElsewhere(t.db, { status: "failed", amount: 100 + i, reference_id: randomUUID() });
    const stray = await payoutMadeElsewhere(t.db, {
      status: "processed",
      amount: 25_000,
      reference_id: "salary-march",
    });
    const before = sandbox.requests.length;
    const found = await comparePayoutsDay(t.db, source, window);
    const pages = sandbox.requests.slice(before).filter((r) => r.method === "GET" && r.path === "/v1/payouts");
    expect(pages.map((r) => new URLSearchParams(r.query).get("skip"))).toEqual(["0", "100", "200"]);
    const first = new URLSearchParams(pages[0]!.query);
    expect(first.get("account_number")).toBe(deps.settings.accountNumber);
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
  });

  it("RazorpayX out of reach: its part says so (502), the gateways still answer, the day is not complete", async () => {
    // A real connection to a port nobody listens on: refused by the network itself.
    const provider = kit.deps({
      apiUrl: `http://127.0.0.1:${await freePort()}`,
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
