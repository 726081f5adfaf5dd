import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTER_MIN_AGE_DAYS, REPORT_HIDE_THRESHOLD, REPORT_MESSAGES } from "@contract/reports";
import { notifications } from "../../db/schema/notifications";
import { products } from "../../db/schema/products";
import { reports } from "../../db/schema/reports";
import { checkoutKit } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { ageAccount, requester, testAccount } from "../../test/test-people";

// Whose reports hide a listing (decision 0037): only those of people with a verified contact whose account is
// REPORTER_MIN_AGE_DAYS old or who have traded. Enough reports from others bring it to an admin's review and leave it
// visible. A hidden listing is hidden everywhere a visitor finds listings, and is not for sale. Run with
// TEST_DATABASE_URL for reports that really run side by side: on PGlite the transactions take turns.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const kit = checkoutKit(() => t);

/** A reporter made now; `daysOld` moves the account's creation back, as if it had been made that long ago. */
async function reporter(opts: { daysOld?: number; verified?: boolean } = {}) {
  const who = await testAccount(t.db, { role: "buyer", label: "Reporter", verified: opts.verified });
  if (opts.daysOld) await ageAccount(t.db, who.user.id, opts.daysOld);
  return who;
}
const many = (n: number, opts: Parameters<typeof reporter>[0] = {}) =>
  Promise.all(Array.from({ length: n }, () => reporter(opts)));
const established = (n: number) => many(n, { daysOld: REPORTER_MIN_AGE_DAYS, verified: true });

type Reported = { productId: string; state: string; reports: number; countedReports: number; hidden: boolean };

async function liveListing() {
  const l = await kit.listing();
  const report = (token: string) => req("POST", `/api/products/${l.id}/report`, token, { reason: "scam" });
  const held = async () =>
    (await t.db.select({ held: products.heldByReports }).from(products).where(eq(products.id, l.id)))[0]!.held;
  const queue = async () =>
    ((await req("GET", "/api/admin/reports", l.admin.token)).json() as Reported[]).find((r) => r.productId === l.id);
  const bells = async () =>
    (
      await t.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.userId, l.admin.user.id), eq(notifications.type, "listing_reported")))
    ).map((n) => n.title);
  /** Everywhere a visitor meets the listing: browse by seller, search, the sitemap, the seller's profile count. */
  const visible = async () => {
    const browse = (await req("GET", `/api/products?sellerId=${l.seller.user.id}`)).json() as { id: string }[];
    const search = (await req("GET", "/api/products?search=almirah&limit=100")).json() as { id: string }[];
    const sitemap = (await req("GET", "/sitemap.xml")).body;
    const profile = (await req("GET", `/api/sellers/${l.seller.user.username}`)).json() as { activeListings: number };
    return {
      browse: browse.some((p) => p.id === l.id),
      search: search.some((p) => p.id === l.id),
      sitemap: sitemap.includes(`/products/${l.id}<`),
      profile: profile.activeListings === 1,
    };
  };
  const buy = async () => {
    const buyer = await kit.buyer();
    return kit.initiate(buyer.token, kit.body(l.id, buyer.addressId, l.price));
  };
  const offer = async () => {
    const buyer = await kit.buyer();
    return req("POST", "/api/offers", buyer.token, {
      productId: l.id,
      sellerId: l.seller.user.id,
      amount: Math.ceil(l.price * 0.9),
    });
  };
  return { ...l, report, held, queue, bells, visible, buy, offer };
}

const everywhere = { browse: true, search: true, sitemap: true, profile: true };
const nowhere = { browse: false, search: false, sitemap: false, profile: false };

describe("whose reports hide a listing", () => {
  it("three accounts made a moment ago bring it to an admin's review, and it stays visible and for sale", async () => {
    const l = await liveListing();
    for (const p of await many(REPORT_HIDE_THRESHOLD)) expect((await l.report(p.token)).statusCode).toBe(201);
    expect(await l.held()).toBe(false);
    expect(await l.visible()).toEqual(everywhere);
    expect(await l.queue()).toMatchObject({ state: "review", reports: 3, countedReports: 0, hidden: false });
    expect(await l.bells()).toEqual(["A reported listing needs review"]);
    const bought = await l.buy();
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it("does not count an old account without a verified contact, nor a verified one younger than the minimum age", async () => {
    const l = await liveListing();
    const young = await many(1, { daysOld: REPORTER_MIN_AGE_DAYS - 1, verified: true });
    const unverified = await many(2, { daysOld: 30, verified: false });
    for (const p of [...young, ...unverified]) expect((await l.report(p.token)).statusCode).toBe(201);
    expect(await l.queue()).toMatchObject({ state: "review", countedReports: 0 });
    expect(await l.held()).toBe(false);
  });

  it(`hides it when ${REPORT_HIDE_THRESHOLD} reports count: out of browse, search, sitemap and profile, and not for sale`, async () => {
    const l = await liveListing();
    expect(await l.visible()).toEqual(everywhere);
    const [fresh] = await many(1);
    expect((await l.report(fresh!.token)).statusCode).toBe(201);
    for (const p of await established(REPORT_HIDE_THRESHOLD - 1)) await l.report(p.token);
    expect(await l.queue()).toMatchObject({ state: "review", reports: 3, countedReports: 2 });
    const [last] = await established(1);
    expect((await l.report(last!.token)).statusCode).toBe(201);
    expect(await l.held()).toBe(true);
    expect(await l.queue()).toMatchObject({ state: "hidden", reports: 4, countedReports: 3, hidden: true });
    expect((await l.bells()).sort()).toEqual(["A listing was hidden after reports", "A reported listing needs review"]);
    expect(await l.visible()).toEqual(nowhere);
    const refused = await l.buy();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REPORT_MESSAGES.notForSale);
    const noOffer = await l.offer();
    expect(noOffer.statusCode).toBe(409);
    expect(noOffer.json().message).toBe(REPORT_MESSAGES.notForSale);
    // Dismissed: back everywhere and for sale.
    const dismissed = await req("PUT", `/api/admin/reports/${l.id}/decision`, l.admin.token, { decision: "dismiss" });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await l.visible()).toEqual(everywhere);
    expect((await l.buy()).statusCode).toBe(200);
    expect((await l.offer()).statusCode).toBe(201);
  });

  it("counts a new account that has traded (an order delivered, as buyer or as seller)", async () => {
    const l = await liveListing();
    const sale = await testSale(t.app, t.db);
    await confirmAndCarry(t.app, t.db, sale.order.id, sale.admin.token, "delivered");
    const [fresh] = await many(1);
    for (const p of [sale.buyer, sale.seller, fresh!]) expect((await l.report(p.token)).statusCode).toBe(201);
    expect(await l.queue()).toMatchObject({ state: "review", reports: 3, countedReports: 2 });
    const [last] = await established(1);
    await l.report(last!.token);
    expect(await l.held()).toBe(true);
  });

  it("rings each bell once among concurrent reports, new and established mixed", async () => {
    const l = await liveListing();
    const people = [...(await many(8)), ...(await established(REPORT_HIDE_THRESHOLD))];
    const answers = await Promise.all(people.map((p) => l.report(p.token)));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(await l.held()).toBe(true);
    expect(await l.queue()).toMatchObject({ state: "hidden", reports: 11, countedReports: 3 });
    const bells = await l.bells();
    expect(bells.filter((b) => b === "A listing was hidden after reports")).toHaveLength(1);
    // The review bell rings only if the third report arrived before the third that counts.
    expect(bells.filter((b) => b === "A reported listing needs review").length).toBeLessThanOrEqual(1);

    const other = await liveListing();
    const crowd = await Promise.all((await many(12)).map((p) => other.report(p.token)));
    expect(crowd.every((r) => r.statusCode === 201)).toBe(true);
    expect(await other.held()).toBe(false);
    expect(await other.bells()).toEqual(["A reported listing needs review"]);
  });
});

describe("migration 0027's backfill of counts_toward_hiding", () => {
  it("gives every report filed before it the weight it has when filed now", async () => {
    const l = await liveListing();
    const sale = await testSale(t.app, t.db);
    await confirmAndCarry(t.app, t.db, sale.order.id, sale.admin.token, "delivered");
    const people = [
      ...(await many(2)),
      ...(await established(2)),
      sale.buyer,
      ...(await many(1, { daysOld: 10, verified: false })),
    ];
    for (const p of people) expect((await l.report(p.token)).statusCode).toBe(201);
    const weights = async (db: Pick<typeof t.db, "select">) =>
      (
        await db
          .select({ reporterId: reports.reporterId, counts: reports.countsTowardHiding })
          .from(reports)
          .where(eq(reports.productId, l.id))
      )
        .sort((a, b) => a.reporterId.localeCompare(b.reporterId))
        .map((r) => r.counts);
    const filed = await weights(t.db);
    expect(filed.filter(Boolean)).toHaveLength(3);

    const migration = readFileSync(new URL("../../db/migrations/0027_reports_that_count.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    expect(backfill).toContain(`interval '${REPORTER_MIN_AGE_DAYS} days'`);
    let backfilled: boolean[] = [];
    // Run with the weights forgotten, then rolled back: other tests' reports stay as they are.
    await t.db
      .transaction(async (tx) => {
        await tx.update(reports).set({ countsTowardHiding: false });
        await tx.execute(sql.raw(backfill));
        backfilled = await weights(tx);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message === "Rollback")) throw err;
      });
    expect(backfilled).toEqual(filed);
  });
});
