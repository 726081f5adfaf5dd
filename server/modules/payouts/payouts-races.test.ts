import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payouts } from "../../db/schema/payouts";
import type { Transport } from "../../lib/provider-client";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { sendPayouts } from "../settlement";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp(payoutsEnv);
});
afterAll(() => t.close());
const kit = payoutsKit(() => t);

describe("the payout job, many at once", () => {
  it("20 concurrent runs on 10 due payouts make exactly 10 payout creations at the provider", async () => {
    const due = [];
    for (let i = 0; i < 10; i += 1) due.push(await kit.duePayout());
    const ids = due.map((d) => d.payout.id);
    const creations: string[] = [];
    const counting: Transport = (request) => {
      if (request.method === "POST" && request.url.endsWith("/v1/payouts")) creations.push(request.url);
      return t.app.inject(request);
    };
    const started = Date.now();
    const runs = await Promise.all(Array.from({ length: 20 }, () => sendPayouts(kit.deps({ transport: counting }))));
    const ms = Date.now() - started;
    expect(runs.reduce((a, b) => a + b, 0)).toBe(0);
    expect(creations).toHaveLength(10);
    const rows = await t.db.select().from(payouts).where(inArray(payouts.id, ids));
    expect(rows.every((r) => r.status === "sending" && r.attempt === 1 && r.providerPayoutId)).toBe(true);
    expect(new Set(rows.map((r) => r.providerPayoutId)).size).toBe(10);
    console.info(`payouts race: 20 runs, 10 payouts, ${creations.length} creations in ${ms} ms`);

    // The same runs again: each payout is polled, none sent again.
    await t.db
      .update(payouts)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(inArray(payouts.id, ids));
    await Promise.all(Array.from({ length: 20 }, () => sendPayouts(kit.deps({ transport: counting }))));
    expect(creations).toHaveLength(10);
    const [one] = await t.db.select().from(payouts).where(eq(payouts.id, ids[0]!));
    expect(one!.sendTries).toBe(1);
  });
});
