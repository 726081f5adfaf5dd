import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "@contract/orders";
import { products } from "../../db/schema/products";
import { refunds } from "../../db/schema/refunds";
import { createTestApp } from "../../test/test-app";
import { backAndReceived } from "../../test/test-returns";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const listingOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

/** A ₹6,500 almirah (₹6,745 paid) delivered just now. */
async function delivered() {
  const s = await testSale(t.app, t.db);
  await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
  const preview = (reason: string, token = s.buyer.token) =>
    req("GET", `/api/orders/${s.order.id}/return-preview?reason=${encodeURIComponent(reason)}`, token);
  const view = async (token = s.buyer.token) => (await req("GET", `/api/orders/${s.order.id}`, token)).json();
  return { ...s, preview, view };
}

/** Delivered, returned for the buyer's own choice, approved, back with the seller and checked: the refund is started. */
async function returned() {
  const s = await delivered();
  const asked = await req("POST", `/api/orders/${s.order.id}/return`, s.buyer.token, { reason: "dont_want_anymore" });
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json().id as string;
  expect((await req("PUT", `/api/admin/returns/${id}/approve`, s.admin.token)).statusCode).toBe(200);
  const checked = await backAndReceived(
    t.app,
    { admin: s.admin.token, seller: s.seller.token },
    { returnId: id, orderId: s.order.id },
  );
  expect(checked.statusCode, checked.body).toBe(200);
  const relist = (token = s.seller.token) => req("POST", `/api/orders/${s.order.id}/relist`, token);
  return { ...s, returnId: id, relist };
}

describe("GET /api/orders/{id}/return-preview", () => {
  it("gives the figures the dialog shows: what was paid, the fee for the reason, the refund", async () => {
    const s = await delivered();
    expect((await s.preview("dont_want_anymore")).json()).toEqual({ paid: 6745, fee: 100, refund: 6645 });
    expect((await s.preview("other")).json()).toEqual({ paid: 6745, fee: 100, refund: 6645 });
    expect((await s.preview("received_faulty")).json()).toEqual({ paid: 6745, fee: 0, refund: 6745 });
  });

  it("refuses anyone but the buyer, and a reason it does not know, without changing anything", async () => {
    const s = await delivered();
    const stranger = await testAccount(t.db, { role: "buyer", label: "Stranger" });
    for (const token of [s.seller.token, stranger.token]) {
      const res = await s.preview("dont_want_anymore", token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ORDER_MESSAGES.notFound);
    }
    for (const reason of ["", "free_money", "x".repeat(10_000)]) expect((await s.preview(reason)).statusCode).toBe(400);
    expect((await req("GET", "/api/orders/not-an-id/return-preview?reason=other", s.buyer.token)).statusCode).toBe(400);
    expect((await s.view()).returnRequest).toBeNull();
  });
});

describe("the order's return and refund timeline", () => {
  it("shows the request, the decision and the refund with its reference as the refund goes", async () => {
    const s = await delivered();
    expect(await s.view()).toMatchObject({ returnRequest: null, refund: null });
    const asked = await req("POST", `/api/orders/${s.order.id}/return`, s.buyer.token, { reason: "dont_want_anymore" });
    expect((await s.view()).returnRequest).toMatchObject({ status: "requested", processedAt: null });
    await req("PUT", `/api/admin/returns/${asked.json().id}/approve`, s.admin.token);
    expect((await s.view()).returnRequest.status).toBe("approved");
    await backAndReceived(
      t.app,
      { admin: s.admin.token, seller: s.seller.token },
      { returnId: asked.json().id, orderId: s.order.id },
    );
    const started = await s.view();
    expect(started.returnRequest).toMatchObject({ status: "processed", processedAt: expect.any(String) });
    expect(started.refund).toMatchObject({ amount: 6645, status: "pending", reference: null });

    await t.db
      .update(refunds)
      .set({ status: "processed", gatewayRefundId: "rfnd_TEST123" })
      .where(eq(refunds.orderId, s.order.id));
    expect((await s.view()).refund).toMatchObject({ status: "processed", reference: "rfnd_TEST123" });
    // The seller sees the return and the refund too, never the buyer's address.
    const sellerView = await s.view(s.seller.token);
    expect(sellerView).toMatchObject({ viewer: "seller", returnStatus: "processed" });
    expect(sellerView.deliveryAddress).toBeUndefined();
  });

  it("a rejected return shows the admin's note", async () => {
    const s = await delivered();
    const asked = await req("POST", `/api/orders/${s.order.id}/return`, s.buyer.token, { reason: "wrong_size" });
    await req("PUT", `/api/admin/returns/${asked.json().id}/reject`, s.admin.token, {
      rejectionNote: "Fits as listed",
    });
    expect((await s.view()).returnRequest).toMatchObject({ status: "rejected", rejectionNote: "Fits as listed" });
  });
});

describe("POST /api/orders/{id}/relist", () => {
  it("sends a returned item back to the admin's review, once", async () => {
    const s = await returned();
    const res = await s.relist();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ORDER_MESSAGES.relisted);
    expect(await listingOf(s.productId)).toMatchObject({ status: "pending", isAvailable: true });
    const again = await s.relist();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_MESSAGES.relistDone);
  });

  it("refuses the buyer, a stranger and an order without a processed return, and changes nothing", async () => {
    const s = await returned();
    const stranger = await testAccount(t.db, { label: "Stranger" });
    expect((await s.relist(s.buyer.token)).statusCode).toBe(403);
    expect((await s.relist(stranger.token)).statusCode).toBe(404);
    expect(await listingOf(s.productId)).toMatchObject({ status: "sold", isAvailable: false });

    const kept = await delivered();
    const res = await req("POST", `/api/orders/${kept.order.id}/relist`, kept.seller.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.relistNotReturned);
    expect(await listingOf(kept.productId)).toMatchObject({ status: "sold" });
    expect((await req("POST", "/api/orders/not-an-id/relist", kept.seller.token)).statusCode).toBe(400);
  });

  it("20 taps at once relist the item once", async () => {
    const s = await returned();
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.relist()));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await listingOf(s.productId)).toMatchObject({ status: "pending", isAvailable: true });
  }, 60_000);
});
