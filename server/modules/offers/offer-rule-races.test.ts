import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingOfferRules } from "../../db/schema/listing-offer-rules";
import { offers } from "../../db/schema/offers";
import { createTestApp } from "../../test/test-app";
import { slowPglite } from "../../test/slow-pglite";
import { almirahListing, requester, testAccount } from "../../test/test-people";

/**
 * Offers and price edits racing a change of the rules. On PGlite the slowed database interleaves the requests at
 * every query; on PostgreSQL (TEST_DATABASE_URL) they run on separate connections.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { wrapEmbedded: slowPglite });
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const account = (role: "buyer" | "seller" | "admin" = "seller") => testAccount(t.db, { role, label: "Racer" });

async function listing() {
  const seller = await account();
  const admin = await account("admin");
  const id = (await req("POST", "/api/products", seller.token, almirahListing(seller.bankId))).json().id as string;
  expect((await req("PUT", `/api/admin/products/${id}/approve`, admin.token)).statusCode).toBe(200);
  return { seller, id, setRules: (body: unknown) => req("PUT", `/api/products/${id}/offer-rules`, seller.token, body) };
}

// ₹5,100 is accepted under ACCEPTING and declined under DECLINING; only a mix of the two (neither rule) leaves it waiting.
const ACCEPTING = { autoAcceptAt: 5000, autoDeclineBelow: null };
const DECLINING = { autoAcceptAt: null, autoDeclineBelow: 5200 };

describe("an offer racing a rule change", () => {
  it("is decided by the rules before the change or after it, never by a mix", async () => {
    const l = await listing();
    expect((await l.setRules(ACCEPTING)).statusCode).toBe(200);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => account("buyer")));
    const changes = (async () => {
      const answers = [];
      for (const rules of [DECLINING, ACCEPTING, DECLINING, ACCEPTING, DECLINING])
        answers.push((await l.setRules(rules)).statusCode);
      return answers;
    })();
    const answers = await Promise.all(
      buyers.map((b) =>
        req("POST", "/api/offers", b.token, { productId: l.id, sellerId: l.seller.user.id, amount: 5100 }),
      ),
    );
    expect(await changes).toEqual([200, 200, 200, 200, 200]);
    for (const a of answers) {
      if (a.statusCode === 201) expect(a.json().status).toBe("accepted");
      else expect([a.statusCode, a.json().message]).toEqual([409, "The seller is looking for a higher offer"]);
    }
    const stored = await t.db.select().from(offers).where(eq(offers.productId, l.id));
    expect(stored.map((o) => o.status).filter((s) => s !== "accepted")).toEqual([]);
    expect(stored).toHaveLength(answers.filter((a) => a.statusCode === 201).length);
    // Once the last change has answered, the next offer follows it.
    const late = await account("buyer");
    const after = await req("POST", "/api/offers", late.token, {
      productId: l.id,
      sellerId: l.seller.user.id,
      amount: 5100,
    });
    expect(after.statusCode).toBe(409);
  });
});

describe("a price edit racing a rule change", () => {
  it("lets one of them through, so the rules never end above the price", async () => {
    for (let round = 0; round < 4; round += 1) {
      const l = await listing();
      const [edit, rules] = await Promise.all([
        req("PUT", `/api/products/${l.id}/edit`, l.seller.token, almirahListing(l.seller.bankId, { price: 5000 })),
        l.setRules({ autoAcceptAt: 6000, autoDeclineBelow: null }),
      ]);
      expect([edit.statusCode, rules.statusCode].sort()).toEqual(edit.statusCode === 200 ? [200, 400] : [200, 409]);
      const [row] = await t.db.select().from(listingOfferRules).where(eq(listingOfferRules.productId, l.id));
      expect(row ? 200 : 400).toBe(rules.statusCode);
    }
  });
});
