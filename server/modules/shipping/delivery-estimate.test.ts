import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDateOf } from "@contract/ist-days";
import { SHIPPING_MESSAGES } from "@contract/shipping";
import { addresses } from "../../db/schema/addresses";
import { payments } from "../../db/schema/payments";
import { products } from "../../db/schema/products";
import { checkoutKit } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { almirahListing, testAccount } from "../../test/test-people";
import { courierSettings, deliveryEstimates, shiprocketCourier, type CourierSettings } from ".";

/** GET /api/delivery/estimate and the checkout's refusal of a pincode the courier cannot serve. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);
const estimate = (query: string) => t.app.inject({ url: `/api/delivery/estimate?${query}` });

describe("the delivery estimate", () => {
  it("answers the days and the date from the listing's pickup pincode, for anyone", async () => {
    const listing = await kit.listing();
    const res = await estimate(`productId=${listing.id}&pincode=560034`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      serviceable: true,
      etaDays: 5,
      deliveryBy: istDateOf(new Date(Date.now() + 5 * 86_400_000)),
    });
    expect((await estimate(`productId=${listing.id}&pincode=990001`)).json()).toEqual({
      serviceable: false,
      etaDays: null,
      deliveryBy: null,
    });
  });

  it("bad input is a clear 4xx", async () => {
    const listing = await kit.listing();
    const bad = await estimate(`productId=${listing.id}&pincode=12345`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(SHIPPING_MESSAGES.pincode);
    expect((await estimate(`productId=nope&pincode=560034`)).statusCode).toBe(400);
    expect((await estimate(`pincode=560034`)).statusCode).toBe(400);
    const missing = await estimate(`productId=00000000-0000-4000-8000-000000000000&pincode=560034`);
    expect(missing.statusCode).toBe(404);
    await t.db.update(products).set({ pincode: null }).where(eq(products.id, listing.id));
    const unknown = await estimate(`productId=${listing.id}&pincode=560034`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(SHIPPING_MESSAGES.noPickupPincode);
    // A sale of an older listing without a pickup pincode is not stopped: its booking is shown to the admin.
    const buyer = await kit.buyer();
    expect((await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500))).statusCode).toBe(200);
  });

  it("asks the courier once per pincode pair (20 at once too), and says so when it cannot be asked", async () => {
    const listing = await kit.listing();
    let asked = 0;
    let up = true;
    const settings: CourierSettings = {
      ...courierSettings(t.app.config),
      transport: async (r) => {
        if (r.url.includes("/serviceability/")) {
          asked += 1;
          if (!up) return { statusCode: 502, body: "" };
        }
        return t.app.inject(r);
      },
    };
    const estimates = deliveryEstimates({
      db: t.db,
      courier: shiprocketCourier(settings),
      log: t.app.log,
      trackEverySeconds: 300,
    });
    await Promise.all(Array.from({ length: 20 }, () => estimates.estimate(listing.id, "110001", undefined)));
    await estimates.estimate(listing.id, "110001", undefined);
    expect(asked).toBe(1);
    up = false;
    await expect(estimates.estimate(listing.id, "110002", undefined)).rejects.toMatchObject({ statusCode: 503 });
    // A failure is not kept: the next ask tries again.
    up = true;
    expect(await estimates.estimate(listing.id, "110002", undefined)).toMatchObject({ serviceable: true });
  });
});

describe("the delivery estimate of a listing that is not live", () => {
  it("answers exactly as its product page does: 404 to visitors and other people, an estimate to its seller and admins", async () => {
    const seller = await testAccount(t.db, { role: "seller", label: "Seller" });
    const other = await testAccount(t.db, { role: "buyer", label: "Buyer" });
    const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
    const made = await kit.req("POST", "/api/products", seller.token, almirahListing(seller.bankId));
    expect(made.statusCode, made.body).toBe(201);
    const pending = (made.json() as { id: string }).id;
    const rejectedRes = await kit.req("POST", "/api/products", seller.token, almirahListing(seller.bankId));
    const rejected = (rejectedRes.json() as { id: string }).id;
    const reject = await kit.req("PUT", `/api/admin/products/${rejected}/reject`, admin.token, {
      reason: "The photos do not show the item",
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const ask = (id: string, token?: string) =>
      kit.req("GET", `/api/delivery/estimate?productId=${id}&pincode=560034`, token);

    for (const id of [pending, rejected, unknown])
      for (const token of [undefined, other.token]) {
        const res = await ask(id, token);
        const page = await kit.req("GET", `/api/products/${id}`, token);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().message).toBe(page.json().message);
        expect(res.body).not.toContain("700016");
      }
    for (const id of [pending, rejected])
      for (const token of [seller.token, admin.token]) {
        expect((await kit.req("GET", `/api/products/${id}`, token)).statusCode).toBe(200);
        expect((await ask(id, token)).json()).toMatchObject({ serviceable: true, etaDays: 5 });
      }
  });
});

describe("initiating a payment to a pincode the courier cannot serve", () => {
  it("is refused with 409 and holds nothing", async () => {
    const listing = await kit.listing();
    const buyer = await kit.buyer();
    await t.db.update(addresses).set({ pincode: "990001" }).where(eq(addresses.id, buyer.addressId));
    const res = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(SHIPPING_MESSAGES.notServiceable("990001"));
    expect(await t.db.select().from(payments).where(eq(payments.buyerId, buyer.user.id))).toHaveLength(0);
    await t.db.update(addresses).set({ pincode: "600017" }).where(eq(addresses.id, buyer.addressId));
    expect((await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500))).statusCode).toBe(200);
  });
});
