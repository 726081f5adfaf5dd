import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimumOffer } from "@contract/offers";
import { notifications } from "../../db/schema/notifications";
import { offers } from "../../db/schema/offers";
import { orders } from "../../db/schema/orders";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);
const req = (...args: Parameters<typeof kit.req>) => kit.req(...args);

const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const offerRow = async (id: string) => (await t.db.select().from(offers).where(eq(offers.id, id)))[0]!;

/** A listing at `price`, a buyer with an address, and a way for that buyer to offer. */
async function scene(price = 38_500) {
  const listing = await kit.listing(price);
  const buyer = await kit.buyer();
  const offer = (amount: unknown, token = buyer.token) =>
    req("POST", "/api/offers", token, { productId: listing.id, sellerId: listing.seller.user.id, amount });
  return { listing, seller: listing.seller, buyer, offer };
}

describe("the half-price floor", () => {
  it("refuses an offer below half the price with the minimum in rupees, rounded up; half itself is fine", async () => {
    const s = await scene(38_499);
    expect(minimumOffer(38_499)).toBe(19_250);
    const low = await s.offer(19_249);
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe("Offers on this item start at ₹19,250");
    expect(await t.db.select().from(offers).where(eq(offers.productId, s.listing.id))).toHaveLength(0);
    for (const bad of ["abc", 1e12, 19_250.5, -20_000, null, { amount: 20_000 }, [20_000]])
      expect((await s.offer(bad)).statusCode).toBe(400);
    expect(await t.db.select().from(offers).where(eq(offers.productId, s.listing.id))).toHaveLength(0);
    expect((await notesOf(s.seller.user.id)).filter((n) => n.type === "offer_received")).toHaveLength(0);
    expect((await s.offer(19_250)).statusCode).toBe(201);
  });

  it("refuses a counter below half the price (an offer made before the floor existed)", async () => {
    const s = await scene(10_000);
    const [old] = await t.db
      .insert(offers)
      .values({ productId: s.listing.id, buyerId: s.buyer.user.id, sellerId: s.seller.user.id, amount: 1000 })
      .returning();
    const low = await req("PUT", `/api/offers/${old!.id}/counter`, s.seller.token, { counterAmount: 4999 });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe("A counter offer on this item must be at least ₹5,000");
    expect((await offerRow(old!.id)).status).toBe("pending");
    expect(
      (await req("PUT", `/api/offers/${old!.id}/counter`, s.seller.token, { counterAmount: 5000 })).statusCode,
    ).toBe(200);
  });
});

describe("withdrawing an offer", () => {
  it("the buyer withdraws a pending offer: withdrawn, the seller told with a link to it, a new offer allowed", async () => {
    const s = await scene();
    const made = (await s.offer(30_000)).json();
    const res = await req("PUT", `/api/offers/${made.id}/withdraw`, s.buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, status: "withdrawn", orderId: null, payTotal: null });
    const told = (await notesOf(s.seller.user.id)).filter((n) => n.type === "offer_withdrawn");
    expect(told).toMatchObject([
      { title: "Offer withdrawn", link: `/dashboard?tab=offers&sub=received&offer=${made.id}` },
    ]);
    expect((await req("PUT", `/api/offers/${made.id}/withdraw`, s.buyer.token)).statusCode).toBe(409);
    expect((await req("PUT", `/api/offers/${made.id}/accept`, s.seller.token)).statusCode).toBe(409);
    const again = await s.offer(31_000);
    expect(again.statusCode, again.body).toBe(201);
    expect((await req("GET", `/api/offers/product/${s.listing.id}/mine`, s.buyer.token)).json().offer).toMatchObject({
      id: again.json().id,
      status: "pending",
    });
  });

  it("a countered offer not yet answered can be withdrawn; accepted, rejected or declined ones cannot (409)", async () => {
    const s = await scene();
    const countered = (await s.offer(30_000)).json();
    await req("PUT", `/api/offers/${countered.id}/counter`, s.seller.token, { counterAmount: 35_000 });
    expect((await req("PUT", `/api/offers/${countered.id}/withdraw`, s.buyer.token)).json().status).toBe("withdrawn");

    const accepted = (await s.offer(30_000)).json();
    await req("PUT", `/api/offers/${accepted.id}/accept`, s.seller.token);
    const refused = await req("PUT", `/api/offers/${accepted.id}/withdraw`, s.buyer.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Only an offer still waiting for an answer can be withdrawn");
    expect((await offerRow(accepted.id)).status).toBe("accepted");
  });

  it("someone else's offer: the seller gets 403, a stranger 404, bad ids 400; nothing changes", async () => {
    const s = await scene();
    const made = (await s.offer(30_000)).json();
    const stranger = await testAccount(t.db, { role: "buyer", label: "Stranger" });
    expect((await req("PUT", `/api/offers/${made.id}/withdraw`, s.seller.token)).statusCode).toBe(403);
    expect((await req("PUT", `/api/offers/${made.id}/withdraw`, stranger.token)).statusCode).toBe(404);
    expect((await req("PUT", `/api/offers/not-an-id/withdraw`, s.buyer.token)).statusCode).toBe(400);
    expect((await req("PUT", `/api/offers/${"9".repeat(80)}/withdraw`, s.buyer.token)).statusCode).toBe(400);
    expect((await req("PUT", `/api/offers/${made.id}/withdraw`)).statusCode).toBe(401);
    expect((await offerRow(made.id)).status).toBe("pending");
    expect((await req("GET", `/api/offers/product/${s.listing.id}/mine`, stranger.token)).json()).toEqual({
      offer: null,
    });
  });

  it("withdraw against accept at the same instant, 20 pairs: exactly one of each pair wins", async () => {
    for (let i = 0; i < 20; i += 1) {
      const s = await scene();
      const made = (await s.offer(30_000)).json();
      const [withdraw, accept] = await Promise.all([
        req("PUT", `/api/offers/${made.id}/withdraw`, s.buyer.token),
        req("PUT", `/api/offers/${made.id}/accept`, s.seller.token),
      ]);
      expect([withdraw.statusCode, accept.statusCode].sort()).toEqual([200, 409]);
      const status = (await offerRow(made.id)).status;
      expect(status).toBe(withdraw.statusCode === 200 ? "withdrawn" : "accepted");
      const buyerNotes = (await notesOf(s.buyer.user.id)).filter((n) => n.type === "offer_accepted");
      const sellerNotes = (await notesOf(s.seller.user.id)).filter((n) => n.type === "offer_withdrawn");
      expect([buyerNotes.length, sellerNotes.length]).toEqual(status === "accepted" ? [1, 0] : [0, 1]);
    }
  });

  it("replayed 20 times at once: one withdrawal, one notification", async () => {
    const s = await scene();
    const made = (await s.offer(30_000)).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => req("PUT", `/api/offers/${made.id}/withdraw`, s.buyer.token)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect((await notesOf(s.seller.user.id)).filter((n) => n.type === "offer_withdrawn")).toHaveLength(1);
  });
});

describe("an accepted offer, then paid", () => {
  it("names the total to pay, then the order (orderId, orderNumber) for buyer and seller once paid", async () => {
    const s = await scene();
    const made = (await s.offer(36_000)).json();
    await req("PUT", `/api/offers/${made.id}/accept`, s.seller.token);
    const mine = (await req("GET", `/api/offers/product/${s.listing.id}/mine`, s.buyer.token)).json().offer;
    expect(mine).toMatchObject({ status: "accepted", payTotal: 37_130, orderId: null, orderNumber: null });
    const accepted = (await notesOf(s.buyer.user.id)).find((n) => n.type === "offer_accepted")!;
    expect(accepted.link).toBe(`/dashboard?tab=offers&sub=made&offer=${made.id}`);

    const started = await kit.initiate(s.buyer.token, kit.body(s.listing.id, s.buyer.addressId, 36_000));
    expect(started.statusCode, started.body).toBe(200);
    const back = await kit.payInSandbox(started.json().paymentData);
    expect((await formPost(t.app, new URL(back.action).pathname, back.fields)).statusCode).toBe(303);
    const [order] = await t.db.select().from(orders).where(eq(orders.offerId, made.id));
    expect(order).toBeDefined();

    const paid = {
      id: made.id,
      status: "accepted",
      orderId: order!.id,
      orderNumber: order!.orderNumber,
      payTotal: null,
    };
    const made_ = (await req("GET", `/api/offers/buyer/${s.buyer.user.id}`, s.buyer.token)).json();
    const received = (await req("GET", `/api/offers/seller/${s.seller.user.id}`, s.seller.token)).json();
    expect(made_).toMatchObject([paid]);
    expect(received).toMatchObject([paid]);
    expect((await req("GET", `/api/offers/product/${s.listing.id}/mine`, s.buyer.token)).json()).toEqual({
      offer: null,
    });
    const sellerNew = (await notesOf(s.seller.user.id)).find((n) => n.type === "order_placed")!;
    expect(sellerNew.link).toBe(`/track-orders/${order!.id}`);
  });
});
