import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { createTestApp } from "../../test/test-app";
import { startSession } from "../auth/session-service";
import { insertUser } from "../users/users-repo";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") });
});
afterAll(() => t.close());

let n = 0;
async function person(role: "seller" | "admin" = "seller") {
  n += 1;
  const user = await insertUser(t.db, {
    fullName: `Bank Person ${n}`,
    username: `bank_${n}`,
    mobile: `96${String(10000000 + n)}`,
    email: `bank${n}@example.in`,
    passwordHash: "x",
    role,
    isVerified: true,
  });
  return { user, token: await startSession(t.db, user.id, {}) };
}
const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const account = (extra: Record<string, unknown> = {}) => ({
  accountHolderName: "Meera Iyer",
  accountNumber: "50100123456789",
  confirmAccountNumber: "50100123456789",
  ifscCode: "hdfc0001234",
  bankName: "HDFC Bank",
  accountType: "savings",
  ...extra,
});

describe("bank accounts", () => {
  it("stores the number encrypted, shows it masked, makes the first account primary", async () => {
    const me = await person();
    const res = await call("POST", "/api/bank-accounts", me.token, account({ userId: me.user.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      accountNumber: "XXXXXX6789",
      ifscCode: "HDFC0001234",
      isPrimary: true,
      message: "Bank account added successfully!",
    });
    expect(res.body).not.toContain("50100123456789");
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.user.id));
    expect(row!.accountNumberEncrypted).not.toContain("50100123456789");
    expect(row!.accountNumberEncrypted.startsWith("v1.")).toBe(true);
  });

  it("keeps exactly one primary through Set Primary", async () => {
    const me = await person();
    const first = (await call("POST", "/api/bank-accounts", me.token, account())).json();
    const second = (
      await call(
        "POST",
        "/api/bank-accounts",
        me.token,
        account({
          accountNumber: "123456789012",
          confirmAccountNumber: "123456789012",
          bankName: "State Bank of India",
          ifscCode: "SBIN0001234",
        }),
      )
    ).json();
    expect(second.isPrimary).toBe(false);
    expect((await call("PUT", `/api/bank-accounts/${second.id}/set-primary`, me.token)).json().isPrimary).toBe(true);
    const list = (await call("GET", `/api/bank-accounts/${me.user.id}`, me.token)).json();
    expect(list.map((a: { id: string; isPrimary: boolean }) => [a.id, a.isPrimary])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it("leaves exactly one primary when Set Primary and adds race each other", async () => {
    const me = await person();
    // Two first adds at once: one becomes primary, neither fails.
    const firsts = await Promise.all(
      [1, 2].map((i) =>
        call(
          "POST",
          "/api/bank-accounts",
          me.token,
          account({ accountNumber: `5010012345678${i}`, confirmAccountNumber: `5010012345678${i}` }),
        ),
      ),
    );
    expect(firsts.map((r) => r.statusCode)).toEqual([201, 201]);
    const more = await Promise.all(
      [3, 4].map((i) =>
        call(
          "POST",
          "/api/bank-accounts",
          me.token,
          account({ accountNumber: `5010012345678${i}`, confirmAccountNumber: `5010012345678${i}` }),
        ),
      ),
    );
    const ids = [...firsts, ...more].map((r) => r.json().id as string);

    const racers = await Promise.all([
      ...ids.map((id) => call("PUT", `/api/bank-accounts/${id}/set-primary`, me.token)),
      call(
        "POST",
        "/api/bank-accounts",
        me.token,
        account({ accountNumber: "501001234567866", confirmAccountNumber: "501001234567866", isPrimary: true }),
      ),
      ...ids.map((id) => call("PUT", `/api/bank-accounts/${id}/set-primary`, me.token)),
    ]);
    expect(racers.map((r) => r.statusCode).filter((s) => s >= 300)).toEqual([]);
    const rows = await t.db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.user.id));
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.isPrimary)).toHaveLength(1);
  });

  it("guards other people's accounts", async () => {
    const owner = await person();
    const other = await person();
    const admin = await person("admin");
    const mine = (await call("POST", "/api/bank-accounts", owner.token, account())).json();
    expect((await call("GET", `/api/bank-accounts/${owner.user.id}`, other.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/bank-accounts/${owner.user.id}`, admin.token)).statusCode).toBe(200);
    expect((await call("GET", `/api/bank-accounts/${owner.user.id}`)).statusCode).toBe(401);
    expect((await call("PUT", `/api/bank-accounts/${mine.id}/set-primary`, other.token)).statusCode).toBe(404);
    expect((await call("POST", "/api/bank-accounts", other.token, account({ userId: owner.user.id }))).statusCode).toBe(
      403,
    );
  });

  it.each([
    ["mismatched confirmation", { confirmAccountNumber: "50100123456780" }, "Account numbers do not match"],
    ["short IFSC", { ifscCode: "HDFC001" }, "IFSC code must be 11 characters"],
    ["malformed IFSC", { ifscCode: "HDFC1001234" }, "IFSC code looks wrong"],
    [
      "letters in the number",
      { accountNumber: "ABC123", confirmAccountNumber: "ABC123" },
      "Account number must be 9 to 18 digits",
    ],
    ["no holder", { accountHolderName: "  " }, "Account holder name is required"],
    ["unknown type", { accountType: "fixed" }, "Account type must be savings or current"],
  ])("refuses %s and stores nothing", async (_name, extra, message) => {
    const me = await person();
    const res = await call("POST", "/api/bank-accounts", me.token, account(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.user.id))).toHaveLength(0);
  });
});
