import { readFileSync } from "node:fs";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTER_MIN_AGE_DAYS, REPORT_HIDE_THRESHOLD } from "@contract/reports";
import { notifications } from "../../db/schema/notifications";
import { products } from "../../db/schema/products";
import { reports } from "../../db/schema/reports";
import { createTestApp } from "../../test/test-app";
import { approveListing } from "../../test/test-listings";
import { ageAccount, almirahListing, requester, testAccount } from "../../test/test-people";

// The stored flag browse and search filter on (products.held_by_reports, decision 0031). Run with TEST_DATABASE_URL
// for requests that really run side by side: on PGlite the transactions take turns.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
/** A verified account old enough for its report to count toward hiding (report-trust.test.ts covers the others). */
async function reporter() {
  const who = await testAccount(t.db, { role: "buyer", label: "Reporter" });
  await ageAccount(t.db, who.user.id, REPORTER_MIN_AGE_DAYS);
  return who;
}
const people = (n: number) => Promise.all(Array.from({ length: n }, () => reporter()));

async function liveListing() {
  const seller = await testAccount(t.db, { label: "Seller" });
  const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
  const created = await req("POST", "/api/products", seller.token, almirahListing(seller.bankId));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  await approveListing(t.app, admin.token, id);
  const report = (token: string) => req("POST", `/api/products/${id}/report`, token, { reason: "scam" });
  const held = async () =>
    (await t.db.select({ held: products.heldByReports }).from(products).where(eq(products.id, id)))[0]!.held;
  const openReports = async () =>
    (
      await t.db
        .select()
        .from(reports)
        .where(and(eq(reports.productId, id), isNull(reports.decidedAt)))
    ).length;
  const inBrowse = async () =>
    ((await req("GET", `/api/products?sellerId=${seller.user.id}`)).json() as { id: string }[]).some(
      (p) => p.id === id,
    );
  const notices = async () =>
    (
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.user.id), eq(notifications.type, "listing_reported")))
    ).length;
  return { id, admin, report, held, openReports, inBrowse, notices };
}

describe("the listing's held flag", () => {
  it("is set by exactly the report that brings the distinct reporters to the threshold, among concurrent ones", async () => {
    const l = await liveListing();
    // One fewer than the threshold, each person posting five times at once: not held.
    const first = await people(REPORT_HIDE_THRESHOLD - 1);
    const answers = await Promise.all(first.flatMap((p) => Array.from({ length: 5 }, () => l.report(p.token))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(REPORT_HIDE_THRESHOLD - 1);
    expect(await l.openReports()).toBe(REPORT_HIDE_THRESHOLD - 1);
    expect(await l.held()).toBe(false);
    expect(await l.inBrowse()).toBe(true);
    // Twelve more different people at once: the threshold is crossed once, by one of them.
    const more = await Promise.all((await people(12)).map((p) => l.report(p.token)));
    expect(more.every((r) => r.statusCode === 201)).toBe(true);
    expect(await l.openReports()).toBe(REPORT_HIDE_THRESHOLD + 11);
    expect(await l.held()).toBe(true);
    expect(await l.inBrowse()).toBe(false);
    expect(await l.notices()).toBe(1);
  });

  it("agrees with the open reports after a dismissal that races new reports", async () => {
    const l = await liveListing();
    for (const p of await people(REPORT_HIDE_THRESHOLD)) expect((await l.report(p.token)).statusCode).toBe(201);
    expect(await l.held()).toBe(true);
    const late = await people(REPORT_HIDE_THRESHOLD + 2);
    const [decision, ...filed] = await Promise.all([
      req("PUT", `/api/admin/reports/${l.id}/decision`, l.admin.token, { decision: "dismiss" }),
      ...late.map((p) => l.report(p.token)),
    ]);
    expect(decision!.statusCode, decision!.body).toBe(200);
    expect(filed.every((r) => r.statusCode === 201)).toBe(true);
    // However the two interleaved, the flag says what the open reports say, and the admin list agrees.
    const open = await l.openReports();
    expect(await l.held()).toBe(open >= REPORT_HIDE_THRESHOLD);
    expect(await l.inBrowse()).toBe(open < REPORT_HIDE_THRESHOLD);
    const listed = (await req("GET", "/api/admin/reports", l.admin.token)).json() as {
      productId: string;
      hidden: boolean;
    }[];
    expect(listed.find((r) => r.productId === l.id)?.hidden).toBe(open >= REPORT_HIDE_THRESHOLD);
  });

  it("is cleared by a delisting decision, and the listing's updatedAt is left alone by both changes", async () => {
    const l = await liveListing();
    const updatedAt = async () =>
      (await t.db.select({ at: products.updatedAt }).from(products).where(eq(products.id, l.id)))[0]!.at.getTime();
    const before = await updatedAt();
    for (const p of await people(REPORT_HIDE_THRESHOLD)) await l.report(p.token);
    expect(await l.held()).toBe(true);
    expect(await updatedAt()).toBe(before);
    const res = await req("PUT", `/api/admin/reports/${l.id}/decision`, l.admin.token, { decision: "delist" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await l.held()).toBe(false);
  });
});

describe("migration 0025's backfill of held_by_reports", () => {
  it(`holds exactly the listings with ${REPORT_HIDE_THRESHOLD} or more open reports`, async () => {
    const held = await liveListing();
    for (const p of await people(REPORT_HIDE_THRESHOLD)) await held.report(p.token);
    const short = await liveListing();
    for (const p of await people(REPORT_HIDE_THRESHOLD - 1)) await short.report(p.token);
    const dismissed = await liveListing();
    for (const p of await people(REPORT_HIDE_THRESHOLD)) await dismissed.report(p.token);
    await req("PUT", `/api/admin/reports/${dismissed.id}/decision`, dismissed.admin.token, { decision: "dismiss" });

    const migration = readFileSync(new URL("../../db/migrations/0025_held_by_reports.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    expect(backfill).toContain(`HAVING count(*) >= ${REPORT_HIDE_THRESHOLD})`);
    let backfilled = new Map<string, boolean>();
    // Run on every listing with its flag forgotten, then rolled back: other tests' listings stay as they are.
    await t.db
      .transaction(async (tx) => {
        await tx.update(products).set({ heldByReports: false });
        await tx.execute(sql.raw(backfill));
        const rows = await tx.select({ id: products.id, held: products.heldByReports }).from(products);
        backfilled = new Map(rows.map((r) => [r.id, r.held]));
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message === "Rollback")) throw err;
      });
    expect([held, short, dismissed].map((l) => backfilled.get(l.id))).toEqual([true, false, false]);
    for (const l of [held, short, dismissed]) expect(await l.held()).toBe(backfilled.get(l.id));
  });
});
