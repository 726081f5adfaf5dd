import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verhoeffValid } from "@contract/tax";
import { ledgerEntries } from "../../db/schema/ledger-entries";
import { orders } from "../../db/schema/orders";
import { payouts } from "../../db/schema/payouts";
import { sellerTaxIds, sellerYearSales } from "../../db/schema/seller-tax";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { requester, testAccount } from "../../test/test-people";
import { DEFAULT_TAX, makeDuePayouts, type TaxSettings } from "../settlement";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { claimPayouts } from "./payouts-repo";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const req = (...a: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...a);
type Account = Awaited<ReturnType<typeof testAccount>>;

/** A sale of the seller's delivered with its return window over (not yet made due). */
async function deliveredSale(seller: Account) {
  const s = await testSale(t.app, t.db, { seller });
  await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
  await t.db
    .update(orders)
    .set({ deliveredAt: sql`now() - interval '49 hours'` })
    .where(eq(orders.id, s.order.id));
  return s;
}

async function completedSale(seller: Account, tax: TaxSettings = DEFAULT_TAX) {
  const s = await deliveredSale(seller);
  await makeDuePayouts(t.db, tax);
  const [payout] = await t.db.select().from(payouts).where(eq(payouts.orderId, s.order.id));
  return { ...s, payout: payout! };
}

/** An Aadhaar-shaped number whose last digit is its Verhoeff check digit. */
function validAadhaar(first11 = "23456789012") {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(`${first11}${d}`)) return `${first11}${d}`;
  throw new Error("no check digit");
}

describe("the seller's PAN or Aadhaar", () => {
  it("refuses a bad PAN or an Aadhaar whose check digit fails, with words, and changes nothing", async () => {
    const seller = await testAccount(t.db, { label: "Taxless", taxId: false });
    for (const body of [
      { kind: "pan", value: "ABCDE12345" },
      { kind: "pan", value: "ABCXE1234F" },
      { kind: "aadhaar", value: "123456789012" },
      { kind: "aadhaar", value: `${validAadhaar().slice(0, 11)}${(Number(validAadhaar().at(-1)) + 1) % 10}` },
      { kind: "passport", value: "Z1234567" },
    ]) {
      const res = await req("PUT", "/api/payouts/tax-id", seller.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/PAN|Aadhaar|check|PAN or Aadhaar/);
    }
    expect(await t.db.select().from(sellerTaxIds).where(eq(sellerTaxIds.userId, seller.user.id))).toEqual([]);
    expect((await req("GET", "/api/payouts/tax-id", seller.token)).json()).toEqual({ taxId: null });
  });

  it("keeps it sealed and shows it masked", async () => {
    const seller = await testAccount(t.db, { label: "Aadhaar seller", taxId: false });
    const aadhaar = validAadhaar();
    const res = await req("PUT", "/api/payouts/tax-id", seller.token, {
      kind: "aadhaar",
      value: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().taxId).toMatchObject({ kind: "aadhaar", masked: `XXXX XXXX ${aadhaar.slice(8)}` });
    expect(res.body).not.toContain(aadhaar);
    const [row] = await t.db.select().from(sellerTaxIds).where(eq(sellerTaxIds.userId, seller.user.id));
    expect(row!.valueEncrypted).not.toContain(aadhaar);
    expect(row!.individual).toBe("yes");
    const pan = await req("PUT", "/api/payouts/tax-id", seller.token, { kind: "pan", value: "aabcd1234e" });
    expect(pan.json().taxId).toMatchObject({ kind: "pan", masked: "XXXXXX234E" });
    expect((await req("GET", "/api/payouts/tax-id")).statusCode).toBe(401);
  });
});

describe("20 PANs given at once", () => {
  it("keep one row for the seller, the last one written, and answer each request", async () => {
    const seller = await testAccount(t.db, { label: "Hurried", taxId: false });
    const pans = Array.from({ length: 20 }, (_, i) => `ABCPE${String(1000 + i)}F`);
    const answers = await Promise.all(
      pans.map((value) => req("PUT", "/api/payouts/tax-id", seller.token, { kind: "pan", value })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(pans.map(() => 200));
    const rows = await t.db.select().from(sellerTaxIds).where(eq(sellerTaxIds.userId, seller.user.id));
    expect(rows).toHaveLength(1);
    expect(pans.map((p) => p.slice(-4))).toContain(rows[0]!.last4);
  });
});

describe("TDS under section 194-O", () => {
  it("keeps none from a small individual seller, 0.1% from a company, 5% with no PAN; each booked as the seller's payable", async () => {
    const person = await completedSale(await testAccount(t.db, { label: "Person" }));
    expect(person.payout.tds).toBe(0);
    expect(person.payout.amount).toBe(person.order.finalPrice - person.order.sellerFee);

    const company = await testAccount(t.db, { label: "Company", taxId: false });
    await req("PUT", "/api/payouts/tax-id", company.token, { kind: "pan", value: "AABCD1234E" });
    const c = await completedSale(company);
    expect(c.payout.tds).toBe(Math.round(c.order.finalPrice * 0.001));
    expect(c.payout.amount).toBe(c.order.finalPrice - c.order.sellerFee - c.payout.tds);
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, c.order.id));
    expect(
      lines
        .filter((l) => l.kind === "tds_withheld")
        .map((l) => [l.account, l.amountPaise])
        .sort(),
    ).toEqual([
      ["seller_payable", c.payout.tds * 100],
      ["tds_payable", -c.payout.tds * 100],
    ]);

    const none = await completedSale(await testAccount(t.db, { label: "No PAN", taxId: false }));
    expect(none.payout.tds).toBe(Math.round(none.order.finalPrice * 0.05));

    // The payout line and the statement show it; the payout waits for a PAN.
    const view = (await req("GET", "/api/payouts", none.seller.token)).json();
    expect(view.payouts[0]).toMatchObject({ tds: none.payout.tds, note: expect.stringMatching(/PAN or Aadhaar/) });
    for (const id of [none.seller.bankId, company.bankId])
      await t.db.update(bankAccounts).set({ isVerified: true }).where(eq(bankAccounts.id, id));
    await t.db.transaction((tx) => claimPayouts(tx, 100, 5));
    const statusOf = async (id: string) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0]!.status;
    expect(await statusOf(none.payout.id)).toBe("due");
    expect(await statusOf(c.payout.id)).toBe("sending");

    // What the seller is owed in the books is the payout line, TDS and all.
    for (const sale of [person, c, none]) {
      const owed = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, sale.order.id));
      const payable = owed.filter((l) => l.account === "seller_payable").reduce((s, l) => s + l.amountPaise, 0);
      expect(-payable).toBe(sale.payout.amount * 100);
    }
  });

  it("counts each seller's gross sales per financial year; crossing the small-seller limit brings TDS", async () => {
    const seller = await testAccount(t.db, { label: "Growing" });
    const tight = { ...DEFAULT_TAX, smallSellerLimitRupees: 10_000 };
    const first = await completedSale(seller, tight);
    expect(first.payout.tds).toBe(0);
    const second = await completedSale(seller, tight);
    expect(second.payout.tds).toBe(Math.round(second.order.finalPrice * 0.001));
    const [year] = await t.db.select().from(sellerYearSales).where(eq(sellerYearSales.sellerId, seller.user.id));
    expect(year!.gross).toBe(first.order.finalPrice + second.order.finalPrice);
  });

  it("adds 10 sales completing at once to the year's gross exactly once each", async () => {
    const seller = await testAccount(t.db, { label: "Busy" });
    const sales = [];
    for (let i = 0; i < 10; i++) sales.push(await deliveredSale(seller));
    await Promise.all(Array.from({ length: 10 }, () => makeDuePayouts(t.db, DEFAULT_TAX, { batch: 1 })));
    const [year] = await t.db.select().from(sellerYearSales).where(eq(sellerYearSales.sellerId, seller.user.id));
    expect(year!.gross).toBe(sales.reduce((s, x) => s + x.order.finalPrice, 0));
    const rows = await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.user.id));
    expect(rows).toHaveLength(10);
  });

  it("lists a quarter's TDS for the admin with each seller's PAN, and no one else", async () => {
    const company = await testAccount(t.db, { label: "Filing co", taxId: false });
    await req("PUT", "/api/payouts/tax-id", company.token, { kind: "pan", value: "AAFCD5678K" });
    const c = await completedSale(company);
    const now = new Date(Date.now() + 330 * 60_000);
    const month = now.getUTCMonth();
    const year = month >= 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    const quarter = Math.floor(((month + 9) % 12) / 3) + 1;
    const csv = await req("GET", `/api/admin/tds?year=${year}&quarter=${quarter}`, c.admin.token);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain("AAFCD5678K");
    expect(csv.body).toContain(String(c.order.orderNumber));
    expect((await req("GET", `/api/admin/tds?year=${year}&quarter=5`, c.admin.token)).statusCode).toBe(400);
    expect((await req("GET", `/api/admin/tds?year=${year}&quarter=1`, company.token)).statusCode).toBe(403);
  });
});
