import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "@contract/categories";
import { DEFAULT_PARCEL_SIZES } from "@contract/shipping";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { sandboxCourierOrders } from "../../sandboxes/courier/schema";
import { shipments } from "../../db/schema/shipments";
import { createTestApp } from "../../test/test-app";
import { testSale } from "../../test/test-orders";
import { requester, testAccount } from "../../test/test-people";

/** GET/PUT /api/admin/parcel-sizes: the admin edits what the courier is told a parcel of each product type measures. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof testAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await testAccount(t.db, { role: "admin", label: "Admin" });
});
afterAll(() => t.close());
const req = () => requester(t.app);
const put = (category: string, body: unknown, token = admin.token) =>
  req()("PUT", `/api/admin/parcel-sizes/${category}`, token, body);
const valid = { lengthCm: 100, breadthCm: 50, heightCm: 40, weightKg: 12.5 };

describe("the admin's parcel sizes", () => {
  it("lists every product type with the default until one is set; a set size is listed, audit-logged and used by the next booking", async () => {
    const before = await req()("GET", "/api/admin/parcel-sizes", admin.token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual(
      CATEGORIES.map((category) => ({ category, ...DEFAULT_PARCEL_SIZES[category], isDefault: true })),
    );

    const saved = await put("home_garden", valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ category: "home_garden", ...valid, isDefault: false });
    const again = await put("home_garden", { ...valid, weightKg: 9 });
    expect(again.json()).toMatchObject({ weightKg: 9, isDefault: false });
    const listed = (await req()("GET", "/api/admin/parcel-sizes", admin.token)).json();
    expect(listed.find((s: { category: string }) => s.category === "home_garden")).toEqual({
      category: "home_garden",
      ...valid,
      weightKg: 9,
      isDefault: false,
    });
    expect(listed.filter((s: { isDefault: boolean }) => s.isDefault)).toHaveLength(CATEGORIES.length - 1);

    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "parcel_size_update"), eq(adminAuditLog.adminId, admin.user.id)));
    expect(audit.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { category: "home_garden", from: DEFAULT_PARCEL_SIZES.home_garden, to: valid },
        { category: "home_garden", from: valid, to: { ...valid, weightKg: 9 } },
      ]),
    );

    // The test listing is home & garden: its booking asks the courier for the edited size.
    const s = await testSale(t.app, t.db, { admin });
    expect((await req()("PUT", `/api/orders/${s.order.id}/accept`, s.seller.token)).statusCode).toBe(200);
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, s.order.id));
    expect(shipment!.request.size).toEqual({ ...valid, weightKg: 9 });
    const [atCourier] = await t.db
      .select()
      .from(sandboxCourierOrders)
      .where(eq(sandboxCourierOrders.awb, shipment!.awb!));
    expect(atCourier!.details).toMatchObject({ weight: 9 });
  });

  it.each([
    [{ ...valid, lengthCm: 0 }, /Length must be a whole number of centimetres from 1 to 300/],
    [{ ...valid, breadthCm: -5 }, /Breadth must be/],
    [{ ...valid, heightCm: 301 }, /Height must be/],
    [{ ...valid, lengthCm: 10.5 }, /Length must be/],
    [{ ...valid, lengthCm: "10" }, /Length must be/],
    [{ ...valid, weightKg: 0 }, /Weight must be more than 0 and at most 100 kg/],
    [{ ...valid, weightKg: 100.5 }, /Weight must be/],
    [{ ...valid, weightKg: 1.234 }, /two decimal places/],
    [{ lengthCm: 10, breadthCm: 10, heightCm: 10 }, /Weight must be/],
    [null, /./],
  ])("refuses %j with a 400 saying why", async (body, message) => {
    const res = await put("books", body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it("refuses an unknown product type (400), a non-admin (403) and no session (401); nothing changes", async () => {
    const unknown = await put("furniture", valid);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown product type/);
    const seller = await testAccount(t.db, { label: "Seller" });
    expect((await put("books", valid, seller.token)).statusCode).toBe(403);
    expect((await req()("GET", "/api/admin/parcel-sizes", seller.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/admin/parcel-sizes/books", payload: valid })).statusCode,
    ).toBe(401);
    const books = (await req()("GET", "/api/admin/parcel-sizes", admin.token))
      .json()
      .find((s: { category: string }) => s.category === "books");
    expect(books).toMatchObject({ ...DEFAULT_PARCEL_SIZES.books, isDefault: true });
  });

  it("20 concurrent edits of one category leave one row holding one of them", async () => {
    const edits = Array.from({ length: 20 }, (_, i) => ({ ...valid, lengthCm: 10 + i }));
    const answers = await Promise.all(edits.map((e) => put("sports", e)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const sports = (await req()("GET", "/api/admin/parcel-sizes", admin.token))
      .json()
      .find((s: { category: string }) => s.category === "sports");
    expect(edits.map((e) => e.lengthCm)).toContain(sports.lengthCm);
  });
});
