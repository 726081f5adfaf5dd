import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { bankAccounts } from "../../db/schema/bank-accounts";
import { createTestApp } from "../../test/test-app";
import { almirahListing, requester, testAccount } from "../../test/test-people";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64") });
});
afterAll(() => t.close());

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const account = (role: "buyer" | "seller" | "admin" = "seller", label = "Users Tab") =>
  testAccount(t.db, { role, label });

type Row = { id: string; username: string; bankAccounts: { id: string; accountNumber: string; isVerified: boolean }[] };

describe("GET /api/admin/users", () => {
  it("finds people by username, name, e-mail or mobile, with bank accounts masked and no secrets", async () => {
    const a = await account("admin");
    const seller = await account("seller", "Meera Iyer");
    const added = await req("POST", "/api/bank-accounts", seller.token, {
      accountHolderName: "Meera Iyer",
      accountNumber: "50100123456789",
      ifscCode: "HDFC0001234",
      bankName: "HDFC Bank",
    });
    expect(added.statusCode).toBe(201);

    for (const q of [
      seller.user.username,
      "meera IYER",
      seller.user.email.toUpperCase(),
      seller.user.mobile.slice(2),
    ]) {
      const res = await req("GET", `/api/admin/users?q=${encodeURIComponent(q)}`, a.token);
      expect(res.statusCode, q).toBe(200);
      const rows = res.json() as Row[];
      expect(
        rows.map((r) => r.id),
        q,
      ).toContain(seller.user.id);
    }
    const res = await req("GET", `/api/admin/users?q=${seller.user.username}`, a.token);
    const [row] = res.json() as Row[];
    expect(row).toMatchObject({ fullName: seller.user.fullName, role: "seller", isVerified: true });
    expect(row!.bankAccounts.map((b) => b.accountNumber).sort()).toEqual(["XXXXXX1234", "XXXXXX6789"]);
    expect(res.body).not.toContain("50100123456789");
    expect(res.body).not.toMatch(/passwordHash|accountNumberEncrypted|v1\./);
  });

  it("treats % and _ as letters, pages newest first, and refuses a huge or malformed query", async () => {
    const a = await account("admin");
    expect((await req("GET", "/api/admin/users?q=%25", a.token)).json()).toEqual([]);
    const one = (await req("GET", "/api/admin/users?limit=1", a.token)).json() as Row[];
    const two = (await req("GET", "/api/admin/users?limit=1&offset=1", a.token)).json() as Row[];
    expect(one).toHaveLength(1);
    expect(two).toHaveLength(1);
    expect(one[0]!.id).not.toBe(two[0]!.id);
    for (const query of [`q=${"x".repeat(101)}`, "limit=0", "limit=500", "offset=-3", "limit=1.5"]) {
      const res = await req("GET", `/api/admin/users?${query}`, a.token);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });
});

describe("PUT /api/admin/bank-accounts/{id}/verify", () => {
  it("verifies once under 20 concurrent clicks, with one audit row that names no full number", async () => {
    const a = await account("admin");
    const seller = await account();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => req("PUT", `/api/admin/bank-accounts/${seller.bankId}/verify`, a.token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((r) => r.json().isVerified === true)).toBe(true);
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, seller.bankId));
    expect(row!.isVerified).toBe(true);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, seller.bankId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "verify_bank_account",
      entityType: "bank_account",
      adminId: a.user.id,
      details: { userId: seller.user.id, accountNumber: "XXXXXX1234" },
    });
  });

  it("shows the verification on the seller's own list and on the admin's Listings rows", async () => {
    const a = await account("admin");
    const seller = await account();
    const listing = (await req("POST", "/api/products", seller.token, almirahListing(seller.bankId))).json();
    const rowOf = async () =>
      ((await req("GET", "/api/admin/products-with-bank-accounts", a.token)).json() as { id: string }[]).find(
        (p) => p.id === listing.id,
      );
    expect(await rowOf()).toMatchObject({
      sellerName: seller.user.fullName,
      sellerUsername: seller.user.username,
      sellerMobile: seller.user.mobile,
      bankAccountId: seller.bankId,
      accountNumber: "XXXXXX1234",
      isBankVerified: false,
    });
    await req("PUT", `/api/admin/bank-accounts/${seller.bankId}/verify`, a.token);
    expect(await rowOf()).toMatchObject({ isBankVerified: true });
    const own = (await req("GET", `/api/bank-accounts/${seller.user.id}`, seller.token)).json();
    expect(own[0]).toMatchObject({ id: seller.bankId, isVerified: true });
  });

  it("answers 404 for an unknown account and 400 for a malformed id", async () => {
    const a = await account("admin");
    const missing = await req("PUT", "/api/admin/bank-accounts/00000000-0000-4000-8000-000000000000/verify", a.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Bank account not found");
    expect((await req("PUT", "/api/admin/bank-accounts/123/verify", a.token)).statusCode).toBe(400);
  });
});
