import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { priceBreakdown, type CouponTerms } from "@contract/pricing";
import type { Db } from "../db/client";
import { addresses } from "../db/schema/addresses";
import { listingReservations } from "../db/schema/listing-reservations";
import { gatewaySettings, type GatewaySettings } from "../modules/payments";
import { approveListing } from "./test-listings";
import { almirahListing, requester, testAccount } from "./test-people";
import { formPost, payInSandbox as payThroughSandbox } from "./sandbox-payer";

export { formPost };

/** People, a listing and the buyer's address: what every checkout test starts from. */
export function checkoutKit(get: () => { app: FastifyInstance; db: Db }) {
  const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(get().app)(...args);
  const settings = () => gatewaySettings(get().app.config);

  async function buyer(opts: { verified?: boolean } = {}) {
    const who = await testAccount(get().db, { role: "buyer", label: "Buyer", verified: opts.verified });
    const [address] = await get()
      .db.insert(addresses)
      .values({
        userId: who.user.id,
        name: "Kavya Raman",
        phone: "9876543210",
        line1: "7 Lake View Road",
        pincode: "600017",
        city: "Chennai",
        state: "Tamil Nadu",
      })
      .returning();
    return { ...who, addressId: address!.id };
  }

  async function listing(price = 6500) {
    const seller = await testAccount(get().db, { role: "seller", label: "Seller" });
    const admin = await testAccount(get().db, { role: "admin", label: "Admin" });
    const res = await req("POST", "/api/products", seller.token, almirahListing(seller.bankId, { price }));
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    await approveListing(get().app, admin.token, id);
    return { id, price, seller, admin };
  }

  const body = (productId: string, addressId: string, price: number, coupon?: CouponTerms | null, extra = {}) => {
    const f = priceBreakdown(price, coupon);
    return {
      productId,
      addressId,
      deliveryAddress: "7 Lake View Road, Chennai, Tamil Nadu - 600017",
      productPrice: f.productPrice,
      platformFee: f.buyerFee,
      deliveryPrice: f.deliveryCharge,
      discountAmount: f.couponDiscount,
      finalPrice: f.total,
      ...extra,
    };
  };

  const initiate = (token: string, payload: unknown) => req("POST", "/api/payments/initiate", token, payload);

  /** Through the sandbox's hosted page as a payer would: open it, press Pay (or Fail), and return to surl/furl. */
  const payInSandbox = (paymentData: Record<string, string>, outcome: "success" | "failure" = "success") =>
    payThroughSandbox(get().app, paymentData, outcome);

  /** What the app's jobs get: its database, the gateway settings with the sandbox reached inside the app, a log. */
  function jobDeps(transport?: GatewaySettings["transport"]) {
    const { app, db } = get();
    return { db, gateway: { ...settings(), transport: transport ?? ((r) => app.inject(r)) }, log: app.log };
  }

  /** Ends a listing's hold now, as if its 15 minutes had passed: the next buyer may start paying. */
  const lapseHold = (productId: string) =>
    get()
      .db.update(listingReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(listingReservations.productId, productId));

  return { req, settings, buyer, listing, body, initiate, payInSandbox, jobDeps, lapseHold };
}
