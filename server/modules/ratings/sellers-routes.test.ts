import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offers } from "../../db/schema/offers";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { approveListing } from "../../test/test-listings";
import { almirahListing, requester, testAccount, TINY_PHOTO } from "../../test/test-people";
import { sellerShareMeta } from "./seller-share-meta";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

async function deliveredSale(opts: Parameters<typeof testSale>[2] = {}) {
  const s = await testSale(t.app, t.db, opts);
  await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
  return s;
}

describe("the public seller profile", () => {
  it("shows first name, items sold and ratings once both sides have rated; never a surname, e-mail, mobile or address", async () => {
    const s = await deliveredSale();
    const seller = s.seller.user;
    const first = await req("GET", `/api/sellers/${seller.username}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      username: seller.username,
      firstName: "Seller",
      itemsSold: 1,
      rating: { average: null, count: 0, counts: [0, 0, 0, 0, 0] },
      badges: { emailVerified: true, mobileVerified: true, bankAccountVerified: false },
      reviews: { reviews: [], total: 0 },
    });

    expect(
      (await req("POST", `/api/orders/${s.order.id}/rating`, s.buyer.token, { rating: 4, comment: "Good" })).statusCode,
    ).toBe(201);
    // Double-blind holds on the profile too: the seller has not rated yet.
    expect((await req("GET", `/api/sellers/${seller.username}`)).json().rating.count).toBe(0);
    expect((await req("POST", `/api/orders/${s.order.id}/rating`, s.seller.token, { rating: 5 })).statusCode).toBe(201);

    const second = await deliveredSale({ seller: s.seller, admin: s.admin });
    await req("POST", `/api/orders/${second.order.id}/rating`, second.buyer.token, { rating: 5 });
    await req("POST", `/api/orders/${second.order.id}/rating`, second.seller.token, { rating: 5 });

    const res = await req("GET", `/api/sellers/${seller.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      itemsSold: 2,
      city: "Kolkata",
      rating: { average: 4.5, count: 2, counts: [0, 0, 0, 1, 1] },
    });
    expect(profile.reviews.total).toBe(2);
    expect(profile.reviews.reviews[1]).toMatchObject({ rating: 4, comment: "Good", raterFirstName: "Buyer" });
    expect(profile.reviews.reviews[0].month).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    for (const secret of [
      seller.fullName,
      seller.email,
      seller.mobile,
      "Park Street",
      "700016",
      s.buyer.user.fullName,
      s.buyer.user.email,
    ])
      expect(res.body).not.toContain(secret);

    const buyerProfile = await req("GET", `/api/sellers/${s.buyer.user.username}`);
    expect(buyerProfile.json()).toMatchObject({ itemsSold: 0, rating: { average: 5, count: 1 } });
  });

  it("has a profile for someone with no sales, and pages reviews by 10", async () => {
    const nobody = await testAccount(t.db, { role: "buyer", label: "Quiet" });
    const res = await req("GET", `/api/sellers/${nobody.user.username}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ itemsSold: 0, activeListings: 0, responseRate: null, responseHours: null });
    expect((await req("GET", `/api/sellers/${nobody.user.username}/reviews?offset=10`)).json()).toEqual({
      reviews: [],
      total: 0,
    });
  });

  it("rates answers to the offers of the last 90 days: the share within 24 hours and the median wait, rounded up", async () => {
    const s = await deliveredSale();
    // Waits in hours by final status; the first four are answers. An offer older than the window does not count.
    const made: [string, number, number][] = [
      ["accepted", 0.5, 1],
      ["rejected", 2, 2],
      ["countered", 5, 3],
      ["accepted", 30, 4],
      ["pending", 0, 5],
      ["expired", 48, 6],
      ["accepted", 1, 91],
    ];
    // A buyer each: one person has one open offer per listing.
    const buyers = await Promise.all(made.map(() => testAccount(t.db, { role: "buyer", label: "Bidder" })));
    await t.db.insert(offers).values(
      made.map(([status, hours, daysAgo], i) => ({
        productId: s.order.productId,
        buyerId: buyers[i]!.user.id,
        sellerId: s.seller.user.id,
        amount: 5000,
        counterAmount: status === "countered" ? 5500 : null,
        status: status as "accepted",
        createdAt: sql`now() - make_interval(days => ${daysAgo})`,
        updatedAt: sql`now() - make_interval(days => ${daysAgo}) + make_interval(secs => ${hours * 3600})`,
        respondedAt: ["accepted", "rejected", "countered"].includes(status)
          ? sql`now() - make_interval(days => ${daysAgo}) + make_interval(secs => ${hours * 3600})`
          : null,
      })),
    );
    const profile = (await req("GET", `/api/sellers/${s.seller.user.username}`)).json();
    // 3 of 6 answered within 24 hours; the median of 0.5, 2, 5 and 30 hours is 3.5, shown as 4.
    expect(profile).toMatchObject({ responseRate: 50, responseHours: 4 });
  });

  it.each(["no_such_person", "a%20b", "%F0%9F%98%80", "x'%20or%201=1--", "..", "a".repeat(300), "%00"])(
    "answers an unknown or odd username %s with a 404 (a NUL with the house's 400), never a 5xx",
    async (name) => {
      const res = await req("GET", `/api/sellers/${name}`);
      expect(res.statusCode, res.body).toBe(name === "%00" ? 400 : 404);
    },
  );

  it("gives the product page a seller card with first name, rating, items sold and member since", async () => {
    const s = await deliveredSale();
    const created = await req("POST", "/api/products", s.seller.token, {
      title: "Wooden study table",
      description: "Teak, two drawers, minor scratches.",
      price: 2500,
      category: "home_garden",
      condition: "good",
      images: [TINY_PHOTO],
      selectedBankAccountId: s.seller.bankId,
      addressLine1: "4 Park Street",
      pincode: "700016",
      city: "Kolkata",
      state: "West Bengal",
    });
    expect(created.statusCode, created.body).toBe(201);
    const card = await req("GET", `/api/products/${s.order.productId}/seller`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({
      username: s.seller.user.username,
      firstName: "Seller",
      itemsSold: 1,
      rating: { average: null, count: 0 },
    });
    expect(card.body).not.toContain(s.seller.user.email);
    // A pending listing is the seller's business alone.
    expect((await req("GET", `/api/products/${created.json().id}/seller`)).statusCode).toBe(404);
    expect((await req("GET", `/api/products/${created.json().id}/seller`, s.seller.token)).statusCode).toBe(200);
  });

  it("gives the profile page Open Graph tags with the first name only; an unknown name is not found (HTTP 404)", async () => {
    const s = await deliveredSale();
    const meta = await sellerShareMeta(t.db, "https://dobara.example", `/sellers/${s.seller.user.username}`);
    expect(meta).toMatchObject({
      title: "Seller on Dobara · No ratings yet",
      url: `https://dobara.example/sellers/${s.seller.user.username}`,
    });
    expect(JSON.stringify(meta)).toContain("1 sold");
    expect(JSON.stringify(meta)).not.toContain(s.seller.user.fullName);
    expect(await sellerShareMeta(t.db, "https://dobara.example", "/sellers/nobody_at_all")).toBe("not-found");
    expect(await sellerShareMeta(t.db, "https://dobara.example", "/sellers/a%20b")).toBeUndefined();
  });

  it("an admin has none: the profile, its reviews, its page and an admin's listing's seller card answer as for an unknown seller", async () => {
    const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
    const unknown = await req("GET", "/api/sellers/nobody_at_all");
    expect(unknown.statusCode).toBe(404);
    for (const username of [admin.user.username, admin.user.username.toUpperCase()]) {
      const profile = await req("GET", `/api/sellers/${username}`);
      expect(profile.statusCode, profile.body).toBe(404);
      expect(profile.json()).toEqual(unknown.json());
      expect((await req("GET", `/api/sellers/${username}/reviews`)).statusCode).toBe(404);
      expect(await sellerShareMeta(t.db, "https://dobara.example", `/sellers/${username}`)).toBe("not-found");
    }
    const listed = await req("POST", "/api/products", admin.token, almirahListing(admin.bankId));
    expect(listed.statusCode, listed.body).toBe(201);
    await approveListing(t.app, admin.token, listed.json().id);
    const card = await req("GET", `/api/products/${listed.json().id}/seller`);
    expect(card.statusCode, card.body).toBe(404);
    expect(card.json().message).toBe(unknown.json().message);
    expect((await req("GET", "/sitemap.xml")).body).not.toContain(admin.user.username);
  });
});
