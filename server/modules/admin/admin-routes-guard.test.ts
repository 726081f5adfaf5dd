import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";

/**
 * Every `/api/admin/*` route the app serves, found in its own OpenAPI document (so a route added later is covered
 * without touching this file): a visitor gets 401, a buyer and a seller 403, whatever body or ids they send, and
 * nothing leaks before the role check (no 400 or 404 that tells them what exists).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<"buyer" | "seller", string> = { buyer: "", seller: "" };
let routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["buyer", "seller"] as const)
    tokens[role] = (await testAccount(t.db, { role, label: `Guard ${role}` })).token;
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/admin/"))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ["get", "post", "put", "delete", "patch"].includes(m))
        .map((m) => ({ method: m.toUpperCase(), url: path.replace(/\{[^}]+\}/g, crypto.randomUUID()) })),
    );
});
afterAll(() => t.close());

describe("every admin route", () => {
  it("is found in the API document (orders, returns, payouts, ledger, moderation, contact, users, coupons)", () => {
    const paths = routes.map((r) => r.url);
    for (const part of ["orders", "returns", "payouts", "ledger", "products", "contact-queries", "users", "coupons"])
      expect(
        paths.some((p) => p.includes(`/api/admin/${part}`)),
        part,
      ).toBe(true);
    expect(routes.length).toBeGreaterThan(25);
  });

  it("answers 401 to a visitor and 403 to a buyer and a seller, before looking at the body or the ids", async () => {
    const req = requester(t.app);
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const body = method === "GET" || method === "DELETE" ? undefined : { status: "nonsense", x: 1 };
      const visitor = await t.app.inject({ method: method as "GET", url, payload: body });
      if (visitor.statusCode !== 401) wrong.push(`${method} ${url} visitor ${visitor.statusCode}`);
      for (const role of ["buyer", "seller"] as const) {
        const res = await req(method as "GET", url, tokens[role], body);
        if (res.statusCode !== 403) wrong.push(`${method} ${url} ${role} ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
