import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { bankAccountValidations } from "../../db/schema/payout-provider";
import { sandboxPayoutObjects } from "../../sandboxes/payouts/schema";
import { payoutsEnv } from "../../test/payouts-kit";
import { slowPglite } from "../../test/slow-pglite";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";

/**
 * Rule: a penny drop costs money per call. At most 5 are paid for one seller and 4 for one account number in any
 * 24 hours, counted in the database under locks (so across instances and concurrent requests); the bank's answer for
 * the same number and IFSC from the last 30 days is reused; a seller keeps at most 5 live accounts and cannot add
 * the same one twice. On PGlite every query waits a little so concurrent requests interleave; PostgreSQL
 * (TEST_DATABASE_URL) runs them on separate connections.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp(payoutsEnv, {}, { wrapEmbedded: slowPglite });
});
afterAll(() => t.close());
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

/** What the provider charged for: every validation the sandbox was asked for on the number (it keeps the last 4). */
async function paidFor(number: string) {
  const rows = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sandboxPayoutObjects)
    .where(
      and(
        eq(sandboxPayoutObjects.kind, "fund_account.validation"),
        sql`${sandboxPayoutObjects.entity} -> 'fund_account' -> 'bank_account' ->> 'account_number' = ${`XXXXXXX${number.slice(-4)}`}`,
      ),
    );
  return Number(rows[0]!.n);
}
const add = (token: string, number: string, holder = "Kiran Rao", ifscCode = "UTIB0001234") =>
  req("POST", "/api/bank-accounts", token, {
    accountHolderName: holder,
    accountNumber: number,
    confirmAccountNumber: number,
    ifscCode,
    bankName: "Axis Bank",
  });
const decide = (id: string, outcome: string, registeredName?: string) =>
  t.app.inject({
    method: "POST",
    url: `/sandbox/payouts/control/validations/${id}`,
    payload: { outcome, ...(registeredName ? { registered_name: registeredName } : {}) },
  });
const validationOf = async (accountId: string) =>
  (await t.db.select().from(bankAccountValidations).where(eq(bankAccountValidations.bankAccountId, accountId)))[0]!;
const accountRow = async (id: string) => (await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0]!;

describe("penny drops are limited and reused", () => {
  it("one seller adding one number 20 times at once: one account, one penny drop, the rest refused with words", async () => {
    const seller = await testAccount(t.db, { label: "Kiran Rao" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(seller.token, "701001234500")));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe("You have already added this bank account");
    }
    expect(await paidFor("701001234500")).toBe(1);
  });

  it("one seller adding 12 numbers at once keeps at most 5 live accounts", async () => {
    const seller = await testAccount(t.db, { label: "Kiran Rao" });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add(seller.token, `70100300${1000 + i}`)));
    // testAccount made the first live account: four more fit.
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(8);
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.userId, seller.user.id))).toHaveLength(5);
  });

  it("20 sellers adding one number at once: at most 4 penny drops paid; the others are told to try tomorrow", async () => {
    const sellers = await Promise.all(Array.from({ length: 20 }, () => testAccount(t.db, { label: "Crowd" })));
    const answers = await Promise.all(sellers.map((s) => add(s.token, "701001234501")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(await paidFor("701001234501")).toBe(4);
    const notes = answers.map((a) => a.json().verificationNote as string | null);
    expect(
      notes.filter((n) => n === "this account number has been checked too often today; please try again tomorrow"),
    ).toHaveLength(16);
  });

  it("a recent answer for the same number and IFSC is reused, judged against each seller's own name", async () => {
    const first = await testAccount(t.db, { label: "Kiran Rao" });
    const added = await add(first.token, "701001234502");
    await decide((await validationOf(added.json().id)).providerValidationId!, "active", "KIRAN RAO");
    expect(await accountRow(added.json().id)).toMatchObject({ verificationStatus: "verified" });
    // Someone else adds Kiran's number: no new penny drop, and it is not theirs.
    const other = await testAccount(t.db, { label: "Mallory" });
    const again = await add(other.token, "701001234502", "Kiran Rao");
    expect(again.json()).toMatchObject({ verificationStatus: "needs_review", isVerified: false });
    // Another IFSC is another account: that one is asked.
    await add(other.token, "701001234502", "Kiran Rao", "HDFC0001234");
    expect(await paidFor("701001234502")).toBe(2);
  });

  it("an invalid answer is reused on a re-add; a seller pays for at most 5 a day; a sixth live account is refused", async () => {
    const seller = await testAccount(t.db, { label: "Asha Menon" });
    // testAccount made one live account; four more reach the cap of 5.
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await add(seller.token, `70100200000${i}`, "Asha Menon")).json().id);
    const sixth = await add(seller.token, "701002000009", "Asha Menon");
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(
      "You can keep at most 5 bank accounts; one that failed or was rejected does not count",
    );
    // A failed one no longer counts: the seller can add another, and re-adding the failed number pays nothing.
    await decide((await validationOf(ids[0]!)).providerValidationId!, "invalid");
    const readd = await add(seller.token, "701002000000", "Asha Menon");
    expect(readd.json()).toMatchObject({ verificationStatus: "failed" });
    expect(await paidFor("701002000000")).toBe(1);
    // Five paid today (four adds and one more new number); with another failed there is room under the cap, but
    // the next penny drop is not paid: the daily limit speaks.
    await add(seller.token, "701002000005", "Asha Menon");
    await decide((await validationOf(ids[1]!)).providerValidationId!, "invalid");
    const over = await add(seller.token, "701002000006", "Asha Menon");
    expect(over.statusCode).toBe(201);
    expect(over.json().verificationNote).toBe(
      "we check at most 5 bank accounts a day for a seller; please try again tomorrow",
    );
    expect(await paidFor("701002000006")).toBe(0);
    const retry = await req("POST", `/api/bank-accounts/${over.json().id}/verify`, seller.token);
    expect(retry.statusCode).toBe(429);
    expect(retry.json().message).toContain("at most 5 bank accounts a day");
  });
});
