import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./test-app";
import { testAccount } from "./test-people";

/**
 * Every signed-in route of the catalogue, bank accounts, wishlist, moderation, offers, notifications, addresses,
 * checkout, orders and the admin panel, fed the kinds of garbage a broken client or an attacker sends: each answers
 * a 4xx with a message, never a 500, and stores nothing. Query strings and path parameters: bad-params.test.ts.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let seller: Awaited<ReturnType<typeof testAccount>>;
let admin: Awaited<ReturnType<typeof testAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await testAccount(t.db, { label: "Fuzz" });
  admin = await testAccount(t.db, { role: "admin", label: "Fuzz admin" });
});
afterAll(() => t.close());

const GARBAGE: { name: string; payload: string; contentType?: string }[] = [
  { name: "empty body", payload: "" },
  { name: "malformed JSON", payload: '{"title": "x",' },
  { name: "JSON null", payload: "null" },
  { name: "JSON array", payload: "[1,2,3]" },
  { name: "JSON string", payload: '"hello"' },
  {
    name: "wrong types",
    payload: JSON.stringify({
      title: 5,
      price: "abc",
      images: "x",
      category: ["a"],
      isPrimary: "yes",
      productId: 12,
      reason: {},
      editRequests: [],
    }),
  },
  {
    name: "SQL in every field",
    payload: JSON.stringify({
      title: "'; drop table products; --",
      productId: "' or 1=1 --",
      reason: "x'); delete from users; --",
      accountNumber: "1 or 1=1",
    }),
  },
  {
    name: "huge strings",
    payload: JSON.stringify({
      title: "x".repeat(200_000),
      description: "y".repeat(200_000),
      reason: "z".repeat(200_000),
      accountHolderName: "n".repeat(100_000),
    }),
  },
  {
    name: "prototype pollution",
    payload: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"role": "admin"}}}',
  },
  { name: "form encoding", payload: "title=x&price=5", contentType: "application/x-www-form-urlencoded" },
];

const someId = "3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c";
const ROUTES: { method: "POST" | "PUT" | "DELETE"; url: () => string; as: () => string }[] = [
  { method: "POST", url: () => "/api/products", as: () => seller.token },
  { method: "PUT", url: () => "/api/auth/profile", as: () => seller.token },
  { method: "POST", url: () => "/api/auth/change-email", as: () => seller.token },
  { method: "POST", url: () => "/api/auth/change-email/verify", as: () => seller.token },
  { method: "POST", url: () => "/api/auth/change-password", as: () => seller.token },
  { method: "DELETE", url: () => "/api/auth/sessions/not-a-uuid", as: () => seller.token },
  { method: "PUT", url: () => `/api/products/${someId}/edit`, as: () => seller.token },
  { method: "PUT", url: () => "/api/products/not-a-uuid/edit", as: () => seller.token },
  { method: "POST", url: () => "/api/bank-accounts", as: () => seller.token },
  { method: "PUT", url: () => `/api/bank-accounts/${someId}/set-primary`, as: () => seller.token },
  { method: "PUT", url: () => "/api/payouts/tax-id", as: () => seller.token },
  { method: "POST", url: () => "/api/wishlist", as: () => seller.token },
  { method: "DELETE", url: () => "/api/wishlist/not-a-uuid", as: () => seller.token },
  { method: "PUT", url: () => `/api/admin/products/${someId}/reject`, as: () => admin.token },
  { method: "PUT", url: () => `/api/admin/products/${someId}/request-edit`, as: () => admin.token },
  { method: "PUT", url: () => `/api/admin/products/${someId}/delist`, as: () => admin.token },
  { method: "PUT", url: () => "/api/admin/products/../../etc/approve", as: () => admin.token },
  { method: "DELETE", url: () => `/api/admin/products/${someId}`, as: () => admin.token },
  { method: "POST", url: () => "/api/offers", as: () => seller.token },
  { method: "PUT", url: () => `/api/offers/${someId}/counter`, as: () => seller.token },
  { method: "PUT", url: () => `/api/offers/${someId}/accept`, as: () => seller.token },
  { method: "PUT", url: () => "/api/offers/not-a-uuid/decline-counter", as: () => seller.token },
  { method: "PUT", url: () => `/api/offers/${someId}/withdraw`, as: () => seller.token },
  { method: "PUT", url: () => `/api/products/${someId}/offer-rules`, as: () => seller.token },
  { method: "PUT", url: () => `/api/notifications/${someId}/read`, as: () => seller.token },
  { method: "PUT", url: () => "/api/notification-preferences", as: () => seller.token },
  { method: "POST", url: () => "/api/addresses", as: () => seller.token },
  { method: "DELETE", url: () => `/api/addresses/${someId}`, as: () => seller.token },
  { method: "PUT", url: () => `/api/addresses/${someId}`, as: () => seller.token },
  { method: "POST", url: () => `/api/orders/${someId}/relist`, as: () => seller.token },
  { method: "DELETE", url: () => "/api/addresses/not-a-uuid", as: () => seller.token },
  { method: "PUT", url: () => `/api/orders/${someId}/cancel`, as: () => seller.token },
  { method: "PUT", url: () => `/api/orders/${someId}/accept`, as: () => seller.token },
  { method: "POST", url: () => `/api/orders/${someId}/return`, as: () => seller.token },
  { method: "PUT", url: () => "/api/orders/not-a-uuid/cancel", as: () => seller.token },
  { method: "PUT", url: () => `/api/admin/orders/${someId}/status`, as: () => admin.token },
  { method: "PUT", url: () => `/api/admin/returns/${someId}/reject`, as: () => admin.token },
  { method: "PUT", url: () => `/api/admin/returns/${someId}/decide`, as: () => admin.token },
  { method: "PUT", url: () => `/api/orders/${someId}/return/check`, as: () => seller.token },
  { method: "PUT", url: () => `/api/orders/${someId}/return/note`, as: () => seller.token },
  { method: "PUT", url: () => `/api/admin/payouts/${someId}/paid`, as: () => admin.token },
  { method: "POST", url: () => "/api/payments/initiate", as: () => seller.token },
  { method: "POST", url: () => "/api/payments/create-order", as: () => seller.token },
  { method: "POST", url: () => "/api/payments/verify", as: () => seller.token },
  { method: "POST", url: () => "/api/orders", as: () => seller.token },
  { method: "PUT", url: () => `/api/admin/contact-queries/${someId}/read`, as: () => admin.token },
  { method: "PUT", url: () => `/api/admin/contact-queries/${someId}/status`, as: () => admin.token },
  { method: "POST", url: () => `/api/admin/contact-queries/${someId}/reply`, as: () => admin.token },
  { method: "PUT", url: () => `/api/admin/bank-accounts/${someId}/verify`, as: () => admin.token },
  { method: "POST", url: () => "/api/admin/coupons", as: () => admin.token },
  { method: "PUT", url: () => `/api/admin/coupons/${someId}`, as: () => admin.token },
];

const counts = async () => {
  const rows = await t.db.execute<{ n: number }>(
    sql`select (select count(*) from products)::int + (select count(*) from bank_accounts)::int + (select count(*) from wishlist)::int + (select count(*) from admin_audit_log)::int + (select count(*) from offers)::int + (select count(*) from listing_offer_rules)::int + (select count(*) from notifications)::int + (select count(*) from notification_preferences)::int + (select count(*) from notification_quiet_hours)::int + (select count(*) from addresses)::int + (select count(*) from return_requests)::int + (select count(*) from refunds)::int + (select count(*) from payouts)::int + (select count(*) from payments)::int + (select count(*) from orders)::int + (select count(*) from listing_reservations)::int + (select count(*) from coupons)::int + (select count(*) from contact_query_replies)::int + (select count(*) from seller_tax_ids)::int as n`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe("bad input on signed-in routes", () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.url()}`, r] as const))(
    "%s: 4xx with a message for every kind of garbage, nothing stored",
    async (_name, route) => {
      const before = await counts();
      for (const g of GARBAGE) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url(),
          payload: g.payload,
          headers: { authorization: `Bearer ${route.as()}`, "content-type": g.contentType ?? "application/json" },
        });
        expect(res.statusCode, `${g.name} -> ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${g.name} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(typeof res.json().message, g.name).toBe("string");
      }
      expect(await counts()).toBe(before);
    },
  );

  it("the gateways' own routes (PayU's return, Razorpay's webhook) never answer 5xx and store nothing", async () => {
    const before = await counts();
    const bodies = [
      ...GARBAGE,
      {
        name: "PayU fields, wrong types",
        payload: "txnid[]=a&amount=-1e309&status=success&hash=",
        contentType: "application/x-www-form-urlencoded",
      },
      {
        name: "PayU fields, huge",
        payload: `txnid=${"t".repeat(100_000)}&mihpayid=${"9".repeat(5000)}`,
        contentType: "application/x-www-form-urlencoded",
      },
      { name: "binary", payload: "\u0000\u00ff\ud800", contentType: "application/octet-stream" },
    ];
    for (const url of ["/api/payments/payu/success", "/api/payments/payu/failure", "/api/payments/razorpay/webhook"])
      for (const g of bodies) {
        const res = await t.app.inject({
          method: "POST",
          url,
          payload: g.payload,
          headers: { "content-type": g.contentType ?? "application/json", "x-razorpay-signature": "00" },
        });
        expect(res.statusCode, `${url} ${g.name} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        // A form PayU could have posted always ends on the failed page; any other type is refused before it is read.
        if (url.includes("/payu/") && g.contentType === "application/x-www-form-urlencoded")
          expect(res.headers.location, `${url} ${g.name}`).toMatch(/^\/payment\/failed/);
      }
    expect(await counts()).toBe(before);
  });

  it("refuses someone else's ids and unknown query values without a 500", async () => {
    const other = await testAccount(t.db, { label: "Other" });
    const tries = [
      t.app.inject({
        url: `/api/bank-accounts/${other.user.id}`,
        headers: { authorization: `Bearer ${seller.token}` },
      }),
      t.app.inject({
        method: "PUT",
        url: `/api/bank-accounts/${other.bankId}/set-primary`,
        headers: { authorization: `Bearer ${seller.token}` },
      }),
      t.app.inject({ url: `/api/wishlist/${other.user.id}`, headers: { authorization: `Bearer ${seller.token}` } }),
      t.app.inject({ url: `/api/addresses/${other.user.id}`, headers: { authorization: `Bearer ${seller.token}` } }),
      t.app.inject({ url: "/api/products?limit=100000&offset=-5" }),
      t.app.inject({ url: "/api/products?category=weapons&sort=random" }),
      t.app.inject({ url: `/api/products?search=${encodeURIComponent("'; select pg_sleep(5); --")}` }),
      t.app.inject({ url: `/api/products?search=${"a".repeat(5000)}` }),
      t.app.inject({ url: "/api/products/not-a-uuid" }),
      t.app.inject({ url: `/api/offers/buyer/${other.user.id}`, headers: { authorization: `Bearer ${seller.token}` } }),
      t.app.inject({
        url: `/api/offers/seller/${other.user.id}?limit=-1&offset=abc`,
        headers: { authorization: `Bearer ${seller.token}` },
      }),
      t.app.inject({
        url: "/api/notifications?limit=100000&offset=-5",
        headers: { authorization: `Bearer ${seller.token}` },
      }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    }
    const [others, primary, wish, addresses] = await Promise.all(tries.slice(0, 4));
    for (const res of [others, primary, wish, addresses]) expect([403, 404]).toContain(res!.statusCode);
  });
});
