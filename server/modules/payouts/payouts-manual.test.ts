import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDateOf } from "@contract/ist-days";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { sendPayouts } from "../settlement";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ ...payoutsEnv, PAYOUTS_MODE: "manual" });
});
afterAll(() => t.close());
const kit = payoutsKit(() => t);

describe("PAYOUTS_MODE=manual keeps today's behaviour", () => {
  it("no penny drop, no sandbox, no webhook, nothing sent: the admin marks each payout paid", async () => {
    const s = await kit.duePayout();
    expect(kit.deps().settings.mode).toBe("manual");
    expect(await sendPayouts(kit.deps())).toBe(0);
    expect((await kit.payoutRow(s.payout.id)).status).toBe("due");
    const added = await kit.req("POST", "/api/bank-accounts", s.seller.token, {
      accountHolderName: "Seller Two",
      accountNumber: "123456789012",
      ifscCode: "SBIN0001234",
      bankName: "State Bank of India",
    });
    expect(added.json()).toMatchObject({ verificationStatus: "unverified" });
    expect((await kit.req("POST", `/api/bank-accounts/${added.json().id}/verify`, s.seller.token)).statusCode).toBe(
      409,
    );
    expect((await t.app.inject({ method: "POST", url: "/api/webhooks/razorpayx", payload: {} })).statusCode).toBe(404);
    const sandbox = await t.app.inject({ method: "GET", url: "/sandbox/payouts" });
    expect(sandbox.body).not.toContain("Sandbox payouts");
    const paid = await kit.req("PUT", `/api/admin/payouts/${s.payout.id}/paid`, s.admin.token, {
      bankReference: "N1234",
    });
    expect(paid.json()).toMatchObject({ status: "paid", bankReference: "N1234" });
    // Paid by hand, never through RazorpayX: reconciliation has no payouts provider to ask, and finds nothing amiss.
    const day = await kit.req("GET", `/api/admin/reconciliation?date=${istDateOf(new Date())}`, s.admin.token);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().payouts).toBeNull();
  });
});
