import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFER_MESSAGES } from "@contract/offers";
import { notifications } from "../../db/schema/notifications";
import { offers } from "../../db/schema/offers";
import { runExclusively } from "../../lib/jobs";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";
import { expireOverdueOffers } from "./offers-service";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const account = (role: "buyer" | "seller" | "admin" = "seller", verified = true) =>
  testAccount(t.db, { role, label: "Offers", verified });

/** An approved ₹6,500 almirah and the people around it. */
async function scene() {
  const seller = await account();
  const buyer = await account("buyer");
  const admin = await account("admin");
  const product = (await req("POST", "/api/products", seller.token, almirahListing(seller.bankId))).json() as {
    id: string;
  };
  expect((await req("PUT", `/api/admin/products/${product.id}/approve`, admin.token)).statusCode).toBe(200);
  const offer = (amount: number | string | unknown, token = buyer.token, message?: string) =>
    req("POST", "/api/offers", token, {
      productId: product.id,
      sellerId: seller.user.id,
      amount,
      ...(message !== undefined ? { message } : {}),
    });
  return { seller, buyer, admin, productId: product.id, offer };
}

const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
/** Moves an offer's clock back so it is overdue without waiting 48 hours. */
const ageOffer = (id: string) =>
  t.db
    .update(offers)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(offers.id, id));

describe("making an offer", () => {
  it("stores a pending offer, tells the seller, and lists it for both sides with usernames only", async () => {
    const s = await scene();
    const res = await s.offer(5000, s.buyer.token, "Can collect on Sunday.");
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      status: "pending",
      amount: 5000,
      counterAmount: null,
      message: "Can collect on Sunday.",
      contactDetailsHidden: false,
      otherPartyUsername: s.seller.user.username,
    });
    expect(made.product).toMatchObject({ id: s.productId, title: "Godrej steel almirah, 2 doors", price: 6500 });

    const notes = await notesOf(s.seller.user.id);
    expect(notes.map((n) => n.type)).toContain("offer_received");
    const received = (await req("GET", `/api/offers/seller/${s.seller.user.id}?limit=10`, s.seller.token)).json();
    expect(received).toHaveLength(1);
    expect(received[0].otherPartyUsername).toBe(s.buyer.user.username);
    const body = JSON.stringify(received) + JSON.stringify(made);
    for (const secret of [s.buyer.user.email, s.buyer.user.mobile, s.seller.user.email, s.seller.user.mobile])
      expect(body).not.toContain(secret);
  });

  it("hides phone numbers, e-mail addresses and UPI IDs in the message and says so", async () => {
    const s = await scene();
    const res = await s.offer(
      5000,
      s.buyer.token,
      "Call +91 98765-43210 or mail me at asha@example.in, UPI asha@okaxis",
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Call [hidden] or mail me at [hidden], UPI [hidden]");
    expect(res.json()).toMatchObject({ contactDetailsHidden: true, notice: OFFER_MESSAGES.masked });
    const [stored] = await t.db.select().from(offers).where(eq(offers.id, res.json().id));
    expect(stored!.message).not.toMatch(/98765|asha@/);
  });

  it("hides an address spelled out with a domain that is not a mail provider's, before the seller sees it", async () => {
    const s = await scene();
    const res = await s.offer(5000, s.buyer.token, "Mail accmwzoma8 at acceptance dot test");
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Mail [hidden]");
    const [stored] = await t.db.select().from(offers).where(eq(offers.id, res.json().id));
    expect(stored!.message).toBe("Mail [hidden]");
  });

  it.each([
    [0, OFFER_MESSAGES.amountPositive],
    [-5, OFFER_MESSAGES.amountPositive],
    [1.5, OFFER_MESSAGES.amountWhole],
    ["abc", OFFER_MESSAGES.amountPositive],
    [1e12, OFFER_MESSAGES.amountBelowPrice],
    [6500, OFFER_MESSAGES.amountBelowPrice],
    [9000, OFFER_MESSAGES.amountBelowPrice],
    [undefined, OFFER_MESSAGES.amountRequired],
  ])("refuses amount %j with 400 and stores nothing", async (amount, message) => {
    const s = await scene();
    const res = await s.offer(amount);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.db.select().from(offers).where(eq(offers.productId, s.productId))).toHaveLength(0);
  });

  it("refuses a message over 500 characters, the own listing, a wrong seller, an unverified buyer and a visitor", async () => {
    const s = await scene();
    expect((await s.offer(5000, s.buyer.token, "x".repeat(501))).statusCode).toBe(400);
    expect((await s.offer(5000, s.seller.token)).statusCode).toBe(403);
    const other = await account();
    const wrong = await req("POST", "/api/offers", s.buyer.token, {
      productId: s.productId,
      sellerId: other.user.id,
      amount: 5000,
    });
    expect(wrong.statusCode).toBe(400);
    const unverified = await account("buyer", false);
    expect((await s.offer(5000, unverified.token)).statusCode).toBe(403);
    expect((await s.offer(5000, "")).statusCode).toBe(401);
    expect(await t.db.select().from(offers).where(eq(offers.productId, s.productId))).toHaveLength(0);
  });

  it("allows one open offer per buyer per listing (409), and a new one once the first is answered", async () => {
    const s = await scene();
    const first = (await s.offer(5000)).json();
    const again = await s.offer(5200);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OFFER_MESSAGES.alreadyOpen);
    await req("PUT", `/api/offers/${first.id}/reject`, s.seller.token);
    expect((await s.offer(5200)).statusCode).toBe(201);
  });

  it("answers 404 for a listing under review and 409 for a sold one", async () => {
    const s = await scene();
    const pending = (
      await req("POST", "/api/products", s.seller.token, almirahListing(s.seller.bankId, { title: "Pending chair" }))
    ).json();
    expect(
      (
        await req("POST", "/api/offers", s.buyer.token, {
          productId: pending.id,
          sellerId: s.seller.user.id,
          amount: 100,
        })
      ).statusCode,
    ).toBe(404);
    await req("PUT", `/api/admin/products/${s.productId}/sold`, s.admin.token);
    expect((await s.offer(5000)).statusCode).toBe(409);
  });
});

describe("answering an offer", () => {
  it("seller accepts a pending offer once; accept after reject, double accept and buyer's accept are refused", async () => {
    const s = await scene();
    const a = (await s.offer(5000)).json();
    expect((await req("PUT", `/api/offers/${a.id}/accept`, s.buyer.token)).statusCode).toBe(403);
    const ok = await req("PUT", `/api/offers/${a.id}/accept`, s.seller.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe("accepted");
    expect((await req("PUT", `/api/offers/${a.id}/accept`, s.seller.token)).statusCode).toBe(409);
    expect((await req("PUT", `/api/offers/${a.id}/reject`, s.seller.token)).statusCode).toBe(409);
    expect((await notesOf(s.buyer.user.id)).map((n) => n.type)).toContain("offer_accepted");

    const buyer2 = await account("buyer");
    const b = (await s.offer(5100, buyer2.token)).json();
    expect((await req("PUT", `/api/offers/${b.id}/reject`, s.seller.token)).json().status).toBe("rejected");
    expect((await req("PUT", `/api/offers/${b.id}/accept`, s.seller.token)).statusCode).toBe(409);
  });

  it("a stranger gets 404 and cannot read others' lists (403); an admin can", async () => {
    const s = await scene();
    const a = (await s.offer(5000)).json();
    const stranger = await account("buyer");
    expect((await req("PUT", `/api/offers/${a.id}/accept`, stranger.token)).statusCode).toBe(404);
    expect((await req("GET", `/api/offers/buyer/${s.buyer.user.id}`, stranger.token)).statusCode).toBe(403);
    expect((await req("GET", `/api/offers/seller/${s.seller.user.id}`, stranger.token)).statusCode).toBe(403);
    expect((await req("GET", `/api/offers/product/${s.productId}`, stranger.token)).statusCode).toBe(403);
    expect((await req("GET", `/api/offers/product/${s.productId}`, s.buyer.token)).statusCode).toBe(403);
    expect((await req("GET", `/api/offers/product/${s.productId}`, s.seller.token)).json()).toHaveLength(1);
    expect((await req("GET", `/api/offers/product/${s.productId}`, s.admin.token)).json()).toHaveLength(1);
    expect((await req("GET", `/api/offers/buyer/${s.buyer.user.id}`, s.admin.token)).json()).toHaveLength(1);
    expect((await req("GET", `/api/offers/buyer/${s.buyer.user.id}?limit=abc`, s.buyer.token)).statusCode).toBe(400);
  });

  it("counter: once, above the offer and below the price; then the buyer accepts at the counter amount", async () => {
    const s = await scene();
    const a = (await s.offer(5000)).json();
    for (const [amount, code] of [
      [4900, 400],
      [5000, 400],
      [6500, 400],
      [0, 400],
      [1.5, 400],
      ["abc", 400],
    ] as const) {
      expect(
        (await req("PUT", `/api/offers/${a.id}/counter`, s.seller.token, { counterAmount: amount })).statusCode,
      ).toBe(code);
    }
    expect((await req("PUT", `/api/offers/${a.id}/counter`, s.buyer.token, { counterAmount: 6000 })).statusCode).toBe(
      403,
    );
    const countered = await req("PUT", `/api/offers/${a.id}/counter`, s.seller.token, { counterAmount: 6000 });
    expect(countered.json()).toMatchObject({ status: "countered", counterAmount: 6000 });
    expect((await req("PUT", `/api/offers/${a.id}/counter`, s.seller.token, { counterAmount: 5800 })).statusCode).toBe(
      409,
    );
    expect((await req("PUT", `/api/offers/${a.id}/accept`, s.seller.token)).statusCode).toBe(409);
    expect((await notesOf(s.buyer.user.id)).map((n) => n.type)).toContain("offer_countered");

    expect((await req("PUT", `/api/offers/${a.id}/accept-counter`, s.seller.token)).statusCode).toBe(403);
    const accepted = await req("PUT", `/api/offers/${a.id}/accept-counter`, s.buyer.token);
    expect(accepted.json()).toMatchObject({ status: "accepted", counterAmount: 6000 });
    expect((await req("PUT", `/api/offers/${a.id}/decline-counter`, s.buyer.token)).statusCode).toBe(409);
    expect((await notesOf(s.seller.user.id)).map((n) => n.title)).toContain("Counter offer accepted");
  });

  it("the buyer may decline a counter; decline-counter on a pending offer is 409", async () => {
    const s = await scene();
    const a = (await s.offer(5000)).json();
    expect((await req("PUT", `/api/offers/${a.id}/decline-counter`, s.buyer.token)).statusCode).toBe(409);
    await req("PUT", `/api/offers/${a.id}/counter`, s.seller.token, { counterAmount: 6000 });
    expect((await req("PUT", `/api/offers/${a.id}/decline-counter`, s.buyer.token)).json().status).toBe("declined");
  });
});

describe("expiry", () => {
  it("reads an overdue offer as expired before the job, refuses to act on it, and the job ends it and tells both", async () => {
    const s = await scene();
    const a = (await s.offer(5000)).json();
    await ageOffer(a.id);
    expect((await req("GET", `/api/offers/buyer/${s.buyer.user.id}`, s.buyer.token)).json()[0].status).toBe("expired");
    const late = await req("PUT", `/api/offers/${a.id}/accept`, s.seller.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This offer has expired");

    expect(
      await runExclusively(t.db, { name: "offer-expiry", run: (db) => expireOverdueOffers(db) }),
    ).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, a.id));
    expect(row!.status).toBe("expired");
    for (const who of [s.buyer, s.seller])
      expect((await notesOf(who.user.id)).filter((n) => n.type === "offer_expired")).toHaveLength(1);
    // Idempotent: a second run finds nothing more to do.
    await expireOverdueOffers(t.db);
    expect((await notesOf(s.buyer.user.id)).filter((n) => n.type === "offer_expired")).toHaveLength(1);
  });

  it("an accepted offer not paid in time expires; a countered one too; an overdue open offer does not block a new one", async () => {
    const s = await scene();
    const a = (await s.offer(5000)).json();
    await req("PUT", `/api/offers/${a.id}/accept`, s.seller.token);
    await ageOffer(a.id);
    expect((await req("GET", `/api/offers/seller/${s.seller.user.id}`, s.seller.token)).json()[0].status).toBe(
      "expired",
    );

    const buyer2 = await account("buyer");
    const b = (await s.offer(5100, buyer2.token)).json();
    await req("PUT", `/api/offers/${b.id}/counter`, s.seller.token, { counterAmount: 6000 });
    await ageOffer(b.id);
    expect((await req("PUT", `/api/offers/${b.id}/accept-counter`, buyer2.token)).statusCode).toBe(409);
    const again = await s.offer(5200, buyer2.token);
    expect(again.statusCode).toBe(201);
    const [old] = await t.db.select().from(offers).where(eq(offers.id, b.id));
    expect(old!.status).toBe("expired");
  });
});

describe("a listing leaving the market", () => {
  it.each(["sold", "delist"] as const)(
    "ends its open and accepted-unpaid offers as rejected and tells the buyers (%s)",
    async (action) => {
      const s = await scene();
      const buyer2 = await account("buyer");
      const buyer3 = await account("buyer");
      await s.offer(5000);
      const countered = (await s.offer(5100, buyer2.token)).json();
      await req("PUT", `/api/offers/${countered.id}/counter`, s.seller.token, { counterAmount: 6000 });
      const accepted = (await s.offer(5200, buyer3.token)).json();
      await req("PUT", `/api/offers/${accepted.id}/accept`, s.seller.token);
      expect((await req("PUT", `/api/admin/products/${s.productId}/${action}`, s.admin.token)).statusCode).toBe(200);
      const rows = await t.db.select().from(offers).where(eq(offers.productId, s.productId));
      expect(rows.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
      for (const b of [s.buyer, buyer2, buyer3])
        expect((await notesOf(b.user.id)).some((n) => n.type === "offer_rejected" && /has ended/.test(n.message))).toBe(
          true,
        );
    },
  );
});

describe("races", () => {
  it("100 concurrent offers by one buyer on one listing store exactly one", async () => {
    const s = await scene();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => s.offer(4000 + i)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(99);
    expect(await t.db.select().from(offers).where(eq(offers.productId, s.productId))).toHaveLength(1);
    expect((await notesOf(s.seller.user.id)).filter((n) => n.type === "offer_received")).toHaveLength(1);
  });

  it("100 concurrent accepts of one offer: exactly one succeeds and one notification is made", async () => {
    const s = await scene();
    const a = (await s.offer(5000)).json();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => req("PUT", `/api/offers/${a.id}/accept`, s.seller.token)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(99);
    expect((await notesOf(s.buyer.user.id)).filter((n) => n.type === "offer_accepted")).toHaveLength(1);
  });

  it("concurrent counters and accepts on one offer: exactly one answer wins", async () => {
    const s = await scene();
    const a = (await s.offer(5000)).json();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? req("PUT", `/api/offers/${a.id}/accept`, s.seller.token)
          : req("PUT", `/api/offers/${a.id}/counter`, s.seller.token, { counterAmount: 5500 + i }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      (await notesOf(s.buyer.user.id)).filter((n) => n.type === "offer_accepted" || n.type === "offer_countered"),
    ).toHaveLength(1);
  });
});
