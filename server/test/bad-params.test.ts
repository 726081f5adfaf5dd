import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./test-app";
import { confirmAndCarry, testSale } from "./test-orders";
import { requester, testAccount, TINY_PHOTO } from "./test-people";

/**
 * The query strings and path parameters of every API route (read from the OpenAPI document, so a new route is swept
 * without being listed here), fed impossible dates, numbers of every bad shape, ids that are not ids, and real ids
 * of other people's things: each answers below 500, a 4xx says why in words, and nothing is stored. Bodies have
 * their own sweep (bad-input.test.ts).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let caller: Awaited<ReturnType<typeof testAccount>>;
let admin: Awaited<ReturnType<typeof testAccount>>;
let routes: Route[];
/** Ids of rows that belong to other people (a delivered sale, its payout, an offer, an address...). */
let othersIds: string[];
let othersUsername: string;

interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  params: { in: "query" | "path"; name: string; schema: Schema }[];
}

/** Routes whose answer to anyone is public, so a real id of someone else's live listing rightly gets a 200. */
const PUBLIC_READS = new Set([
  "GET /api/products/{id}",
  "GET /api/products/{id}/thumbnail",
  "GET /api/products/{id}/seller",
  "GET /api/products/{id}/price-guide",
  "GET /api/sellers/{username}",
  "GET /api/sellers/{username}/reviews",
  // The caller's own offers on whatever the id names: none.
  "GET /api/offers/product/{id}/mine",
]);

/**
 * Bad values by what the parameter's schema says it takes. A value the schema's own check refuses is refused the
 * same way for every parameter of its kind, so each kind gets the values that could slip past its check; a free
 * string (a date, a code, a name) gets them all.
 */
const IDS = ["", "not-a-uuid", "00000000-0000-0000-0000-000000000000", "3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c"];
const NUMBERS = [
  "",
  " ",
  "-1",
  "0",
  "1.5",
  "1e3",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "99999999999999999999999",
  "0x1f",
];
const DATES = ["2024-13-45", "2024-02-30", "0000-00-00", "2024-1-1", "9999-12-31", "2024-13", "2024-12-31T25:00"];
const WORDS = [
  "nope",
  "3F1C2B4A-9D8E-4F7A-8B6C-5D4E3F2A1B0C",
  "' or 1=1 --",
  "../../etc/passwd",
  "😀",
  "x".repeat(5000),
  "[]",
  "null",
];
const ALL = [...new Set([...IDS, ...NUMBERS, ...DATES, ...WORDS])];

type Schema = { type?: string; format?: string; enum?: unknown[] };
function badValuesFor(schema: Schema) {
  if (schema.format === "uuid") return [...IDS, WORDS[1]!, WORDS[2]!];
  if (schema.type === "integer" || schema.type === "number") return NUMBERS;
  if (schema.enum) return ["", "nope", "x".repeat(5000)];
  return ALL;
}

const counts = async () => {
  const tables = [
    "products",
    "orders",
    "payments",
    "refunds",
    "payouts",
    "offers",
    "addresses",
    "bank_accounts",
    "wishlist",
    "notifications",
    "return_requests",
    "ratings",
    "reports",
    "shipments",
    // An admin's successful read of people's contact details logs the look (decision 0047); that is not a write.
    "admin_audit_log where action <> 'viewed_personal_data'",
    "reconciliation_mismatches",
  ];
  const { rows } = await t.db.execute<{ n: number }>(
    sql.raw(`select ${tables.map((name) => `(select count(*) from ${name})::int`).join(" + ")} as n`),
  );
  return Number(rows[0]!.n);
};

beforeAll(async () => {
  t = await createTestApp();
  caller = await testAccount(t.db, { label: "Prober" });
  admin = await testAccount(t.db, { role: "admin", label: "Prober admin" });
  const doc = (await t.app.inject({ url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: Schema }[] }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, op]) => {
      const params = (op.parameters ?? []).filter((p) => p.in === "query" || p.in === "path") as Route["params"];
      return params.length > 0 ? [{ method: method.toUpperCase() as Route["method"], path, params }] : [];
    }),
  );

  // Other people's things: a delivered sale (order, payment, shipment, payout, notifications), an offer, a saved
  // address and a wishlist entry.
  const sale = await testSale(t.app, t.db);
  await confirmAndCarry(t.app, t.db, sale.order.id, sale.admin.token);
  const req = requester(t.app);
  const second = await testSale(t.app, t.db, { seller: sale.seller, admin: sale.admin });
  expect(second.order.id).toBeTruthy();
  const listing = await req("POST", "/api/products", sale.seller.token, {
    title: "Brass table lamp",
    description: "Works well, new cable.",
    price: 1800,
    category: "home_garden",
    condition: "good",
    selectedBankAccountId: sale.seller.bankId,
    addressLine1: "4 Park Street",
    pincode: "700016",
    city: "Kolkata",
    state: "West Bengal",
    images: [TINY_PHOTO],
  });
  expect(listing.statusCode, listing.body).toBe(201);
  const { rows } = await t.db.execute<{ id: string }>(sql`
    select id from (
      (select id from users where id <> ${caller.user.id} and role <> 'admin' limit 2)
      union all (select id from products limit 3)
      union all (select id from orders limit 2)
      union all (select id from payments limit 1)
      union all (select id from payouts limit 1)
      union all (select id from shipments limit 1)
      union all (select id from bank_accounts where user_id <> ${caller.user.id} limit 1)
      union all (select id from notifications where user_id <> ${caller.user.id} limit 1)
      union all (select id from sessions where user_id <> ${caller.user.id} limit 1)
    ) as ids`);
  othersIds = rows.map((r) => r.id);
  othersUsername = sale.seller.user.username;
}, 60_000);
afterAll(() => t.close());

const tokenFor = (route: Route, as: "caller" | "admin") =>
  route.path.startsWith("/api/admin/") || as === "admin" ? admin.token : caller.token;

/** The route's address with `value` in parameter `name` (the other parameters: a valid-looking default or none). */
function addressOf(route: Route, name: string, value: string, repeat = false) {
  let path = route.path;
  const query = new URLSearchParams();
  for (const p of route.params) {
    if (p.in === "path") {
      const v = p.name === name ? value : p.name === "username" ? othersUsername : othersIds[0]!;
      path = path.replace(`{${p.name}}`, encodeURIComponent(v));
    } else if (p.name === name) {
      query.append(name, value);
      if (repeat) query.append(name, value);
    }
  }
  return query.size ? `${path}?${query}` : path;
}

async function probe(route: Route, url: string, token: string) {
  const res = await t.app.inject({ method: route.method, url, headers: { authorization: `Bearer ${token}` } });
  const what = `${route.method} ${url.slice(0, 160)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) expect(typeof res.json().message, what).toBe("string");
  return res;
}

describe("bad query strings and path parameters", () => {
  it("the sweep reaches every route with a query or a path parameter", () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const known of ["GET /api/admin/reconciliation", "GET /api/products", "PUT /api/orders/{id}/accept"])
      expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(known);
  });

  it("an impossible date for the admin's reconciliation is a 400 that says how to write one", async () => {
    for (const date of ["2024-13-45", "0000-00-00", "2024-02-30"]) {
      const res = await t.app.inject({
        url: `/api/admin/reconciliation?date=${date}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain("Please choose a date as YYYY-MM-DD");
    }
  });

  it(
    "impossible dates, bad numbers and ids that are not ids: below 500, a 4xx with words, nothing stored",
    { timeout: 120_000 },
    async () => {
      const before = await counts();
      for (const route of routes)
        for (const param of route.params) {
          // Ten at a time: quick, and still one request per bad value.
          const urls = badValuesFor(param.schema).map((value) => addressOf(route, param.name, value));
          if (param.in === "query") urls.push(addressOf(route, param.name, "1", true));
          for (let i = 0; i < urls.length; i += 10)
            await Promise.all(urls.slice(i, i + 10).map((url) => probe(route, url, tokenFor(route, "caller"))));
        }
      expect(await counts()).toBe(before);
    },
  );

  it(
    "someone else's ids: never a 5xx, and only a public read answers with them; nothing stored",
    { timeout: 120_000 },
    async () => {
      const before = await counts();
      for (const route of routes.filter((r) => !r.path.startsWith("/api/admin/")))
        for (const param of route.params.filter((p) => p.in === "path" || p.name.endsWith("Id")))
          await Promise.all(
            othersIds.map(async (id) => {
              const res = await probe(route, addressOf(route, param.name, id), caller.token);
              // A query's id filters what the caller may see anyway (browse by seller); a path's id names the thing.
              if (param.in === "path" && !PUBLIC_READS.has(`${route.method} ${route.path}`))
                expect(
                  res.statusCode,
                  `${route.method} ${route.path} with ${id}: ${res.body.slice(0, 200)}`,
                ).toBeGreaterThanOrEqual(400);
            }),
          );
      expect(await counts()).toBe(before);
    },
  );

  it(
    "an admin's routes with real ids of the wrong kind, or of the right kind, never answer 5xx",
    { timeout: 120_000 },
    async () => {
      for (const route of routes.filter((r) => r.path.startsWith("/api/admin/")))
        for (const param of route.params.filter((p) => p.in === "path"))
          for (const id of othersIds) await probe(route, addressOf(route, param.name, id), admin.token);
    },
  );
});
