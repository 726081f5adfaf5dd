import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { coupons } from "../../db/schema/coupons";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof testAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await testAccount(t.db, { role: "admin", label: "Coupon Admin" });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  requester(t.app)(method, url, admin.token, payload);

let n = 0;
const code = () => `DIWALI${++n}`;
const create = (extra: Record<string, unknown> = {}) =>
  call("POST", "/api/admin/coupons", { code: code(), discountType: "percentage", discountValue: 10, ...extra });
const count = async () => (await t.db.select({ id: coupons.id }).from(coupons)).length;
/** Stands in for a checkout counting a use (the checkout's own code does this under its transaction). */
const use = (id: string) =>
  t.db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, id));

describe("POST /api/admin/coupons", () => {
  it("creates a coupon with the code trimmed and upper-cased, defaults filled, and audits it", async () => {
    const res = await call("POST", "/api/admin/coupons", {
      code: "  chair10 ",
      description: "10% off chairs",
      discountType: "percentage",
      discountValue: 12.5,
      maxDiscountAmount: 500,
      validFrom: "2026-01-01T00:00:00+05:30",
      validUntil: "2026-12-31T23:59:59+05:30",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: "CHAIR10",
      discountType: "percentage",
      discountValue: 12.5,
      maxDiscountAmount: 500,
      minOrderValue: 0,
      usageLimit: null,
      usedCount: 0,
      isActive: true,
      firstOrderOnly: false,
      eliminateFees: false,
      validFrom: "2025-12-31T18:30:00.000Z",
    });
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, res.json().id));
    expect(audit[0]).toMatchObject({ action: "coupon_create", details: { code: "CHAIR10" }, adminId: admin.user.id });
  });

  it("makes a coupon first-order-only, and turns that off again; refuses anything but true or false", async () => {
    const res = await create({ firstOrderOnly: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().firstOrderOnly).toBe(true);
    const off = await call("PUT", `/api/admin/coupons/${res.json().id}`, { firstOrderOnly: false });
    expect(off.json().firstOrderOnly).toBe(false);
    const before = await count();
    for (const bad of ["yes", 1, null]) expect((await create({ firstOrderOnly: bad })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it("accepts flat and no-fees coupons", async () => {
    expect((await create({ discountType: "flat", discountValue: 100, minOrderValue: 1000 })).statusCode).toBe(201);
    const noFees = await create({
      discountType: "no_fees",
      discountValue: 0,
      eliminateFees: true,
      eliminateDelivery: true,
    });
    expect(noFees.statusCode).toBe(201);
    expect(noFees.json()).toMatchObject({ discountValue: 0, eliminateFees: true, eliminateDelivery: true });
  });

  it.each([
    ["a short code", { code: "AB" }, "Code must be 3 to 50 letters A-Z or digits"],
    ["a long code", { code: "A".repeat(51) }, "Code must be 3 to 50"],
    ["punctuation in the code", { code: "SAVE-10" }, "Code must be 3 to 50"],
    ["a code that is not text", { code: 12345 }, "Code must be 3 to 50"],
    ["an unknown kind", { discountType: "bogo" }, "Kind must be percentage, flat or no_fees"],
    ["a percentage of 0", { discountValue: 0 }, "A percentage must be between 1 and 100"],
    ["a percentage over 100", { discountValue: 101 }, "A percentage must be between 1 and 100"],
    ["a percentage with 3 decimals", { discountValue: 10.125 }, "A percentage must be between 1 and 100"],
    ["a flat of 0", { discountType: "flat", discountValue: 0 }, "A flat discount must be whole rupees"],
    ["a flat in paise", { discountType: "flat", discountValue: 99.5 }, "A flat discount must be whole rupees"],
    [
      "a no-fees with a value",
      { discountType: "no_fees", discountValue: 5, eliminateFees: true },
      "leave the value at 0",
    ],
    ["a no-fees that waives nothing", { discountType: "no_fees", discountValue: 0 }, "must waive the platform fee"],
    ["a negative minimum", { minOrderValue: -1 }, "Must be whole rupees, 0 or more"],
    ["a usage limit of 0", { usageLimit: 0 }, "Usage limit must be a whole number"],
    ["a date that is not one", { validFrom: "next week" }, "Must be a date and time"],
    [
      "validUntil before validFrom",
      { validFrom: "2026-03-01T00:00:00Z", validUntil: "2026-02-01T00:00:00Z" },
      "Valid until must be after valid from",
    ],
    [
      "validUntil equal to validFrom",
      { validFrom: "2026-03-01T00:00:00Z", validUntil: "2026-03-01T05:30:00+05:30" },
      "Valid until must be after valid from",
    ],
    ["a string value", { discountValue: "10" }, ""],
  ])("refuses %s with a 400 and stores nothing", async (_label, extra, message) => {
    const before = await count();
    const res = await create(extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await count()).toBe(before);
  });

  it("refuses a duplicate code (in any case) with 409, also when 10 admins create it at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call("POST", "/api/admin/coupons", {
          code: i % 2 ? "monsoon" : "MONSOON",
          discountType: "flat",
          discountValue: 50,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.json().message).toBe("A coupon with this code already exists");
    expect(await t.db.select().from(coupons).where(eq(coupons.code, "MONSOON"))).toHaveLength(1);
  });
});

describe("PUT /api/admin/coupons/{id}", () => {
  it("deactivates, changes limits and dates, and audits only what changed", async () => {
    const c = (await create({ usageLimit: 10 })).json();
    const res = await call("PUT", `/api/admin/coupons/${c.id}`, { isActive: false, usageLimit: 20, discountValue: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, usageLimit: 20, discountValue: 10 });
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, c.id));
    const update = audit.find((a) => a.action === "coupon_update");
    expect(update!.details).toEqual({
      code: c.code,
      changes: { isActive: { from: true, to: false }, usageLimit: { from: 10, to: 20 } },
    });
    // Sending what is already there changes nothing and writes no audit row.
    await call("PUT", `/api/admin/coupons/${c.id}`, { isActive: false });
    expect(await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, c.id))).toHaveLength(2);
  });

  it("lets code and kind change until the coupon is used, then refuses with 409", async () => {
    const c = (await create()).json();
    const renamed = await call("PUT", `/api/admin/coupons/${c.id}`, {
      code: "renamed1",
      discountType: "flat",
      discountValue: 75,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ code: "RENAMED1", discountType: "flat", discountValue: 75 });
    await use(c.id);
    for (const change of [{ code: "RENAMED2" }, { discountType: "percentage", discountValue: 5 }]) {
      const res = await call("PUT", `/api/admin/coupons/${c.id}`, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Code and kind cannot change once the coupon has been used");
    }
    expect((await call("PUT", `/api/admin/coupons/${c.id}`, { isActive: false })).statusCode).toBe(200);
  });

  it("checks the rules on the coupon as the change would leave it", async () => {
    const c = (
      await create({ validFrom: "2026-06-01T00:00:00Z", validUntil: "2026-07-01T00:00:00Z", usageLimit: 5 })
    ).json();
    await use(c.id);
    await use(c.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ validUntil: "2026-05-01T00:00:00Z" }, "Valid until must be after valid from"],
      [{ discountValue: 150 }, "A percentage must be between 1 and 100"],
      [{ usageLimit: 1 }, "Usage limit cannot be below the 2 uses so far"],
      [{}, "Nothing to change"],
      [{ usedCount: 0 }, "Nothing to change"],
      [{ isActive: "no" }, "isActive must be true or false"],
    ];
    for (const [change, message] of cases) {
      const res = await call("PUT", `/api/admin/coupons/${c.id}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row).toMatchObject({ discountValue: 10, usageLimit: 5, usedCount: 2 });
  });

  it("answers 404 for an unknown coupon, 409 for another coupon's code, 400 for a malformed id", async () => {
    const a = (await create()).json();
    const b = (await create()).json();
    expect((await call("PUT", `/api/admin/coupons/${b.id}`, { code: a.code.toLowerCase() })).statusCode).toBe(409);
    expect(
      (await call("PUT", "/api/admin/coupons/00000000-0000-4000-8000-000000000000", { isActive: false })).statusCode,
    ).toBe(404);
    expect((await call("PUT", "/api/admin/coupons/abc", { isActive: false })).statusCode).toBe(400);
  });

  it("keeps a used coupon's code under concurrent renames and uses: a rename lands only before the first use", async () => {
    const c = (await create()).json();
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => call("PUT", `/api/admin/coupons/${c.id}`, { code: `RACE${n}X${i}` })),
      use(c.id).then(() => undefined),
    ]);
    const answers = results.filter((r) => r !== undefined);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row!.usedCount).toBe(1);
    // Every rename after the use was refused: the code now is the last one that committed before it.
    const renames = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, c.id))
      .orderBy(adminAuditLog.createdAt);
    const lastRename = renames.filter((r) => r.action === "coupon_update").at(-1);
    expect(row!.code).toBe(lastRename ? (lastRename.details as { code: string }).code : c.code);
  });

  it("lists coupons newest first, a page at a time", async () => {
    const newest = (await create()).json();
    const list = (await call("GET", "/api/admin/coupons?limit=2")).json();
    expect(list).toHaveLength(2);
    expect(list[0].id).toBe(newest.id);
    expect((await call("GET", "/api/admin/coupons?limit=2&offset=1")).json()[0].id).toBe(list[1].id);
    expect((await call("GET", "/api/admin/coupons?offset=x")).statusCode).toBe(400);
  });
});
