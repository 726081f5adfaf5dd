import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFER_RULE_MESSAGES } from "@contract/seller-offer-rules";
import { listingOfferRules } from "../../db/schema/listing-offer-rules";
import { notifications } from "../../db/schema/notifications";
import { offers } from "../../db/schema/offers";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const account = (role: "buyer" | "seller" | "admin" = "seller") => testAccount(t.db, { role, label: "Rules" });

/** An approved ₹6,500 almirah, its seller, an admin, and a way for any buyer to offer on it. */
async function scene() {
  const seller = await account();
  const admin = await account("admin");
  const product = (await req("POST", "/api/products", seller.token, almirahListing(seller.bankId))).json() as {
    id: string;
  };
  expect((await req("PUT", `/api/admin/products/${product.id}/approve`, admin.token)).statusCode).toBe(200);
  const rulesUrl = `/api/products/${product.id}/offer-rules`;
  const setRules = (body: unknown, token = seller.token) => req("PUT", rulesUrl, token, body);
  const offer = (amount: number, token: string) =>
    req("POST", "/api/offers", token, { productId: product.id, sellerId: seller.user.id, amount });
  const stored = async () =>
    (await t.db.select().from(listingOfferRules).where(eq(listingOfferRules.productId, product.id)))[0];
  return { seller, admin, productId: product.id, rulesUrl, setRules, offer, stored };
}

describe("setting offer rules", () => {
  it("stores the owner's rules, reads them back to the owner and admins, and a replay changes nothing", async () => {
    const s = await scene();
    expect((await req("GET", s.rulesUrl, s.seller.token)).json()).toEqual({
      autoAcceptAt: null,
      autoDeclineBelow: null,
    });
    const rules = { autoAcceptAt: 6000, autoDeclineBelow: 4000 };
    const first = await s.setRules(rules);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(rules);
    const replay = await s.setRules(rules);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(rules);
    expect(
      await t.db.select().from(listingOfferRules).where(eq(listingOfferRules.productId, s.productId)),
    ).toHaveLength(1);
    expect((await req("GET", s.rulesUrl, s.seller.token)).json()).toEqual(rules);
    expect((await req("GET", s.rulesUrl, s.admin.token)).json()).toEqual(rules);
    // Either rule alone, and none at all.
    expect((await s.setRules({ autoAcceptAt: null, autoDeclineBelow: 3500 })).json()).toEqual({
      autoAcceptAt: null,
      autoDeclineBelow: 3500,
    });
    expect((await s.setRules({ autoAcceptAt: null, autoDeclineBelow: null })).statusCode).toBe(200);
    expect(await s.stored()).toBeUndefined();
  });

  it("refuses bad rules with words and keeps the stored ones", async () => {
    const s = await scene();
    await s.setRules({ autoAcceptAt: 6000, autoDeclineBelow: 4000 });
    const bad: [unknown, string][] = [
      [{ autoAcceptAt: 0, autoDeclineBelow: null }, OFFER_RULE_MESSAGES.amount],
      [{ autoAcceptAt: -5, autoDeclineBelow: null }, OFFER_RULE_MESSAGES.amount],
      [{ autoAcceptAt: 1.5, autoDeclineBelow: null }, OFFER_RULE_MESSAGES.amount],
      [{ autoAcceptAt: "6000", autoDeclineBelow: null }, OFFER_RULE_MESSAGES.amount],
      [{ autoAcceptAt: 1e12, autoDeclineBelow: null }, OFFER_RULE_MESSAGES.amount],
      [{ autoAcceptAt: 6600, autoDeclineBelow: null }, OFFER_RULE_MESSAGES.abovePrice],
      [{ autoAcceptAt: 5000, autoDeclineBelow: 5001 }, OFFER_RULE_MESSAGES.order],
      [{ autoAcceptAt: null, autoDeclineBelow: 6501 }, OFFER_RULE_MESSAGES.abovePrice],
      [{ autoAcceptAt: 5000 }, ""],
      [{ autoAcceptAt: 5000, autoDeclineBelow: null, price: 1 }, ""],
      [[5000, 4000], ""],
    ];
    for (const [body, words] of bad) {
      const res = await s.setRules(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (words) expect(res.json().message).toContain(words);
    }
    expect(await s.stored()).toMatchObject({ autoAcceptAt: 6000, autoDeclineBelow: 4000 });
  });

  it("refuses everyone but the owner, and changes nothing", async () => {
    const s = await scene();
    await s.setRules({ autoAcceptAt: 6000, autoDeclineBelow: 4000 });
    const stranger = await account("buyer");
    const change = { autoAcceptAt: 3300, autoDeclineBelow: 3300 };
    expect((await s.setRules(change, stranger.token)).statusCode).toBe(403);
    expect((await req("GET", s.rulesUrl, stranger.token)).statusCode).toBe(403);
    expect((await s.setRules(change, s.admin.token)).statusCode).toBe(403);
    expect((await req("PUT", s.rulesUrl, undefined, change)).statusCode).toBe(401);
    expect((await req("GET", s.rulesUrl)).statusCode).toBe(401);
    const missing = "/api/products/00000000-0000-4000-8000-000000000000/offer-rules";
    expect((await req("PUT", missing, s.seller.token, change)).statusCode).toBe(404);
    expect((await req("PUT", "/api/products/not-an-id/offer-rules", s.seller.token, change)).statusCode).toBe(400);
    expect(await s.stored()).toMatchObject({ autoAcceptAt: 6000, autoDeclineBelow: 4000 });
  });
});

describe("offers answered by the rules", () => {
  it("accepts at or above the accept price at once, declines below the decline price, and leaves the rest waiting", async () => {
    const s = await scene();
    await s.setRules({ autoAcceptAt: 6000, autoDeclineBelow: 4000 });
    const [high, low, middle] = [await account("buyer"), await account("buyer"), await account("buyer")];

    const accepted = await s.offer(6000, high.token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      status: "accepted",
      amount: 6000,
      notice: OFFER_RULE_MESSAGES.acceptedAtOnce,
    });
    expect(accepted.json().payTotal).toBeGreaterThan(6000);
    const buyerNotes = await t.db.select().from(notifications).where(eq(notifications.userId, high.user.id));
    expect(buyerNotes.map((n) => n.type)).toEqual(["offer_accepted"]);
    // Checkout charges the accepted amount, as after the seller's own accept.
    const mine = (await req("GET", `/api/offers/product/${s.productId}/mine`, high.token)).json();
    expect(mine.offer).toMatchObject({ status: "accepted", amount: 6000 });

    const declined = await s.offer(3999, low.token);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe("The seller is looking for a higher offer");
    expect(declined.body).not.toMatch(/4,?000/);
    expect(await t.db.select().from(offers).where(eq(offers.buyerId, low.user.id))).toEqual([]);
    // A higher offer from the same buyer is welcome.
    expect((await s.offer(4000, low.token)).json().status).toBe("pending");

    const waiting = await s.offer(5999, middle.token);
    expect(waiting.json()).toMatchObject({ status: "pending" });
    expect(waiting.json().notice).toBeUndefined();
    // The seller's counter is the seller's own word: above the accept price it is still only a counter.
    const counter = await req("PUT", `/api/offers/${waiting.json().id}/counter`, s.seller.token, {
      counterAmount: 6400,
    });
    expect(counter.json()).toMatchObject({ status: "countered", counterAmount: 6400 });
  });
});

describe("a price edit and the rules", () => {
  it("refuses a price below the accept price unless the rules come with it", async () => {
    const s = await scene();
    await s.setRules({ autoAcceptAt: 6000, autoDeclineBelow: 4000 });
    const edit = (extra: Record<string, unknown>) =>
      req("PUT", `/api/products/${s.productId}/edit`, s.seller.token, almirahListing(s.seller.bankId, extra));
    const refused = await edit({ price: 5500 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OFFER_RULE_MESSAGES.priceBelowRules);
    expect((await edit({ price: 5500, offerRules: { autoAcceptAt: 5600, autoDeclineBelow: 4000 } })).statusCode).toBe(
      400,
    );
    expect(await s.stored()).toMatchObject({ autoAcceptAt: 6000, autoDeclineBelow: 4000 });
    const withRules = await edit({ price: 5500, offerRules: { autoAcceptAt: 5200, autoDeclineBelow: 3900 } });
    expect(withRules.statusCode).toBe(200);
    expect(await s.stored()).toMatchObject({ autoAcceptAt: 5200, autoDeclineBelow: 3900 });
    // The lower price waits for an admin; rules above it are refused meanwhile.
    expect((await s.setRules({ autoAcceptAt: 5800, autoDeclineBelow: null })).statusCode).toBe(400);
    // A price at or above the rules needs nothing more.
    expect((await edit({ price: 7000 })).statusCode).toBe(200);
  });

  it("takes rules sent with a new listing", async () => {
    const seller = await account();
    const res = await req(
      "POST",
      "/api/products",
      seller.token,
      almirahListing(seller.bankId, { offerRules: { autoAcceptAt: 6200, autoDeclineBelow: null } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain("6200");
    const id = res.json().id as string;
    expect((await req("GET", `/api/products/${id}/offer-rules`, seller.token)).json()).toEqual({
      autoAcceptAt: 6200,
      autoDeclineBelow: null,
    });
    const over = almirahListing(seller.bankId, { offerRules: { autoAcceptAt: 6501, autoDeclineBelow: null } });
    expect((await req("POST", "/api/products", seller.token, over)).statusCode).toBe(400);
  });
});
