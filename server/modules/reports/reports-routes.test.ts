import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTER_MIN_AGE_DAYS, REPORTS_PER_DAY, REPORT_MESSAGES } from "@contract/reports";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { notifications } from "../../db/schema/notifications";
import { products } from "../../db/schema/products";
import { reports } from "../../db/schema/reports";
import { createTestApp } from "../../test/test-app";
import { approveListing } from "../../test/test-listings";
import { ageAccount, almirahListing, requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const reportsOf = (productId: string) => t.db.select().from(reports).where(eq(reports.productId, productId));

/** A live listing with a title of its own, so browse and search can be asked about it alone. */
async function liveListing() {
  const seller = await testAccount(t.db, { label: "Seller" });
  const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
  const title = `Zarvokite almirah ${Math.random().toString(36).slice(2, 8)}`;
  const created = await req("POST", "/api/products", seller.token, almirahListing(seller.bankId, { title }));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  await approveListing(t.app, admin.token, id);
  const report = (token: string, body: unknown = { reason: "scam" }) =>
    req("POST", `/api/products/${id}/report`, token, body);
  const inBrowse = async () => {
    const browse = (await req("GET", `/api/products?sellerId=${seller.user.id}`)).json() as { id: string }[];
    const search = (await req("GET", `/api/products?search=zarvokite&limit=50`)).json() as { id: string }[];
    return [browse.some((p) => p.id === id), search.some((p) => p.id === id)];
  };
  return { id, title, seller, admin, report, inBrowse };
}

/** A verified account old enough for its report to count toward hiding (report-trust.test.ts covers the others). */
async function reporter() {
  const who = await testAccount(t.db, { role: "buyer", label: "Reporter" });
  await ageAccount(t.db, who.user.id, REPORTER_MIN_AGE_DAYS);
  return who;
}

describe("reporting a listing", () => {
  it("takes one report per person per listing; three different people hide it from browse and search", async () => {
    const l = await liveListing();
    const [a, b, c] = [await reporter(), await reporter(), await reporter()];
    expect((await l.report(a.token, { reason: "counterfeit" })).statusCode).toBe(201);
    const again = await l.report(a.token, { reason: "scam" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_MESSAGES.alreadyReported);
    expect((await l.report(b.token)).statusCode).toBe(201);
    expect(await l.inBrowse()).toEqual([true, true]);
    expect((await l.report(c.token, { reason: "other", details: "Photos are from a shop website" })).statusCode).toBe(
      201,
    );
    expect(await l.inBrowse()).toEqual([false, false]);
    // Still reachable by its link: the admin has not decided yet.
    expect((await req("GET", `/api/products/${l.id}`)).statusCode).toBe(200);
  });

  it("keeps one report out of 50 concurrent posts by one person, and counts distinct people exactly", async () => {
    const l = await liveListing();
    const a = await reporter();
    const answers = await Promise.all(Array.from({ length: 50 }, () => l.report(a.token)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await reportsOf(l.id)).toHaveLength(1);
    const b = await reporter();
    await Promise.all(Array.from({ length: 20 }, () => l.report(b.token)));
    expect(await reportsOf(l.id)).toHaveLength(2);
    expect(await l.inBrowse()).toEqual([true, true]);
    const others = [await reporter(), await reporter()];
    await Promise.all(others.flatMap((p) => Array.from({ length: 10 }, () => l.report(p.token))));
    expect(await reportsOf(l.id)).toHaveLength(4);
    expect(await l.inBrowse()).toEqual([false, false]);
  });

  it.each([
    [{}],
    [{ reason: "ugly" }],
    [{ reason: "other" }],
    [{ reason: "other", details: "   " }],
    [{ reason: "scam", details: "x".repeat(501) }],
    [{ reason: 3 }],
  ])("answers %j with a 400 and stores nothing", async (body) => {
    const l = await liveListing();
    const res = await l.report((await reporter()).token, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(await reportsOf(l.id)).toHaveLength(0);
  });

  it("needs sign-in, refuses one's own listing and a listing that is not live", async () => {
    const l = await liveListing();
    expect((await l.report("")).statusCode).toBe(401);
    const own = await l.report(l.seller.token);
    expect(own.statusCode).toBe(403);
    const pending = await req("POST", "/api/products", l.seller.token, almirahListing(l.seller.bankId));
    const res = await req("POST", `/api/products/${pending.json().id}/report`, (await reporter()).token, {
      reason: "scam",
    });
    expect(res.statusCode).toBe(404);
    expect(await reportsOf(l.id)).toHaveLength(0);
  });
});

describe("the admin's decision", () => {
  async function heldListing() {
    const l = await liveListing();
    for (let i = 0; i < 3; i++) expect((await l.report((await reporter()).token)).statusCode).toBe(201);
    return l;
  }
  const decide = (token: string, id: string, body: unknown) =>
    req("PUT", `/api/admin/reports/${id}/decision`, token, body);

  it("lists reported listings with reasons and counts, never who reported; dismiss brings the listing back, audited", async () => {
    const l = await heldListing();
    const list = await req("GET", "/api/admin/reports", l.admin.token);
    expect(list.statusCode).toBe(200);
    const entry = list.json().find((r: { productId: string }) => r.productId === l.id);
    expect(entry).toMatchObject({ title: l.title, reports: 3, hidden: true, reasons: [{ reason: "scam", count: 3 }] });
    expect(list.body).not.toContain("reporter");
    expect((await req("GET", "/api/admin/reports", l.seller.token)).statusCode).toBe(403);

    const res = await decide(l.admin.token, l.id, { decision: "dismiss" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await l.inBrowse()).toEqual([true, true]);
    expect((await decide(l.admin.token, l.id, { decision: "dismiss" })).statusCode).toBe(409);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, l.id));
    expect(audit.map((a) => a.action)).toContain("dismiss_reports");
    // Once per person per listing, even after a dismissal.
    const again = await t.db.select().from(reports).where(eq(reports.productId, l.id));
    expect(again.every((r) => r.decision === "dismissed")).toBe(true);
  });

  it("delists or deletes with the listing's own transitions", async () => {
    const l = await heldListing();
    expect((await decide(l.admin.token, l.id, { decision: "delist", reason: "Counterfeit" })).statusCode).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, l.id));
    expect(row!.status).toBe("pending");
    expect((await reportsOf(l.id)).every((r) => r.decision === "acted")).toBe(true);

    const d = await heldListing();
    expect((await decide(d.admin.token, d.id, { decision: "delete" })).statusCode).toBe(200);
    expect(await t.db.select().from(products).where(eq(products.id, d.id))).toHaveLength(0);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, d.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["act_on_reports", "approve", "delete"]);
    expect((await decide(d.admin.token, l.id, { decision: "bogus" })).statusCode).toBe(400);
  });
});

describe("the daily cap on reports", () => {
  it(`takes exactly ${REPORTS_PER_DAY} of 30 concurrent reports by one person in 24 hours; the rest are 429s that say when`, async () => {
    const seller = await testAccount(t.db, { label: "Seller" });
    const listings = await t.db
      .insert(products)
      .values(
        Array.from({ length: 31 }, (_, i) => ({
          title: `Capped almirah ${i}`,
          description: "Steel almirah, two doors.",
          price: 3000,
          category: "home_garden" as const,
          sellerId: seller.user.id,
          status: "approved" as const,
        })),
      )
      .returning({ id: products.id });
    const a = await reporter();
    const answers = await Promise.all(
      listings.slice(0, 30).map((l) => req("POST", `/api/products/${l.id}/report`, a.token, { reason: "scam" })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(REPORTS_PER_DAY);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(30 - REPORTS_PER_DAY);
    expect(refused[0]!.json().message).toBe(REPORT_MESSAGES.tooMany(24));
    const mine = await t.db.select().from(reports).where(eq(reports.reporterId, a.user.id));
    expect(mine).toHaveLength(REPORTS_PER_DAY);
    // A repeat is still "already reported", not the cap.
    const repeat = await req("POST", `/api/products/${mine[0]!.productId}/report`, a.token, { reason: "scam" });
    expect(repeat.statusCode).toBe(409);
    // Someone else is not held back by it.
    expect(
      (await req("POST", `/api/products/${listings[30]!.id}/report`, (await reporter()).token, { reason: "scam" }))
        .statusCode,
    ).toBe(201);
    // A day later the window has moved on.
    await t.db
      .update(reports)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(reports.reporterId, a.user.id));
    expect(
      (await req("POST", `/api/products/${listings[30]!.id}/report`, a.token, { reason: "scam" })).statusCode,
    ).toBe(201);
  });
});

describe("telling the admins", () => {
  const noticesAbout = (userId: string, title: string) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, "listing_reported"),
          like(notifications.message, `%${title}%`),
        ),
      );

  it("rings every admin's bell once when concurrent reports hide a listing, and again only after a new crossing", async () => {
    const l = await liveListing();
    const other = await testAccount(t.db, { role: "admin", label: "Admin" });
    const people = await Promise.all(Array.from({ length: 5 }, () => reporter()));
    const answers = await Promise.all(people.map((p) => l.report(p.token)));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    for (const admin of [l.admin.user, other.user]) {
      const notices = await noticesAbout(admin.id, l.title);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: "A listing was hidden after reports",
        link: "/admin-panel?tab=reports",
      });
      expect(notices[0]!.message).not.toContain(people[0]!.user.fullName);
    }
    expect(await noticesAbout(l.seller.user.id, l.title)).toHaveLength(0);
    // Dismissed, then reported by three more people: a second crossing, a second notice.
    expect(
      (await req("PUT", `/api/admin/reports/${l.id}/decision`, l.admin.token, { decision: "dismiss" })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++) expect((await l.report((await reporter()).token)).statusCode).toBe(201);
    expect(await noticesAbout(other.user.id, l.title)).toHaveLength(1);
    expect((await l.report((await reporter()).token)).statusCode).toBe(201);
    expect(await noticesAbout(other.user.id, l.title)).toHaveLength(2);
  });
});
