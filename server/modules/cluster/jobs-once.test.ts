import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/notifications";
import { offers } from "../../db/schema/offers";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { payouts } from "../../db/schema/payouts";
import { refunds } from "../../db/schema/refunds";
import { sandboxRefunds, sandboxTransactions } from "../../sandboxes/payments/schema";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { startInstances } from "../../test/cluster-kit";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";

/**
 * Three instances on one database, each running every job on its own timer (here: called at once, twice over):
 * every due item is handled once, whichever instance takes it (decision "Time-driven work", lib/jobs.ts).
 */
let instances: Awaited<ReturnType<typeof startInstances>>;
beforeAll(async () => {
  instances = await startInstances(3, {
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString("base64"),
    JOB_INTERVAL_SECONDS: "86400",
  });
});
afterAll(() => instances.close());

const first = () => ({ app: instances.apps[0]!, db: instances.db });
const kit = checkoutKit(first);
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(first().app)(...args);
const db = () => instances.db;
const allTick = async () => {
  await Promise.all(instances.apps.map((app) => app.runJobsOnce()));
  await Promise.all(instances.apps.map((app) => app.runJobsOnce()));
};
const notesOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId));

/** A sandbox purchase its buyer cancelled: one refund for the refund job to ask the gateway for. */
async function cancelledPurchase() {
  const listing = await kit.listing();
  const buyer = await kit.buyer();
  const data = (await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500))).json()
    .paymentData as Record<string, string>;
  const back = await kit.payInSandbox(data);
  const res = await formPost(first().app, "/api/payments/payu/success", back.fields);
  const orderId = new URL(res.headers.location!, "http://x").searchParams.get("orderId")!;
  const cancel = await kit.req("PUT", `/api/orders/${orderId}/cancel`, buyer.token, { reason: "mistakenly_placed" });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db().select().from(payments).where(eq(payments.id, order!.paymentId!));
  return payment!;
}

async function overdueOffer() {
  const listing = await kit.listing();
  const buyer = await kit.buyer();
  const made = await req("POST", "/api/offers", buyer.token, {
    productId: listing.id,
    sellerId: listing.seller.user.id,
    amount: 6000,
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = (made.json() as { id?: string; offer?: { id: string } }).id ?? made.json().offer.id;
  await db()
    .update(offers)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(offers.id, id));
  return { id, buyer, seller: listing.seller };
}

async function deliveredLongAgo() {
  const s = await testSale(first().app, db());
  await confirmAndCarry(first().app, db(), s.order.id, s.admin.token);
  await db()
    .update(orders)
    .set({ deliveredAt: sql`now() - interval '72 hours'` })
    .where(eq(orders.id, s.order.id));
  return s;
}

async function unacceptedFor49Hours() {
  const s = await testSale(first().app, db());
  await db()
    .update(orders)
    .set({ createdAt: sql`now() - interval '49 hours'` })
    .where(eq(orders.id, s.order.id));
  return s;
}

describe("jobs on three instances: each due item handled once", () => {
  it("offer expiry, auto-cancel, payouts due and refunds, every instance ticking at once", async () => {
    const offer = await overdueOffer();
    const buyerNotesBefore = (await notesOf(offer.buyer.user.id)).length;
    const unaccepted = await unacceptedFor49Hours();
    const delivered = await deliveredLongAgo();
    const refundedPayment = await cancelledPurchase();

    await allTick();

    const [expired] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(expired!.status).toBe("expired");
    expect((await notesOf(offer.buyer.user.id)).length).toBe(buyerNotesBefore + 1);

    const [cancelled] = await db().select().from(orders).where(eq(orders.id, unaccepted.order.id));
    expect(cancelled!.status).toBe("cancelled");
    expect(await db().select().from(refunds).where(eq(refunds.orderId, unaccepted.order.id))).toHaveLength(1);
    const told = (await notesOf(unaccepted.buyer.user.id)).filter((n) => n.title === "Order cancelled");
    expect(told).toHaveLength(1);

    expect(await db().select().from(payouts).where(eq(payouts.orderId, delivered.order.id))).toHaveLength(1);

    // The refund job asked the gateway once, from whichever instance claimed the refund.
    const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, refundedPayment.id));
    expect(refund!.status).toBe("processed");
    const [txn] = await db()
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.gatewayPaymentId, refundedPayment.gatewayPaymentId!));
    expect(await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.transactionId, txn!.id))).toHaveLength(1);
    const [paid] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.id, refundedPayment.id), eq(payments.status, "refunded")));
    expect(paid).toBeDefined();
  });
});
