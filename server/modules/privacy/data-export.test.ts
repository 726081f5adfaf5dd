import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_MESSAGES } from "@contract/privacy";
import { addresses } from "../../db/schema/addresses";
import { users } from "../../db/schema/users";
import { createTestApp } from "../../test/test-app";
import { testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";
import { EXPORTED, NOT_EXPORTED } from "./export-repo";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

describe("the export covers every table", () => {
  it("names every table that references a user, in the export or as not personal with a reason", async () => {
    // Every foreign key to users, and every column named like a person's id, in every table of ours.
    const rows = await t.db.execute<{ table_name: string }>(sql`
      SELECT DISTINCT c.conrelid::regclass::text AS table_name FROM pg_constraint c
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
      UNION
      SELECT DISTINCT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT LIKE 'sandbox\\_%'
        AND column_name IN ('user_id', 'buyer_id', 'seller_id', 'rater_id', 'rated_id', 'reporter_id', 'admin_id')`);
    const known = new Set([...Object.keys(EXPORTED), ...Object.keys(NOT_EXPORTED)]);
    const missing = rows.rows.map((r) => r.table_name.replaceAll('"', "")).filter((name) => !known.has(name));
    expect(missing, "tables holding a user id that the export neither reads nor explains").toEqual([]);
    for (const name of Object.keys(NOT_EXPORTED)) expect(Object.keys(EXPORTED)).not.toContain(name);
  });
});

describe("GET /api/auth/data-export", () => {
  it("answers one JSON file of the person's data, bank numbers masked, no secrets; again within the hour is a 429", async () => {
    const { seller, buyer, order } = await testSale(t.app, t.db);
    await t.db.insert(addresses).values({
      userId: buyer.user.id,
      name: "Kavya Raman",
      phone: "9876543210",
      line1: "7 Lake View Road",
      pincode: "600017",
      city: "Chennai",
      state: "Tamil Nadu",
    });
    const res = await req("GET", "/api/auth/data-export", seller.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="dobara-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { data } = res.json();
    expect(data.users).toMatchObject({ id: seller.user.id, email: seller.user.email, mobile: seller.user.mobile });
    expect(data.users).not.toHaveProperty("passwordHash");
    expect(data.bank_accounts).toEqual([expect.objectContaining({ accountNumber: "XXXX1234" })]);
    expect(res.body).not.toContain("v1:test");
    expect(data.products[0].images[0]).toMatch(/^(https?:\/\/|\/uploads\/)/);
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(data.sessions[0]).not.toHaveProperty("tokenHash");
    for (const table of Object.keys(EXPORTED)) expect(data).toHaveProperty(table);

    const buyers = (await req("GET", "/api/auth/data-export", buyer.token)).json().data;
    expect(buyers.addresses).toEqual([expect.objectContaining({ line1: "7 Lake View Road" })]);
    expect(buyers.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(buyers.products).toEqual([]);

    const again = await req("GET", "/api/auth/data-export", seller.token);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(PRIVACY_MESSAGES.exportTooSoon);
    expect((await req("GET", "/api/auth/data-export")).statusCode).toBe(401);
  });

  it("does the work once for 20 concurrent requests, and once more after the hour", async () => {
    const { seller } = await testSale(t.app, t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => req("GET", "/api/auth/data-export", seller.token)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(429)]);
    await t.db
      .update(users)
      .set({ dataExportedAt: sql`now() - interval '61 minutes'` })
      .where(eq(users.id, seller.user.id));
    expect((await req("GET", "/api/auth/data-export", seller.token)).statusCode).toBe(200);
  });
});
