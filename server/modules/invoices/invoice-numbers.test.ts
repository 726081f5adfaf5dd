import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { taxInvoices } from "../../db/schema/tax-invoices";
import { createTestApp } from "../../test/test-app";
import { testSale } from "../../test/test-orders";
import { DEFAULT_GST } from "./gst-settings";
import { creditOrderInvoices, issueOrderInvoices } from "./issue-invoices";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Invoices issued straight (no ledger lines): their own database, so the GST report's test sees only whole sales. */
describe("invoice numbers and credit notes", () => {
  it("gives no invoice line for a fee a coupon waived, and no invoice when nothing is left", async () => {
    const s = await testSale(t.app, t.db);
    await t.db
      .update(orders)
      .set({ buyerFee: 0, deliveryCharge: 0, platformFee: s.order.sellerFee })
      .where(eq(orders.id, s.order.id));
    const party = { name: "A", address: "B", state: "Goa", pincode: "403001" };
    const issued = await t.db.transaction((tx) =>
      issueOrderInvoices(
        tx,
        {
          orderId: s.order.id,
          orderNumber: 1,
          buyerFee: 0,
          deliveryCharge: 0,
          sellerFee: 10,
          buyer: party,
          seller: party,
        },
        DEFAULT_GST,
      ),
    );
    expect(issued.map((i) => i.recipient)).toEqual(["seller"]);
    // Issued once: a second completion of the same order takes no number.
    const again = await t.db.transaction((tx) =>
      issueOrderInvoices(
        tx,
        {
          orderId: s.order.id,
          orderNumber: 1,
          buyerFee: 5,
          deliveryCharge: 0,
          sellerFee: 10,
          buyer: party,
          seller: party,
        },
        DEFAULT_GST,
      ),
    );
    expect(again).toEqual([]);
    // A fee given back: a credit note against its invoice, once, in its own series.
    const notes = await t.db.transaction((tx) => creditOrderInvoices(tx, s.order.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "credit_note", againstId: issued[0]!.id, totalPaise: 1000 });
    expect(notes[0]!.number).toMatch(/^DC\//);
    expect(await t.db.transaction((tx) => creditOrderInvoices(tx, s.order.id))).toEqual([]);
  });

  it("numbers 50 invoices issued at once consecutively, and a rolled-back one gives its number back", async () => {
    const template = await testSale(t.app, t.db);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const { id: _id, orderNumber: _n, createdAt: _c, updatedAt: _u, paymentId: _p, ...rest } = template.order;
      const [row] = await t.db
        .insert(orders)
        .values({ ...rest, status: "delivered", deliveredAt: new Date() })
        .returning();
      ids.push(row!.id);
    }
    const party = { name: "A", address: "B", state: "Karnataka", pincode: "560001" };
    const facts = (orderId: string) => ({
      orderId,
      orderNumber: 1,
      buyerFee: 130,
      deliveryCharge: 50,
      sellerFee: 195,
      buyer: party,
      seller: party,
    });
    await expect(
      t.db.transaction(async (tx) => {
        await issueOrderInvoices(tx, facts(ids[0]!), DEFAULT_GST);
        throw new Error("the completion failed after its numbers were taken");
      }),
    ).rejects.toThrow(/completion failed/);
    await Promise.all(ids.map((id) => t.db.transaction((tx) => issueOrderInvoices(tx, facts(id), DEFAULT_GST))));
    const all = await t.db.select({ number: taxInvoices.number, kind: taxInvoices.kind }).from(taxInvoices);
    const seq = all
      .filter((i) => i.kind === "invoice")
      .map((i) => Number(i.number.split("/")[2]))
      .sort((a, b) => a - b);
    expect(seq).toEqual(Array.from({ length: seq.length }, (_, i) => i + 1));
    expect(new Set(all.map((i) => i.number)).size).toBe(all.length);
  });
});
