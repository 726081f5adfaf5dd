import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../db/schema/ledger-entries";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { refunds } from "../../db/schema/refunds";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { REFUND_MAX_ATTEMPTS } from "../refunds";
import type { GatewaySettings } from "./gateway-settings";
import { requestPendingRefunds } from "./refund-job";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);

/** A sandbox purchase cancelled by its buyer: one pending refund of the whole Rs 6,745. */
async function cancelledPurchase() {
  const listing = await kit.listing();
  const buyer = await kit.buyer();
  const data = (await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500))).json()
    .paymentData as Record<string, string>;
  const back = await kit.payInSandbox(data);
  const res = await formPost(t.app, "/api/payments/payu/success", back.fields);
  const orderId = new URL(res.headers.location!, "http://x").searchParams.get("orderId")!;
  const cancel = await kit.req("PUT", `/api/orders/${orderId}/cancel`, buyer.token, { reason: "mistakenly_placed" });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const refundOf = async () => (await t.db.select().from(refunds).where(eq(refunds.paymentId, order!.paymentId!)))[0]!;
  const paymentOf = async () => (await t.db.select().from(payments).where(eq(payments.id, order!.paymentId!)))[0]!;
  return { orderId, buyer, refundOf, paymentOf, paymentId: order!.paymentId! };
}

type SandboxTransport = NonNullable<GatewaySettings["sandboxTransport"]>;

/** The sandbox behind a gateway that refuses the first `n` refund requests with a 502. */
function refusing(n: number): { transport: SandboxTransport; asked: () => number } {
  let asked = 0;
  return {
    asked: () => asked,
    transport: async (request) => {
      asked += 1;
      if (asked <= n) return { statusCode: 502, body: "{}" } as Awaited<ReturnType<SandboxTransport>>;
      return t.app.inject(request);
    },
  };
}

describe("the refund job", () => {
  it("asks the sandbox once: processed, the payment refunded, the money out of the books; a second run asks nothing", async () => {
    const s = await cancelledPurchase();
    expect((await s.refundOf()).status).toBe("pending");
    await requestPendingRefunds(kit.jobDeps());
    const refund = await s.refundOf();
    expect(refund).toMatchObject({ status: "processed", amount: 6745, attempts: 0 });
    expect(refund.gatewayRefundId).toBeTruthy();
    expect((await s.paymentOf()).status).toBe("refunded");
    const gateway = refusing(0);
    await requestPendingRefunds(kit.jobDeps(gateway.transport));
    expect(gateway.asked()).toBe(0);
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, s.paymentId));
    expect(lines.filter((l) => l.kind === "refund_paid").map((l) => [l.account, l.amountPaise])).toEqual(
      expect.arrayContaining([
        ["refunds_due", 674500],
        ["cash", -674500],
      ]),
    );
  });

  it("a refusal is tried again on a later run, and accepted then", async () => {
    const s = await cancelledPurchase();
    const gateway = refusing(1);
    await requestPendingRefunds(kit.jobDeps(gateway.transport), 0);
    expect(await s.refundOf()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await s.paymentOf()).status).toBe("success");
    await requestPendingRefunds(kit.jobDeps(gateway.transport), 0);
    expect(await s.refundOf()).toMatchObject({ status: "processed", attempts: 1, lastError: null });
    expect((await s.paymentOf()).status).toBe("refunded");
  });

  it(`fails a refund after ${REFUND_MAX_ATTEMPTS} refusals; the buyer sees it on the order`, async () => {
    const s = await cancelledPurchase();
    const gateway = refusing(1000);
    for (let i = 0; i < REFUND_MAX_ATTEMPTS + 2; i++) await requestPendingRefunds(kit.jobDeps(gateway.transport), 0);
    expect(await s.refundOf()).toMatchObject({ status: "failed", attempts: REFUND_MAX_ATTEMPTS });
    expect(gateway.asked()).toBe(REFUND_MAX_ATTEMPTS);
    const buyerView = await kit.req("GET", `/api/orders/${s.orderId}`, s.buyer.token);
    expect(buyerView.json().refund).toEqual({ amount: 6745, status: "failed" });
  });

  it("two runs at once ask the gateway once per refund", async () => {
    const s = await cancelledPurchase();
    const gateway = refusing(0);
    await Promise.all(Array.from({ length: 5 }, () => requestPendingRefunds(kit.jobDeps(gateway.transport))));
    expect(gateway.asked()).toBe(1);
    expect((await s.refundOf()).status).toBe("processed");
  });
});
