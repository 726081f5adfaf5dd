import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { notifications } from "../../db/schema/notifications";
import { orders } from "../../db/schema/orders";
import { bankAccountValidations } from "../../db/schema/payout-provider";
import { payouts } from "../../db/schema/payouts";
import { products } from "../../db/schema/products";
import { payoutsEnv, payoutsKit } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { confirmAndCarry, testSale } from "../../test/test-orders";
import { makeDuePayouts } from "../settlement";
import { sendPayouts } from "../settlement";

/**
 * Rule: a payout goes to the account its listing named when it was sold; it moves to another account only while
 * due, only to a verified account of the same seller, with an audit row and a mail to the seller.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const kit = payoutsKit(() => t);
beforeAll(async () => {
  t = await createTestApp(payoutsEnv, {}, { mailer: kit.mailer });
});
afterAll(() => t.close());

const decide = (kind: "payouts" | "validations", id: string, outcome: string, extra: object = {}) =>
  t.app.inject({ method: "POST", url: `/sandbox/payouts/control/${kind}/${id}`, payload: { outcome, ...extra } });

let numbers = 0;
/** The seller adds an account typed as held by `holder`, and the bank answers that `bankName` holds it. */
async function addAccount(token: string, holder: string, bankName: string) {
  const number = `6010055${String(50000 + (numbers += 1))}`;
  const res = await kit.req("POST", "/api/bank-accounts", token, {
    accountHolderName: holder,
    accountNumber: number,
    confirmAccountNumber: number,
    ifscCode: "ICIC0001234",
    bankName: "ICICI Bank",
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const [v] = await t.db.select().from(bankAccountValidations).where(eq(bankAccountValidations.bankAccountId, id));
  expect(
    (await decide("validations", v!.providerValidationId!, "active", { registered_name: bankName })).statusCode,
  ).toBe(200);
  return id;
}

/** A due payout sent to the sandbox and sent back by the bank: owed again, waiting for a person. */
async function failedPayout() {
  const s = await kit.duePayout();
  await sendPayouts(kit.deps());
  const sent = await kit.payoutRow(s.payout.id);
  expect((await decide("payouts", sent.providerPayoutId!, "failed")).statusCode).toBe(200);
  expect(await kit.payoutRow(s.payout.id)).toMatchObject({ status: "due", bankAccountId: s.seller.bankId });
  return s;
}

const movesOf = (payoutId: string) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityId, payoutId), eq(adminAuditLog.action, "payout_account_moved")));

describe("which bank account a payout goes to", () => {
  it("the account the listing named at the sale, even when the listing names another later", async () => {
    const s = await testSale(t.app, t.db);
    const [later] = await t.db
      .insert(bankAccounts)
      .values({
        userId: s.seller.user.id,
        accountHolderName: "Someone Else",
        accountNumberEncrypted: "v1:test",
        accountNumberLast4: "9999",
        ifscCode: "SBIN0001234",
        bankName: "State Bank of India",
        isVerified: true,
        verificationStatus: "verified",
      })
      .returning();
    // An edit approved after the sale (it waited as a modification) points the listing elsewhere.
    await t.db.update(products).set({ selectedBankAccountId: later!.id }).where(eq(products.id, s.productId));
    await confirmAndCarry(t.app, t.db, s.order.id, s.admin.token);
    await t.db
      .update(orders)
      .set({ deliveredAt: sql`now() - make_interval(hours => 49)` })
      .where(eq(orders.id, s.order.id));
    await makeDuePayouts(t.db);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.orderId, s.order.id));
    expect(payout!.bankAccountId).toBe(s.seller.bankId);
  });

  it("a payout the bank sent back does not move to a stranger's account the seller adds", async () => {
    const s = await failedPayout();
    const stranger = await addAccount(s.seller.token, "Rakesh Gupta", "RAKESH GUPTA");
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, stranger));
    expect(row).toMatchObject({ isVerified: false, verificationStatus: "needs_review" });
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({ bankAccountId: s.seller.bankId, status: "due" });
    expect(await movesOf(s.payout.id)).toEqual([]);
    // Even asked for, a move to it is refused with words.
    const ask = await kit.req("PUT", `/api/payouts/${s.payout.id}/bank-account`, s.seller.token, {
      bankAccountId: stranger,
    });
    expect(ask.statusCode).toBe(409);
    expect(ask.json().message).toBe("Choose one of your own verified bank accounts");
    expect((await kit.payoutRow(s.payout.id)).bankAccountId).toBe(s.seller.bankId);
  });

  it("it moves to the seller's own newly verified account: audit row, bell and mail", async () => {
    const s = await failedPayout();
    const before = kit.mails.length;
    const own = await addAccount(s.seller.token, "Seller", "SELLER");
    expect(await kit.payoutRow(s.payout.id)).toMatchObject({ bankAccountId: own, failureReason: null, status: "due" });
    const moves = await movesOf(s.payout.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]!.details).toMatchObject({ from: "XXXXXX1234", to: expect.stringMatching(/^XXXXXX\d{4}$/) });
    const bell = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, s.seller.user.id), eq(notifications.title, "Payout goes to another account")),
      );
    expect(bell).toHaveLength(1);
    await expect.poll(() => kit.mails.slice(before).map((m) => m.to)).toContain(s.seller.user.email);
    expect(kit.mails.slice(before).find((m) => m.to === s.seller.user.email)!.text).toContain(
      "will now go to your bank account ending",
    );
  });

  it("the seller may move a due payout only to a verified account of their own, never someone else's", async () => {
    const s = await kit.duePayout();
    const other = await kit.duePayout();
    const own = await addAccount(s.seller.token, "Seller", "SELLER");
    const move = (token: string, payoutId: string, bankAccountId: string) =>
      kit.req("PUT", `/api/payouts/${payoutId}/bank-account`, token, { bankAccountId });

    expect((await move(s.seller.token, s.payout.id, other.seller.bankId)).statusCode).toBe(409);
    expect((await move(other.seller.token, s.payout.id, other.seller.bankId)).statusCode).toBe(404);
    expect((await move(s.seller.token, s.payout.id, "not-an-id")).statusCode).toBe(400);
    expect(await movesOf(s.payout.id)).toEqual([]);

    const ok = await move(s.seller.token, s.payout.id, own);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toMatch(/^This payout will go to your bank account ending \d{4}$/);
    expect((await kit.payoutRow(s.payout.id)).bankAccountId).toBe(own);
    expect(await movesOf(s.payout.id)).toHaveLength(1);
    // The same move replayed, ten at once: each answers as the first did, and nothing moves or is recorded again.
    const replays = await Promise.all(Array.from({ length: 10 }, () => move(s.seller.token, s.payout.id, own)));
    expect(replays.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await kit.payoutRow(s.payout.id)).bankAccountId).toBe(own);
    expect(await movesOf(s.payout.id)).toHaveLength(1);

    // Once with the provider it stays where it is.
    await sendPayouts(kit.deps());
    const sent = await move(s.seller.token, s.payout.id, s.seller.bankId);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe("Only a payout that has not been sent yet can go to another account");
  });
});
