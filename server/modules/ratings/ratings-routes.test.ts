import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATING_MESSAGES } from "@contract/ratings";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { ratings } from "../../db/schema/ratings";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const ratingsOf = (orderId: string) => t.db.select().from(ratings).where(eq(ratings.orderId, orderId));

/** A sale confirmed by the admin and carried by the courier to `upTo` (delivered by default). */
async function sale(upTo: Parameters<typeof confirmAndCarry>[4] = "delivered") {
  const s = await testSale(t.app, t.db);
  await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token, upTo);
  const rate = (token: string, body: unknown) => req("POST", `/api/orders/${s.order.id}/rating`, token, body);
  const read = (token: string) => req("GET", `/api/orders/${s.order.id}/rating`, token);
  return { ...s, rate, read };
}

describe("rating an order", () => {
  it("lets the buyer and the seller rate each other once, double-blind until both have rated", async () => {
    const s = await sale();
    const byBuyer = await s.rate(s.buyer.token, { rating: 5, comment: "  Lovely almirah, as described  " });
    expect(byBuyer.statusCode, byBuyer.body).toBe(201);
    expect(byBuyer.json()).toMatchObject({
      mine: { rating: 5, comment: "Lovely almirah, as described" },
      theirs: null,
      canRate: false,
    });
    const sellerBefore = (await s.read(s.seller.token)).json();
    expect(sellerBefore).toMatchObject({ mine: null, theirs: null, canRate: true });

    const bySeller = await s.rate(s.seller.token, { rating: 4 });
    expect(bySeller.statusCode, bySeller.body).toBe(201);
    expect(bySeller.json()).toMatchObject({ mine: { rating: 4, comment: null }, theirs: { rating: 5 } });
    expect((await s.read(s.buyer.token)).json()).toMatchObject({ mine: { rating: 5 }, theirs: { rating: 4 } });

    const stored = await ratingsOf(s.order.id);
    expect(stored).toHaveLength(2);
    expect(stored.find((r) => r.raterId === s.buyer.user.id)?.ratedId).toBe(s.seller.user.id);
    expect(stored.find((r) => r.raterId === s.seller.user.id)?.ratedId).toBe(s.buyer.user.id);

    // Both were asked to rate when the order was delivered, once each, with a link to the form.
    for (const person of [s.buyer, s.seller]) {
      const asked = await t.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
      expect(asked.filter((n) => n.link === `/track-orders/${s.order.id}#rate`)).toHaveLength(1);
    }

    const again = await s.rate(s.buyer.token, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RATING_MESSAGES.alreadyRated);
  });

  it("shows one side's rating to the other 14 days after delivery even if they never rate", async () => {
    const s = await sale();
    expect((await s.rate(s.seller.token, { rating: 2, comment: "Slow to answer" })).statusCode).toBe(201);
    expect((await s.read(s.buyer.token)).json().theirs).toBeNull();
    await t.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '13 days 23 hours'` })
      .where(eq(orders.id, s.order.id));
    expect((await s.read(s.buyer.token)).json().theirs).toBeNull();
    await t.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '14 days 1 minute'` })
      .where(eq(orders.id, s.order.id));
    expect((await s.read(s.buyer.token)).json()).toMatchObject({
      mine: null,
      theirs: { rating: 2, comment: "Slow to answer" },
    });
  });

  it("scrubs phone numbers, e-mail addresses and UPI IDs from the comment", async () => {
    const s = await sale();
    const res = await s.rate(s.buyer.token, { rating: 4, comment: "Call me on 98765 43210 or asha@gmail.com" });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await ratingsOf(s.order.id);
    expect(stored!.comment).not.toContain("43210");
    expect(stored!.comment).not.toContain("gmail");
    expect(stored!.comment).toContain("[hidden]");
  });

  it("scrubs an address spaced out letter by letter or spelled out with any domain, as offer messages are", async () => {
    const s = await sale();
    const comment = "Good seller. r a v i @ g m a i l . c o m or accmwzoma8 at acceptance dot test";
    expect((await s.rate(s.buyer.token, { rating: 5, comment })).statusCode).toBe(201);
    const [stored] = await ratingsOf(s.order.id);
    expect(stored!.comment).toBe("Good seller. [hidden] or [hidden]");
  });

  it("refuses before delivery and for a cancelled order (409)", async () => {
    for (const upTo of ["placed", "confirmed", "out_for_delivery"] as const) {
      const s = upTo === "placed" ? await saleAsPlaced() : await sale(upTo);
      const res = await s.rate(s.buyer.token, { rating: 3 });
      expect(res.statusCode, upTo).toBe(409);
      expect(res.json().message).toBe(RATING_MESSAGES.notDelivered);
      expect((await s.read(s.buyer.token)).json().canRate).toBe(false);
    }
    const c = await sale("confirmed");
    expect(
      (await req("PUT", `/api/admin/orders/${c.order.id}/status`, c.admin.token, { status: "cancelled" })).statusCode,
    ).toBe(200);
    const res = await c.rate(c.seller.token, { rating: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RATING_MESSAGES.cancelled);
    expect(await ratingsOf(c.order.id)).toHaveLength(0);
  });

  it("keeps someone else's order (an admin's too) a 404, and a visitor out (401)", async () => {
    const s = await sale();
    const stranger = await testAccount(t.db, { role: "buyer", label: "Stranger" });
    for (const token of [stranger.token, s.admin.token]) {
      expect((await s.rate(token, { rating: 5 })).statusCode).toBe(404);
      expect((await s.read(token)).statusCode).toBe(404);
    }
    expect((await s.rate("", { rating: 5 })).statusCode).toBe(401);
    expect((await req("POST", "/api/orders/not-a-uuid/rating", s.buyer.token, { rating: 5 })).statusCode).toBe(400);
    expect(await ratingsOf(s.order.id)).toHaveLength(0);
  });

  it.each([
    [{ rating: 0 }],
    [{ rating: 6 }],
    [{ rating: 3.5 }],
    [{ rating: "5" }],
    [{ rating: null }],
    [{}],
    [{ rating: 4, comment: "x".repeat(501) }],
    [{ rating: 4, comment: 12 }],
    ["five stars"],
  ])("answers bad input %j with a 4xx and stores nothing", async (body) => {
    const s = await sale();
    const res = await s.rate(s.buyer.token, body);
    expect([400, 415], res.body).toContain(res.statusCode);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await ratingsOf(s.order.id)).toHaveLength(0);
  });

  it("accepts a comment of exactly 500 characters", async () => {
    const s = await sale();
    expect((await s.rate(s.buyer.token, { rating: 4, comment: "y".repeat(500) })).statusCode).toBe(201);
  });

  it("keeps one rating out of 20 concurrent posts by the same person, and a replay stays 409", async () => {
    const s = await sale();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.rate(s.buyer.token, { rating: (i % 5) + 1 })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await ratingsOf(s.order.id)).toHaveLength(1);
    expect((await s.rate(s.buyer.token, { rating: 5 })).statusCode).toBe(409);
    expect(await ratingsOf(s.order.id)).toHaveLength(1);
  });

  it("counts the stars once and shows both ratings when the two sides rate at the same moment", async () => {
    const s = await sale();
    const profile = async (username: string) => (await req("GET", `/api/sellers/${username}`)).json().rating;
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => s.rate(s.buyer.token, { rating: 4 })),
      ...Array.from({ length: 10 }, () => s.rate(s.seller.token, { rating: 2 })),
    ]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    // Neither stays blind: whichever was stored second saw the first, under the order's lock.
    expect(await profile(s.seller.user.username)).toMatchObject({ count: 1, counts: [0, 0, 0, 1, 0], average: 4 });
    expect(await profile(s.buyer.user.username)).toMatchObject({ count: 1, counts: [0, 1, 0, 0, 0], average: 2 });
  });

  it("keeps a lone rating off the profile until the blind window closes", async () => {
    const s = await sale();
    expect((await s.rate(s.buyer.token, { rating: 5 })).statusCode).toBe(201);
    const seller = `/api/sellers/${s.seller.user.username}`;
    expect((await req("GET", seller)).json().rating).toMatchObject({ count: 0, average: null });
    // As if the order had been delivered RATING_BLIND_DAYS ago.
    await t.db
      .update(ratings)
      .set({ visibleAt: sql`now() - interval '1 minute'` })
      .where(eq(ratings.orderId, s.order.id));
    expect((await req("GET", seller)).json()).toMatchObject({
      rating: { count: 1, counts: [0, 0, 0, 0, 1], average: 5 },
      reviews: { total: 1 },
    });
  });
});

/** A sale still placed: nothing moved. */
async function saleAsPlaced() {
  const s = await testSale(t.app, t.db);
  const rate = (token: string, body: unknown) => req("POST", `/api/orders/${s.order.id}/rating`, token, body);
  const read = (token: string) => req("GET", `/api/orders/${s.order.id}/rating`, token);
  return { ...s, rate, read };
}

describe("an admin hiding a review", () => {
  it("hides the text (the stars still count), audited with the reason; restores it; concurrent hides leave one", async () => {
    const s = await sale();
    await s.rate(s.buyer.token, { rating: 2, comment: "Rude seller, abusive words here" });
    await s.rate(s.seller.token, { rating: 5 });
    const [stored] = (await ratingsOf(s.order.id)).filter((r) => r.raterId === s.buyer.user.id);
    const listed = await req("GET", "/api/admin/ratings", s.admin.token);
    expect(listed.json().find((r: { id: string }) => r.id === stored!.id)).toMatchObject({ hidden: false, rating: 2 });
    expect((await req("GET", "/api/admin/ratings", s.buyer.token)).statusCode).toBe(403);
    expect((await req("PUT", `/api/admin/ratings/${stored!.id}/hide`, s.admin.token, {})).statusCode).toBe(400);
    expect(
      (await req("PUT", `/api/admin/ratings/${stored!.id}/hide`, s.seller.token, { reason: "mine" })).statusCode,
    ).toBe(403);

    const hides = await Promise.all(
      Array.from({ length: 20 }, () =>
        req("PUT", `/api/admin/ratings/${stored!.id}/hide`, s.admin.token, { reason: "Abusive language" }),
      ),
    );
    expect(hides.filter((h) => h.statusCode === 200)).toHaveLength(1);
    expect(hides.filter((h) => h.statusCode === 409)).toHaveLength(19);
    expect((await s.read(s.seller.token)).json().theirs).toEqual(expect.objectContaining({ rating: 2, comment: null }));
    const profile = (await req("GET", `/api/sellers/${s.seller.user.username}`)).json();
    expect(profile.rating).toMatchObject({ count: 1, average: 2 });
    expect(profile.reviews.reviews[0].comment).toBeNull();
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, stored!.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "hide_review",
      entityType: "rating",
      details: { reason: "Abusive language" },
    });

    expect((await req("PUT", `/api/admin/ratings/${stored!.id}/restore`, s.admin.token)).statusCode).toBe(200);
    expect((await req("PUT", `/api/admin/ratings/${stored!.id}/restore`, s.admin.token)).statusCode).toBe(409);
    expect((await s.read(s.seller.token)).json().theirs.comment).toBe("Rude seller, abusive words here");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await req("PUT", `/api/admin/ratings/${missing}/hide`, s.admin.token, { reason: "x" })).statusCode).toBe(
      404,
    );
    expect((await req("PUT", `/api/admin/ratings/${missing}/restore`, s.admin.token)).statusCode).toBe(404);
  });
});
