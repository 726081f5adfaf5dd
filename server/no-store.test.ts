import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./test/test-app";
import { almirahListing, requester, testAccount } from "./test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
let as: ReturnType<typeof requester>;
let seller: Awaited<ReturnType<typeof testAccount>>;
let admin: Awaited<ReturnType<typeof testAccount>>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  as = requester(t.app);
  seller = await testAccount(t.db, { label: "Nostore Seller" });
  admin = await testAccount(t.db, { role: "admin", label: "Nostore Admin" });
  const created = await as("POST", "/api/products", seller.token, almirahListing(seller.bankId));
  expect(created.statusCode).toBe(201);
  productId = created.json<{ id: string }>().id;
  expect((await as("PUT", `/api/admin/products/${productId}/approve`, admin.token)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("Cache-Control on API answers", () => {
  it("every signed-in answer says no-store, successes and errors alike", async () => {
    const answers = [
      await as("GET", "/api/auth/me", seller.token),
      await as("GET", `/api/bank-accounts/${seller.user.id}`, seller.token),
      await as("GET", `/api/wishlist/${seller.user.id}`, seller.token),
      await as("GET", `/api/products/${productId}`, seller.token),
      // Public data, normally cacheable: asked with a token it is no-store too.
      await as("GET", `/api/products/${productId}/thumbnail`, seller.token),
      await as("GET", "/api/admin/products/pending", admin.token),
      // Errors: forbidden, validation, not found, unknown API route, a bad token.
      await as("GET", "/api/admin/products/pending", seller.token),
      await as("POST", "/api/products", seller.token, { title: "" }),
      await as("GET", "/api/products/00000000-0000-4000-8000-000000000000", seller.token),
      await as("GET", "/api/no-such-route", seller.token),
      await as("GET", "/api/auth/me", "not-a-real-token"),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 403, 400, 404, 404, 401]);
    for (const r of answers) expect(r.headers["cache-control"]).toBe("no-store");
  });

  it("answers that hand out a token are not stored either; an anonymous thumbnail keeps its public caching", async () => {
    const login = await as("POST", "/api/auth/login", undefined, {
      mobile: "9000000099",
      password: "wrong-password-1",
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.headers["cache-control"]).toBe("no-store");
    const thumb = await as("GET", `/api/products/${productId}/thumbnail`);
    expect(thumb.headers["cache-control"]).toBe("public, max-age=300");
  });
});
