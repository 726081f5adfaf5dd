import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@contract/privacy";
import { addresses } from "../../db/schema/addresses";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { orders } from "../../db/schema/orders";
import { products } from "../../db/schema/products";
import { users } from "../../db/schema/users";
import { payments } from "../../db/schema/payments";
import { refunds } from "../../db/schema/refunds";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { PASSWORD, personalise, RETAINED_TABLES, whereFound } from "../../test/privacy-kit";
import { testSale } from "../../test/test-orders";
import { almirahListing, requester } from "../../test/test-people";

/** Erasure (decision 0047). Requests interleave at every query on PGlite; on PostgreSQL they race on connections. */
let k: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  k = await startAuthTestApp({}, "eraser", { interleave: true });
});
afterAll(() => k.close());
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(k.t.app)(...args);
const erase = (token: string, password = PASSWORD) => req("POST", "/api/auth/delete-account", token, { password });
const userRow = async (id: string) => (await k.t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("POST /api/auth/delete-account", () => {
  it("refuses with 409 and the reasons while an order is open, changing nothing; a wrong password is a 400", async () => {
    const { seller, buyer } = await testSale(k.t.app, k.t.db);
    const me = await personalise(k.t.db, seller.user.id, "open");
    expect((await erase(seller.token, "not-my-password")).statusCode).toBe(400);
    const res = await erase(seller.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().details.blockers).toEqual([
      expect.objectContaining({ kind: "open_order", message: expect.stringContaining("you are selling") }),
    ]);
    await personalise(k.t.db, buyer.user.id, "openbuyer");
    expect((await erase(buyer.token)).json().details.blockers[0].message).toContain("you are buying");
    expect(await userRow(seller.user.id)).toMatchObject({ email: me.email, erasedAt: null });
    expect((await req("GET", "/api/auth/me", seller.token)).statusCode).toBe(200);
  });

  it("erases: sessions ended, listings delisted without photos, addresses and bank accounts gone, no trace outside the kept records", async () => {
    const { seller, buyer, order } = await testSale(k.t.app, k.t.db);
    await k.t.db.update(orders).set({ status: "cancelled", cancelReason: "test" }).where(eq(orders.id, order.id));
    const me = await personalise(k.t.db, seller.user.id, `gone${Date.now()}`);
    await k.t.db.insert(addresses).values({
      userId: me.id,
      name: me.fullName,
      phone: me.mobile,
      line1: "4 Park Street",
      pincode: "700016",
      city: "Kolkata",
      state: "West Bengal",
    });
    const unsold = await req("POST", "/api/products", seller.token, almirahListing(seller.bankId));
    expect(unsold.statusCode, unsold.body).toBe(201);
    const photo = (unsold.json() as { images: string[] }).images[0]!;
    expect((await k.t.app.inject({ method: "GET", url: photo })).statusCode).toBe(200);
    await k.post("/api/contact", {
      name: me.fullName,
      email: me.email,
      phone: me.mobile,
      subject: "Hi",
      message: "A question",
    });

    const res = await erase(seller.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await req("GET", "/api/auth/me", seller.token)).statusCode).toBe(401);
    const [listing] = await k.t.db.select().from(products).where(eq(products.id, unsold.json().id));
    expect(listing).toMatchObject({ status: "delisted", isAvailable: false, images: [] });
    expect((await k.t.app.inject({ method: "GET", url: photo })).statusCode).toBe(404);
    expect(await k.t.db.select().from(addresses).where(eq(addresses.userId, me.id))).toEqual([]);
    expect(await k.t.db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.id))).toEqual([]);
    expect((await userRow(me.id)).erasedAt).not.toBeNull();

    const found = await whereFound(k.t.db, [me.email, me.mobile, me.fullName, me.username]);
    expect(found.filter((where) => !RETAINED_TABLES.has(where.split(".")[0]!))).toEqual([]);
    // The buyer's view of the kept order names nobody.
    const seen = await req("GET", `/api/orders/${order.id}`, buyer.token);
    for (const needle of [me.email, me.mobile, me.fullName]) expect(seen.body).not.toContain(needle);

    // The e-mail and mobile are free for a new account.
    const again = { ...k.person(), email: me.email, mobile: me.mobile, privacyNotice: PRIVACY_NOTICE_VERSION };
    expect((await k.post("/api/auth/register", again)).statusCode).toBe(201);
  });

  // Each request's password check is counted by the sign-in throttles before it is checked: beyond five at once
  // the others are refused with a 429 and change nothing.
  it("does the work once for 20 concurrent erasures", async () => {
    const { seller, order } = await testSale(k.t.app, k.t.db);
    await k.t.db.update(orders).set({ status: "cancelled", cancelReason: "test" }).where(eq(orders.id, order.id));
    const me = await personalise(k.t.db, seller.user.id, `many${Date.now()}`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => erase(seller.token)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200).length, JSON.stringify(answers.map((a) => a.body))).toBeGreaterThanOrEqual(1);
    expect(
      codes.every((c) => c === 200 || c === 401 || c === 429),
      JSON.stringify(answers.map((a) => [a.statusCode, a.body])),
    ).toBe(true);
    const after = await userRow(me.id);
    expect(after).toMatchObject({ fullName: "Deleted user", mobile: "0000000000" });
    expect(after.username).toMatch(/^deleted-[0-9a-f]{16}$/);
  });
});

describe("erasing while a listing is being bought", () => {
  const kit = checkoutKit(() => k.t);
  async function paying() {
    const listing = await kit.listing();
    await personalise(k.t.db, listing.seller.user.id, `race${Date.now()}${Math.random()}`);
    const buyer = await kit.buyer();
    const started = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, listing.price));
    expect(started.statusCode, started.body).toBe(200);
    return { listing, data: started.json().paymentData as Record<string, string> };
  }
  /** The payer at the sandbox's page, then the gateway's return to our success URL, where the capture is booked. */
  async function payAndReturn(data: Record<string, string>) {
    const back = await kit.payInSandbox(data);
    return formPost(k.t.app, "/api/payments/payu/success", back.fields);
  }
  const ordersOf = (productId: string) => k.t.db.select().from(orders).where(eq(orders.productId, productId));

  it("refuses while a buyer holds the listing to pay; the purchase then completes", async () => {
    const { listing, data } = await paying();
    const res = await erase(listing.seller.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().details.blockers).toEqual([expect.objectContaining({ kind: "buyer_paying" })]);
    await payAndReturn(data);
    expect(await ordersOf(listing.id)).toHaveLength(1);
    expect((await erase(listing.seller.token)).json().details.blockers[0].kind).toBe("open_order");
  });

  it.each([1, 2, 3])(
    "ends in one consistent state when the payment returns as the seller erases (run %i)",
    async () => {
      const { listing, data } = await paying();
      await kit.lapseHold(listing.id);
      const [, res] = await Promise.all([payAndReturn(data), erase(listing.seller.token)]);
      const placed = await ordersOf(listing.id);
      const [payment] = await k.t.db.select().from(payments).where(eq(payments.txnid, data.txnid!));
      const seller = await userRow(listing.seller.user.id);
      if (res.statusCode === 409) {
        // The purchase won: the order stands, the account too.
        expect(placed).toHaveLength(1);
        expect(seller.erasedAt).toBeNull();
      } else {
        // The erasure won: no order, the captured money on its way back to the buyer.
        expect(res.statusCode, res.body).toBe(200);
        expect(placed).toHaveLength(0);
        expect(seller.erasedAt).not.toBeNull();
        expect(await k.t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toHaveLength(1);
      }
    },
  );
});
