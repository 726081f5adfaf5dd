import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offers } from "../../db/schema/offers";
import { responseFigures } from "../../db/schema/response-figures";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";
import { expireOverdueOffers } from "./offers-service";
import * as repo from "./response-figures-repo";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

/** A seller with three approved listings, an admin, and a buyer per offer to come. */
async function scene() {
  const seller = await testAccount(t.db, { role: "seller", label: "Figures" });
  const admin = await testAccount(t.db, { role: "admin", label: "Figures" });
  const listings: string[] = [];
  for (let i = 0; i < 3; i++) {
    const product = (await req("POST", "/api/products", seller.token, almirahListing(seller.bankId))).json();
    expect((await req("PUT", `/api/admin/products/${product.id}/approve`, admin.token)).statusCode).toBe(200);
    listings.push(product.id as string);
  }
  const offer = async (productId: string) => {
    const buyer = await testAccount(t.db, { role: "buyer", label: "Bidder" });
    const res = await req("POST", "/api/offers", buyer.token, { productId, sellerId: seller.user.id, amount: 5000 });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id as string, buyer };
  };
  return { seller, admin, listings, offer };
}

type Scene = Awaited<ReturnType<typeof scene>>;

const storedRow = async (sellerId: string) =>
  (await t.db.select().from(responseFigures).where(eq(responseFigures.sellerId, sellerId)))[0];

/** What the profile shows, and what the query computes from the offers right now, the same way. */
async function shownAndFresh(s: Scene) {
  const res = await req("GET", `/api/sellers/${s.seller.user.username}`);
  expect(res.statusCode, res.body).toBe(200);
  const { responseRate, responseHours } = res.json();
  const f = await repo.computeResponses(t.db, s.seller.user.id);
  const fresh = {
    responseRate: f.total ? Math.round((f.inTime * 100) / f.total) : null,
    responseHours: f.medianHours === null ? null : Math.max(1, Math.ceil(f.medianHours)),
  };
  return { shown: { responseRate, responseHours }, fresh };
}

/** After a write: the seller's row was (or was not) marked stale, and the next profile shows the fresh figures. */
async function expectFigures(
  s: Scene,
  invalidated: boolean,
  expected: { responseRate: number | null; responseHours: number | null },
) {
  expect((await storedRow(s.seller.user.id))?.stale ?? true).toBe(invalidated);
  const { shown, fresh } = await shownAndFresh(s);
  expect(shown).toEqual(fresh);
  expect(shown).toEqual(expected);
  expect((await storedRow(s.seller.user.id))!.stale).toBe(false);
  // The second read is the stored row, and still the same.
  expect((await shownAndFresh(s)).shown).toEqual(fresh);
}

/**
 * Moves an offer's creation back, as if it had waited that long for an answer less five minutes (so the wait, rounded
 * up, is the hours given). Test setup: not an app write, so it invalidates nothing by itself.
 */
const madeHoursAgo = (id: string, hours: number) =>
  t.db
    .update(offers)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours}) + interval '5 minutes'` })
    .where(eq(offers.id, id));

describe("a seller's stored response figures", () => {
  it("stay what the offers say after every kind of offer write, each invalidating in its own transaction", async () => {
    const s = await scene();
    await expectFigures(s, true, { responseRate: null, responseHours: null });

    // A new offer: one offer, not answered.
    const a = await s.offer(s.listings[0]!);
    await expectFigures(s, true, { responseRate: 0, responseHours: null });

    // Accepted after 30 hours: answered, but not in time.
    await madeHoursAgo(a.id, 30);
    expect((await req("PUT", `/api/offers/${a.id}/accept`, s.seller.token)).statusCode).toBe(200);
    await expectFigures(s, true, { responseRate: 0, responseHours: 30 });

    // Rejected after 2 hours: 1 of 2 in time, median of 2 and 30 hours.
    const b = await s.offer(s.listings[1]!);
    await madeHoursAgo(b.id, 2);
    await storedRow(s.seller.user.id).then((r) => expect(r!.stale).toBe(true));
    await shownAndFresh(s);
    expect((await req("PUT", `/api/offers/${b.id}/reject`, s.seller.token)).statusCode).toBe(200);
    await expectFigures(s, true, { responseRate: 50, responseHours: 16 });

    // Countered at once, then the buyer declines: the counter is the answer; the buyer's move changes nothing.
    const c = await s.offer(s.listings[1]!);
    await shownAndFresh(s);
    expect((await req("PUT", `/api/offers/${c.id}/counter`, s.seller.token, { counterAmount: 6000 })).statusCode).toBe(
      200,
    );
    await expectFigures(s, true, { responseRate: 67, responseHours: 2 });
    expect((await req("PUT", `/api/offers/${c.id}/decline-counter`, c.buyer.token)).statusCode).toBe(200);
    await expectFigures(s, false, { responseRate: 67, responseHours: 2 });

    // A pending offer withdrawn by its buyer still counts as an offer not answered, as before.
    const d = await s.offer(s.listings[1]!);
    await shownAndFresh(s);
    expect((await req("PUT", `/api/offers/${d.id}/withdraw`, d.buyer.token)).statusCode).toBe(200);
    await expectFigures(s, false, { responseRate: 50, responseHours: 2 });

    // The accepted offer expires unpaid (by the job): it was answered, and stays answered.
    await t.db
      .update(offers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(offers.id, a.id));
    expect(await expireOverdueOffers(t.db)).toBe(1);
    expect((await t.db.select().from(offers).where(eq(offers.id, a.id)))[0]!.status).toBe("expired");
    await expectFigures(s, false, { responseRate: 50, responseHours: 2 });

    // A pending offer expires unanswered: still an offer not answered.
    const e = await s.offer(s.listings[2]!);
    await shownAndFresh(s);
    await t.db
      .update(offers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(offers.id, e.id));
    expect(await expireOverdueOffers(t.db)).toBe(1);
    await expectFigures(s, false, { responseRate: 40, responseHours: 2 });

    // The listing is delisted: its waiting offer ends, which answers it (at once).
    const f = await s.offer(s.listings[2]!);
    await shownAndFresh(s);
    expect((await req("PUT", `/api/admin/products/${s.listings[2]}/delist`, s.admin.token)).statusCode).toBe(200);
    await expectFigures(s, true, { responseRate: 50, responseHours: 1 });
    expect((await t.db.select().from(offers).where(eq(offers.id, f.id)))[0]!.status).toBe("rejected");

    // A listing deleted takes its offers with it (b, c and d, all closed): a (30 h) and f (at once) answered of three.
    expect((await req("DELETE", `/api/admin/products/${s.listings[1]}`, s.admin.token, {})).statusCode).toBe(200);
    await expectFigures(s, true, { responseRate: 33, responseHours: 15 });
  });

  it("are recomputed once older than an hour, and used as stored before that", async () => {
    const s = await scene();
    const a = await s.offer(s.listings[0]!);
    expect((await req("PUT", `/api/offers/${a.id}/reject`, s.seller.token)).statusCode).toBe(200);
    await expectFigures(s, true, { responseRate: 100, responseHours: 1 });
    // Figures nobody computed: shown while the row is under an hour old, replaced once it is older.
    const forged = { offersCounted: 4, answeredInTime: 1, medianHours: 7.5 };
    const at = (minutes: number) =>
      t.db
        .update(responseFigures)
        .set({ ...forged, computedAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(responseFigures.sellerId, s.seller.user.id));
    await at(59);
    expect((await shownAndFresh(s)).shown).toEqual({ responseRate: 25, responseHours: 8 });
    await at(61);
    expect((await shownAndFresh(s)).shown).toEqual({ responseRate: 100, responseHours: 1 });
    expect(await storedRow(s.seller.user.id)).toMatchObject({ offersCounted: 1, answeredInTime: 1, stale: false });
  });

  it("are not stored over an offer write that came after they were computed", async () => {
    const s = await scene();
    await s.offer(s.listings[0]!);
    const seen = await repo.findStored(t.db, s.seller.user.id);
    const computed = await repo.computeResponses(t.db, s.seller.user.id);
    // An offer arrives (its transaction invalidates) between the computation and the store.
    await s.offer(s.listings[1]!);
    await repo.storeIfUnchanged(t.db, s.seller.user.id, seen?.version ?? 0, computed);
    expect((await storedRow(s.seller.user.id))!.stale).toBe(true);
    await expectFigures(s, true, { responseRate: 0, responseHours: null });
  });

  it("take 20 concurrent profile reads of a cold row without an error, all showing the same figures", async () => {
    const s = await scene();
    const a = await s.offer(s.listings[0]!);
    await s.offer(s.listings[1]!);
    expect((await req("PUT", `/api/offers/${a.id}/accept`, s.seller.token)).statusCode).toBe(200);
    await t.db.delete(responseFigures).where(eq(responseFigures.sellerId, s.seller.user.id));
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => req("GET", `/api/sellers/${s.seller.user.username}`)),
    );
    for (const r of reads) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ responseRate: 50, responseHours: 1 });
    }
    expect(await storedRow(s.seller.user.id)).toMatchObject({ offersCounted: 2, answeredInTime: 1, stale: false });
  });
});

describe("migration 0024's backfill of responded_at", () => {
  it("gives stored offers the first answer the app would have recorded", async () => {
    const s = await scene();
    const accepted = await s.offer(s.listings[0]!);
    const rejected = await s.offer(s.listings[1]!);
    const countered = await s.offer(s.listings[1]!);
    const pending = await s.offer(s.listings[2]!);
    const withdrawn = await s.offer(s.listings[2]!);
    expect((await req("PUT", `/api/offers/${accepted.id}/accept`, s.seller.token)).statusCode).toBe(200);
    expect((await req("PUT", `/api/offers/${rejected.id}/reject`, s.seller.token)).statusCode).toBe(200);
    const counter = await req("PUT", `/api/offers/${countered.id}/counter`, s.seller.token, { counterAmount: 6000 });
    expect(counter.statusCode).toBe(200);
    expect((await req("PUT", `/api/offers/${withdrawn.id}/withdraw`, withdrawn.buyer.token)).statusCode).toBe(200);
    const ids = [accepted, rejected, countered, pending, withdrawn].map((o) => o.id);
    const answers = async (db: Pick<typeof t.db, "select">) =>
      Object.fromEntries(
        (await db.select({ id: offers.id, at: offers.respondedAt }).from(offers)).map((o) => [o.id, o.at?.getTime()]),
      );
    const recorded = await answers(t.db);

    const migration = readFileSync(new URL("../../db/migrations/0024_response_figures.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    expect(backfill).toContain('UPDATE "offers" SET "responded_at"');
    let backfilled: Record<string, number | undefined> = {};
    // Run on every stored offer with its answer forgotten, then rolled back: other tests' offers stay as they are.
    await t.db
      .transaction(async (tx) => {
        await tx.update(offers).set({ respondedAt: null });
        await tx.execute(sql.raw(backfill));
        backfilled = await answers(tx);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message === "Rollback")) throw err;
      });

    expect(ids.map((id) => recorded[id] === undefined)).toEqual([false, false, false, true, true]);
    for (const id of ids) {
      if (recorded[id] === undefined) expect(backfilled[id]).toBeUndefined();
      // The app records the answer in the statement that restarts the clock, so the two agree to the second.
      else expect(Math.abs(backfilled[id]! - recorded[id])).toBeLessThan(1000);
    }
  });
});
