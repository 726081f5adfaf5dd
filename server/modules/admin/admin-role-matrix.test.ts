import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<"buyer" | "seller" | "admin", string> = { buyer: "", seller: "", admin: "" };
let bankId = "";
let queryId = "";
let couponId = "";
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["buyer", "seller", "admin"] as const) {
    const person = await testAccount(t.db, { role, label: `Matrix ${role}` });
    tokens[role] = person.token;
    if (role === "seller") bankId = person.bankId;
  }
  await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Asha", email: "matrix@example.in", phone: "9876543210", subject: "Hi", message: "Hello" },
  });
  const req = requester(t.app);
  queryId = (await req("GET", "/api/admin/contact-queries", tokens.admin)).json()[0].id;
  couponId = (
    await req("POST", "/api/admin/coupons", tokens.admin, { code: "MATRIX1", discountType: "flat", discountValue: 10 })
  ).json().id;
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT";
/** Every admin route for people, contact queries and coupons, with a body the admin's call accepts. */
const routes: [Method, () => string, unknown?, number?][] = [
  ["GET", () => "/api/admin/contact-queries"],
  ["PUT", () => `/api/admin/contact-queries/${queryId}/read`],
  ["PUT", () => `/api/admin/contact-queries/${queryId}/status`, { status: "resolved" }],
  ["POST", () => `/api/admin/contact-queries/${queryId}/reply`, { message: "Thanks for writing" }],
  ["GET", () => "/api/admin/users?q=matrix"],
  ["PUT", () => `/api/admin/bank-accounts/${bankId}/verify`],
  ["GET", () => "/api/admin/products-with-bank-accounts"],
  ["GET", () => "/api/admin/coupons"],
  ["POST", () => "/api/admin/coupons", { code: "MATRIX2", discountType: "percentage", discountValue: 5 }, 201],
  ["PUT", () => `/api/admin/coupons/${couponId}`, { isActive: false }],
  ["GET", () => "/api/admin/audit-log?action=contact_status"],
  ["GET", () => "/api/admin/stats"],
  ["GET", () => "/api/admin/analytics?days=30"],
];

describe("admin routes by role", () => {
  it.each(routes)("%s %s: visitor 401, buyer 403, seller 403, admin 2xx", async (method, url, body, ok = 200) => {
    const req = requester(t.app);
    const visitor = await req(method, url(), undefined, body);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe("Please log in to continue");
    for (const role of ["buyer", "seller"] as const) {
      const res = await req(method, url(), tokens[role], body);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await req(method, url(), tokens.admin, body)).statusCode).toBe(ok);
  });
});
