import { describe, expect, it } from "vitest";
import { eslintForSnippets } from "./lint-test-kit";

/** Domain modules offer services, not repositories (docs/architecture.md#server): the lint rule must fire. */
describe("house/no-repo-exports lint rule", () => {
  const eslint = eslintForSnippets();
  const lint = (filePath: string, code: string) =>
    eslint.lintText(code, { filePath }).then((r) => r[0]!.messages.filter((m) => m.ruleId === "house/no-repo-exports"));

  it("refuses a module's index.ts naming anything of a repo file, or a namespace named like a repo", async () => {
    expect(
      await lint("server/modules/coupons/index.ts", 'export { listCoupons } from "./coupons-admin-repo";\n'),
    ).toHaveLength(1);
    expect(
      await lint("server/modules/coupons/index.ts", 'export type { CouponRow } from "./coupons-repo";\n'),
    ).toHaveLength(1);
    expect(
      await lint("server/modules/payments/index.ts", 'export * as paymentsRepo from "./payments-repo";\n'),
    ).toHaveLength(1);
    expect(
      await lint("server/modules/payments/index.ts", 'export * as paymentsRepo from "./payments";\n'),
    ).toHaveLength(1);
    expect(await lint("server/modules/users/index.ts", 'export * from "./users-repo";\n')).toHaveLength(1);
    expect(
      await lint(
        "server/modules/users/index.ts",
        'import { findAdmins } from "./users-repo";\nexport { findAdmins };\n',
      ),
    ).toHaveLength(1);
  });

  it("allows services and types of other files, and repos inside the module", async () => {
    const surface =
      'export { adminContacts, isAdmin } from "./admins";\nexport * as paymentRecords from "./payment-records";\nexport type { PaymentRow } from "./gateway";\n';
    expect(await lint("server/modules/users/index.ts", surface)).toEqual([]);
    expect(await lint("server/modules/users/admins.ts", 'export { findAdmins } from "./users-repo";\n')).toEqual([]);
  });

  it("exempts no module: the workflows' domain modules offer services too", async () => {
    const code = 'export { insertPayout } from "./payouts-repo";\n';
    expect(await lint("server/modules/payouts/index.ts", code)).toHaveLength(1);
    expect(await lint("server/modules/wishlist/index.ts", code)).toHaveLength(1);
  });
});
