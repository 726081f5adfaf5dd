import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mail } from "../../lib/mailer";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";

const sent: Mail[] = [];
const mailer = { send: async (mail: Mail) => void sent.push(mail) };
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { mailer });
});
afterAll(() => t.close());

describe("asking both sides to rate", () => {
  it("mails the buyer and the seller a link to the rating form once, when the order is delivered", async () => {
    const s = await testSale(t.app, t.db);
    const req = requester(t.app);
    await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token, "out_for_delivery");
    expect(sent.filter((m) => m.subject.includes("How was the"))).toHaveLength(0);
    // Delivered by the admin's dialog (a parcel taken off the courier): both are asked too.
    const view = (await req("GET", `/api/admin/orders/${s.order.id}`, s.admin.token)).json();
    await req("POST", `/api/admin/shipments/${view.shipment.id}/by-hand`, s.admin.token);
    await req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status: "delivered" });
    // A repeat is refused (409) and mails nothing more.
    expect(
      (await req("PUT", `/api/admin/orders/${s.order.id}/status`, s.admin.token, { status: "delivered" })).statusCode,
    ).toBe(409);
    const asks = sent.filter((m) => m.subject.includes("How was the"));
    expect(asks.map((m) => m.to).sort()).toEqual([s.buyer.user.email, s.seller.user.email].sort());
    for (const m of asks) expect(m.html).toContain(`/track-orders/${s.order.id}#rate`);
  });
});
