import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { bankAccountValidations } from "../../db/schema/payout-provider";
import { payoutsEnv } from "../../test/payouts-kit";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Every line the app logs at trace level, to show no account number reaches a log. */
const logged: string[] = [];
const write = process.stdout.write.bind(process.stdout);
beforeAll(async () => {
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    logged.push(String(chunk));
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  t = await createTestApp(payoutsEnv, { logLevel: "trace" });
});
afterAll(async () => {
  process.stdout.write = write;
  await t.close();
});
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);

const NUMBER = "50100987654321";
const account = (holder: string, number = NUMBER) => ({
  accountHolderName: holder,
  accountNumber: number,
  confirmAccountNumber: number,
  ifscCode: "HDFC0001234",
  bankName: "HDFC Bank",
  accountType: "savings",
});
const validationOf = async (accountId: string) =>
  (await t.db.select().from(bankAccountValidations).where(eq(bankAccountValidations.bankAccountId, accountId))).at(-1)!;
const decide = (id: string, outcome: string, registeredName?: string) =>
  t.app.inject({
    method: "POST",
    url: `/sandbox/payouts/control/validations/${id}`,
    payload: { outcome, ...(registeredName ? { registered_name: registeredName } : {}) },
  });
const accountsOf = async (token: string, userId: string) =>
  (await req("GET", `/api/bank-accounts/${userId}`, token)).json() as {
    id: string;
    verificationStatus: string;
    verificationNote: string | null;
    isVerified: boolean;
  }[];

let numbers = 0;
/** A seller named `sellerName` adds an account typed as held by `holder`; each add a number of its own. */
async function added(holder: string, sellerName = holder, number = `501009876${String(50000 + (numbers += 1))}`) {
  const seller = await testAccount(t.db, { label: sellerName });
  const res = await req("POST", "/api/bank-accounts", seller.token, account(holder, number));
  expect(res.statusCode, res.body).toBe(201);
  return { seller, id: res.json().id as string, answer: res.json() };
}

describe("bank accounts verified by a penny drop (sandbox)", () => {
  it("an added account shows Verifying..., then verified when the bank's name is the seller's own, with initials", async () => {
    const { seller, id, answer } = await added("Anil Kumar Sharma", "Anil Kumar Sharma", NUMBER);
    expect(answer).toMatchObject({ verificationStatus: "verifying", isVerified: false, accountNumber: "XXXXXX4321" });
    const v = await validationOf(id);
    expect(v.providerValidationId).toMatch(/^fav_/);
    expect((await decide(v.providerValidationId!, "active", "A K SHARMA")).statusCode).toBe(200);
    const [mine] = (await accountsOf(seller.token, seller.user.id)).filter((a) => a.id === id);
    expect(mine).toMatchObject({ verificationStatus: "verified", isVerified: true });
    // A second verdict (a redelivered webhook, a late poll) changes nothing.
    expect((await decide(v.providerValidationId!, "invalid")).statusCode).toBe(200);
    expect((await accountsOf(seller.token, seller.user.id)).find((a) => a.id === id)!.isVerified).toBe(true);
  });

  it("a stranger's account is never verified by its typed holder name: it needs an admin's review", async () => {
    // The seller types the stranger's name as the holder, and the bank confirms the stranger holds it.
    const stranger = await added("Sunil Verma", "Payee");
    await decide((await validationOf(stranger.id)).providerValidationId!, "active", "SUNIL VERMA");
    const mine = (await accountsOf(stranger.seller.token, stranger.seller.user.id)).find((a) => a.id === stranger.id);
    expect(mine).toMatchObject({ verificationStatus: "needs_review", isVerified: false });
    // The seller's own name, in the bank's spelling and order, is verified whatever holder name was typed.
    const own = await added("Meenakshi", "Meera Iyer");
    await decide((await validationOf(own.id)).providerValidationId!, "active", "IYER MEERA");
    expect((await accountsOf(own.seller.token, own.seller.user.id)).find((a) => a.id === own.id)).toMatchObject({
      verificationStatus: "verified",
      isVerified: true,
    });
  });

  it("needs review: the admin sees both names and approves or rejects, audit-logged; a rejected one is not retried", async () => {
    const admin = await testAccount(t.db, { role: "admin", label: "Boss" });
    const reviewed = async () => {
      const other = await added("Meera Iyer", "Payee");
      await decide((await validationOf(other.id)).providerValidationId!, "active", "SUNIL VERMA");
      return other;
    };
    const approved = await reviewed();
    const users = (await req("GET", `/api/admin/users?q=${approved.seller.user.username}`, admin.token)).json();
    expect(users[0].bankAccounts.find((a: { id: string }) => a.id === approved.id)).toMatchObject({
      accountHolderName: "Meera Iyer",
      registeredName: "SUNIL VERMA",
      verificationStatus: "needs_review",
    });
    expect((await req("PUT", `/api/admin/bank-accounts/${approved.id}/verify`, admin.token)).statusCode).toBe(200);

    const rejected = await reviewed();
    const no = await req("PUT", `/api/admin/bank-accounts/${rejected.id}/reject`, admin.token);
    expect(no.statusCode, no.body).toBe(200);
    expect(
      (await accountsOf(rejected.seller.token, rejected.seller.user.id)).find((a) => a.id === rejected.id),
    ).toMatchObject({ verificationStatus: "rejected", isVerified: false });
    const again = await req("PUT", `/api/admin/bank-accounts/${rejected.id}/reject`, admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only an account that needs review can be rejected");
    const retry = await req("POST", `/api/bank-accounts/${rejected.id}/verify`, rejected.seller.token);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toContain("add an account held in your own name");
    expect((await req("PUT", `/api/admin/bank-accounts/${rejected.id}/reject`, rejected.seller.token)).statusCode).toBe(
      403,
    );
    const log = await t.db
      .select()
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.entityId, [approved.id, rejected.id]));
    expect(log.map((r) => [r.entityId, r.action, r.adminId]).sort()).toEqual(
      [
        [approved.id, "verify_bank_account", admin.user.id],
        [rejected.id, "reject_bank_account", admin.user.id],
      ].sort(),
    );
  });

  it("invalid: Could not verify with our reason", async () => {
    const bad = await added("Ravi Das");
    await decide((await validationOf(bad.id)).providerValidationId!, "invalid");
    expect((await accountsOf(bad.seller.token, bad.seller.user.id)).find((a) => a.id === bad.id)).toMatchObject({
      verificationStatus: "failed",
      verificationNote: "the bank says this account number or IFSC is invalid",
    });
  });

  it("the seller retries after a failure at most 3 times a day, even 20 at once", async () => {
    const { seller, id } = await added("Kavya Nair");
    await decide((await validationOf(id)).providerValidationId!, "failed");
    const retry = () => req("POST", `/api/bank-accounts/${id}/verify`, seller.token);
    // Each retry that starts a penny drop fails again, so the next may retry.
    let accepted = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, retry));
    for (const a of answers) expect([200, 409, 429]).toContain(a.statusCode);
    accepted += answers.filter((a) => a.statusCode === 200).length;
    expect(accepted).toBe(1);
    for (let i = 0; i < 5; i += 1) {
      await decide((await validationOf(id)).providerValidationId!, "failed");
      const again = await retry();
      if (again.statusCode === 200) accepted += 1;
      else expect(again.json().message).toContain("at most 3 times a day");
    }
    expect(accepted).toBe(3);
    const other = await testAccount(t.db, { label: "Nosy" });
    expect((await req("POST", `/api/bank-accounts/${id}/verify`, other.token)).statusCode).toBe(404);
  });

  it("never writes an account number to the log", () => {
    expect(logged.length).toBeGreaterThan(20);
    expect(logged.join("\n")).not.toContain(NUMBER);
  });
});
