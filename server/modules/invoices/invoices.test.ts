import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceBreakdown } from "@contract/pricing";
import { orders } from "../../db/schema/orders";
import { taxInvoices } from "../../db/schema/tax-invoices";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { requester, testAccount } from "../../test/test-people";
import { makeDuePayouts } from "../settlement";
import { DEFAULT_GST } from "./gst-settings";
import { issueOrderInvoices } from "./issue-invoices";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const req = (...a: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...a);

const KARNATAKA = "Asha Rao, 9876501234, 12 Church Street, Bengaluru, Karnataka - 560001";

/** A sale delivered, its return window over, and the payouts job run: the order is complete. */
async function completed(address?: string) {
  const s = await testSale(t.app, t.db, { address });
  await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
  await t.db
    .update(orders)
    .set({ deliveredAt: sql`now() - interval '49 hours'` })
    .where(eq(orders.id, s.order.id));
  await makeDuePayouts(t.db);
  const invoices = await t.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, s.order.id));
  return { ...s, invoices };
}

const NUMBER = /^D[IC]\/[0-9]{4}\/[0-9]{6,7}$/;

describe("GST tax invoices for a completed order", () => {
  it("bills the buyer's fee and delivery with CGST and SGST within Dobara's state, IGST across states", async () => {
    const inside = await completed(KARNATAKA);
    const price = priceBreakdown(inside.order.finalPrice);
    const buyerInv = inside.invoices.find((i) => i.recipient === "buyer")!;
    expect(buyerInv.number).toMatch(NUMBER);
    expect(buyerInv.number.length).toBeLessThanOrEqual(16);
    expect(buyerInv).toMatchObject({ placeOfSupply: "Karnataka", igstPaise: 0, kind: "invoice" });
    expect(buyerInv.party).toMatchObject({ name: "Asha Rao", state: "Karnataka", pincode: "560001" });
    expect(buyerInv.totalPaise).toBe((price.buyerFee + price.deliveryCharge) * 100);
    expect(buyerInv.cgstPaise).toBe(buyerInv.sgstPaise);
    expect(buyerInv.cgstPaise).toBeGreaterThan(0);
    expect(buyerInv.lines).toHaveLength(2);
    expect(buyerInv.supplier).toMatchObject({ gstin: DEFAULT_GST.gstin, sac: DEFAULT_GST.sac, rateBasisPoints: 1800 });

    const across = await completed(); // Kolkata, West Bengal
    const other = across.invoices.find((i) => i.recipient === "buyer")!;
    expect(other).toMatchObject({ placeOfSupply: "West Bengal", cgstPaise: 0, sgstPaise: 0 });
    expect(other.igstPaise).toBeGreaterThan(0);
    expect(other.taxablePaise + other.igstPaise).toBe(other.totalPaise);

    // The seller's invoice: the seller's fee, to the listing's pickup address (West Bengal: IGST).
    const sellerInv = inside.invoices.find((i) => i.recipient === "seller")!;
    expect(sellerInv.totalPaise).toBe(price.sellerFee * 100);
    expect(sellerInv).toMatchObject({ placeOfSupply: "West Bengal", cgstPaise: 0 });
    expect(sellerInv.number).not.toBe(buyerInv.number);
  });

  it("answers each side its own invoice as PDF and HTML, admins both, anyone else a 404", async () => {
    const s = await completed(KARNATAKA);
    const list = async (token: string) => {
      const res = await req("GET", `/api/orders/${s.order.id}/invoices`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: string; recipient: string; number: string }[];
    };
    const buyers = await list(s.buyer.token);
    expect(buyers.map((i) => i.recipient)).toEqual(["buyer"]);
    expect((await list(s.seller.token)).map((i) => i.recipient)).toEqual(["seller"]);
    expect(await list(s.admin.token)).toHaveLength(2);
    const stranger = await testAccount(t.db, { role: "buyer", label: "Stranger" });
    expect((await req("GET", `/api/orders/${s.order.id}/invoices`, stranger.token)).statusCode).toBe(404);
    expect((await req("GET", `/api/invoices/${buyers[0]!.id}`, stranger.token)).statusCode).toBe(404);
    expect((await req("GET", `/api/invoices/${buyers[0]!.id}`, s.seller.token)).statusCode).toBe(404);
    expect((await req("GET", `/api/invoices/${buyers[0]!.id}`)).statusCode).toBe(401);

    const pdf = await req("GET", `/api/invoices/${buyers[0]!.id}?format=pdf`, s.buyer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const html = await req("GET", `/api/invoices/${buyers[0]!.id}?format=html`, s.admin.token);
    expect(html.statusCode).toBe(200);
    for (const field of [
      DEFAULT_GST.gstin,
      buyers[0]!.number,
      "Place of supply",
      "Karnataka",
      "560001",
      "SAC",
      "CGST 9%",
      "SGST 9%",
    ])
      expect(html.body).toContain(field);
    expect((await req("GET", `/api/invoices/${buyers[0]!.id}?format=doc`, s.buyer.token)).statusCode).toBe(400);
  });
});

describe("the monthly GST report", () => {
  it("lists the month's invoices with totals by state and tax, equal to the ledger's fee revenue to the paisa", async () => {
    await completed(KARNATAKA);
    await completed();
    const admin = await testAccount(t.db, { role: "admin", label: "GST admin" });
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()).slice(0, 7);
    const json = await req("GET", `/api/admin/gst-report?month=${month}&format=json`, admin.token);
    expect(json.statusCode, json.body).toBe(200);
    const r = json.json();
    expect(r.matchesLedger).toBe(true);
    expect(r.total.totalPaise).toBe(r.ledger.totalPaise);
    expect(r.ledger.totalPaise).toBeGreaterThan(0);
    const states = r.byState.map((s: { state: string }) => s.state);
    expect(states).toEqual(expect.arrayContaining(["Karnataka", "West Bengal"]));
    const byTax = r.total.taxablePaise + r.total.cgstPaise + r.total.sgstPaise + r.total.igstPaise;
    expect(byTax).toBe(r.total.totalPaise);
    expect(r.total.cgstPaise).toBeGreaterThan(0);
    expect(r.total.igstPaise).toBeGreaterThan(0);

    const csv = await req("GET", `/api/admin/gst-report?month=${month}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.body).toContain("Matches the ledger,yes");
    expect(csv.body).toMatch(/DI\/\d{4}\/\d{6}/);

    expect((await req("GET", "/api/admin/gst-report?month=2026-13", admin.token)).statusCode).toBe(400);
    // An invoice the books never saw is caught: the report no longer matches the ledger.
    const stray = await testSale(t.app, t.db);
    const party = { name: "A", address: "B", state: "Goa", pincode: "403001" };
    await t.db.transaction((tx) =>
      issueOrderInvoices(
        tx,
        {
          orderId: stray.order.id,
          orderNumber: 1,
          buyerFee: 1,
          deliveryCharge: 0,
          sellerFee: 0,
          buyer: party,
          seller: party,
        },
        DEFAULT_GST,
      ),
    );
    const off = await req("GET", `/api/admin/gst-report?month=${month}&format=json`, admin.token);
    expect(off.json().matchesLedger).toBe(false);
    expect(
      (await req("GET", `/api/admin/gst-report?month=${month}`, (await testAccount(t.db, { role: "buyer" })).token))
        .statusCode,
    ).toBe(403);
  });
});
