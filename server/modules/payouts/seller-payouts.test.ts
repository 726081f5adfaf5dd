import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { payoutsEnv } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { requester, testAccount } from "../../test/test-people";
import { makeDuePayouts } from "../settlement";

/**
 * Rule: Account > Payouts shows the money on its way, not only payouts already owed. A delivered sale whose return
 * window is open shows its amount (sale price less the seller's fee, computed by the server) and when it falls due;
 * an accepted sale still travelling shows its amount without a date; a sale with a return under way is left out;
 * a delivery held for an admin's check (a courier report with no pickup) shows as being checked, with no date; once
 * the payout is owed it leaves the list and shows as a payout.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp(payoutsEnv);
});
afterAll(() => t.close());
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

const deliveredHoursAgo = (orderId: string, hours: number) =>
  t.db
    .update(orders)
    .set({ deliveredAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(orders.id, orderId));

describe("the seller's Payouts page shows money on its way", () => {
  it("delivered in the return window: amount and due date; travelling: amount; a return under way: left out", async () => {
    const seller = await testAccount(t.db, { label: "Seller" });
    const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
    const waiting = await testSale(t.app, t.db, { seller, admin });
    await confirmAndCarry(t.app, t.db, waiting.order.id, admin.token);
    await deliveredHoursAgo(waiting.order.id, 10);
    const travelling = await testSale(t.app, t.db, { seller, admin, listing: { price: 2000 } });
    await confirmAndCarry(t.app, t.db, travelling.order.id, admin.token, "picked_up");
    const returned = await testSale(t.app, t.db, { seller, admin, listing: { price: 3000 } });
    await confirmAndCarry(t.app, t.db, returned.order.id, admin.token);
    const asked = await req("POST", `/api/orders/${returned.order.id}/return`, returned.buyer.token, {
      reason: "dont_want_anymore",
    });
    expect(asked.statusCode, asked.body).toBe(201);

    const page = (await req("GET", "/api/payouts", seller.token)).json();
    expect(page.payouts).toEqual([]);
    const [delivered] = await t.db.select().from(orders).where(eq(orders.id, waiting.order.id));
    expect(page.upcoming).toEqual([
      {
        orderId: waiting.order.id,
        orderNumber: waiting.order.orderNumber,
        productTitle: "Godrej steel almirah, 2 doors",
        salePrice: 6500,
        sellerFee: 195,
        amount: 6305,
        stage: "return_window",
        dueAt: new Date(delivered!.deliveredAt!.getTime() + 48 * 3_600_000).toISOString(),
      },
      expect.objectContaining({ orderId: travelling.order.id, amount: 2000 - 60, stage: "in_transit", dueAt: null }),
    ]);
    expect(page.totals).toEqual({ paid: 0, due: 0, sending: 0, upcoming: 6305 + 1940 });

    // The window closes and the payouts job owes it: it is a payout now, no longer on its way.
    await deliveredHoursAgo(waiting.order.id, 49);
    await makeDuePayouts(t.db);
    const after = (await req("GET", "/api/payouts", seller.token)).json();
    expect(after.payouts.map((p: { orderId: string }) => p.orderId)).toEqual([waiting.order.id]);
    expect(after.upcoming.map((u: { orderId: string }) => u.orderId)).toEqual([travelling.order.id]);
    expect(after.totals).toMatchObject({ due: 6305, upcoming: 1940 });
  });

  it("a delivery held for an admin's check shows as being checked, with no date, until it is released", async () => {
    const seller = await testAccount(t.db, { label: "Held" });
    const admin = await testAccount(t.db, { role: "admin", label: "Admin" });
    const sale = await testSale(t.app, t.db, { seller, admin });
    await confirmAndCarry(t.app, t.db, sale.order.id, admin.token);
    await t.db.update(orders).set({ payoutHold: "Delivered with no pickup scan" }).where(eq(orders.id, sale.order.id));
    const page = (await req("GET", "/api/payouts", seller.token)).json();
    expect(page.upcoming).toEqual([expect.objectContaining({ amount: 6305, stage: "held", dueAt: null })]);
    expect(page.totals.upcoming).toBe(6305);

    const released = await req("POST", `/api/admin/orders/${sale.order.id}/release-payout`, admin.token);
    expect(released.statusCode, released.body).toBe(200);
    const after = (await req("GET", "/api/payouts", seller.token)).json();
    expect(after.upcoming).toEqual([expect.objectContaining({ stage: "return_window", dueAt: expect.any(String) })]);
  });

  it("shows only the caller's own sales", async () => {
    const other = await testAccount(t.db, { label: "Nosy" });
    const page = (await req("GET", "/api/payouts", other.token)).json();
    expect(page).toMatchObject({ payouts: [], upcoming: [], totals: { upcoming: 0 } });
  });
});
