import { eslintForSnippets } from "./lint-test-kit";
import { describe, expect, it } from "vitest";

/** The lint rule that keeps server modules behind their public surfaces must actually fire. */
describe("house/module-boundaries lint rule", () => {
  const eslint = eslintForSnippets();
  const lint = (filePath: string, code: string) =>
    eslint
      .lintText(code, { filePath })
      .then((r) => r[0]!.messages.filter((m) => m.ruleId === "house/module-boundaries"));

  it("refuses a module importing another module's repo, view or service directly", async () => {
    expect(
      await lint(
        "server/modules/admin/admin-products-service.ts",
        'import { lockProduct } from "../catalog/products-repo";\nexport const y = lockProduct;\n',
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        "server/modules/admin/admin-products-service.ts",
        'import type { ListingFiles } from "../catalog/listing-files";\nexport type Y = ListingFiles;\n',
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        "server/modules/wishlist/wishlist-service.ts",
        'export { getProduct } from "../../modules/catalog/catalog-service";\n',
      ),
    ).toHaveLength(1);
  });

  it("allows the other module's public surface, own files, lib and db", async () => {
    const code =
      'import { getProduct } from "../catalog";\nimport { notify } from "../notifications/index";\nimport { lockProduct } from "./products-repo";\nimport { conflict } from "../../lib/errors";\nimport type { Db } from "../../db/client";\nexport const y = [getProduct, notify, lockProduct, conflict];\nexport type D = Db;\n';
    expect(await lint("server/modules/admin/admin-products-service.ts", code)).toEqual([]);
  });

  it("lets tests and test kits reach into another module for their data", async () => {
    expect(
      await lint(
        "server/modules/bank-accounts/bank-accounts-routes.test.ts",
        'import { insertUser } from "../users/users-repo";\nexport const y = insertUser;\n',
      ),
    ).toEqual([]);
  });
});

/** The server's one-way-per-idiom rules (eslint.config.js) must fire where they apply. */
describe("server idiom lint rules", () => {
  const eslint = eslintForSnippets();
  const restricted = (filePath: string, code: string) =>
    eslint.lintText(code, { filePath }).then((r) => r[0]!.messages.filter((m) => m.ruleId === "no-restricted-syntax"));

  it("refuses a repo opening a transaction, a cast to Db and a SQLSTATE written out", async () => {
    const open =
      'import type { Db } from "../../db/client";\nexport const f = (db: Db) => db.transaction(async (tx) => tx);\n';
    expect(await restricted("server/modules/catalog/products-repo.ts", open)).toHaveLength(1);
    expect(await restricted("server/modules/catalog/catalog-service.ts", open)).toEqual([]);
    const cast = 'import type { Db } from "../../db/client";\nexport const f = (tx: unknown) => tx as unknown as Db;\n';
    expect(await restricted("server/modules/catalog/catalog-service.ts", cast)).toHaveLength(1);
    const code = 'export const f = (e: { code?: string }) => e.code === "23503";\n';
    expect(await restricted("server/modules/admin/admin-products-service.ts", code)).toHaveLength(1);
  });

  it("refuses telling or finding admins any way but the users module's isAdmin and adminContacts", async () => {
    const told = 'export const f = (u: { role: string }) => u.role === "admin";\n';
    expect(await restricted("server/modules/orders/orders-service.ts", told)).toHaveLength(1);
    const chained = 'export const f = (u?: { role: string }) => u?.role !== "admin";\n';
    expect(await restricted("server/modules/offers/offers-service.ts", chained)).toHaveLength(1);
    const found =
      'import { eq } from "drizzle-orm";\nimport { users } from "../../db/schema/users";\nexport const w = eq(users.role, "admin");\n';
    expect(await restricted("server/modules/reports/reports-repo.ts", found)).toHaveLength(1);
    const asked = 'import { isAdmin } from "../users";\nexport const f = (u: { role: "admin" }) => isAdmin(u);\n';
    expect(await restricted("server/modules/orders/orders-service.ts", asked)).toEqual([]);
  });
});
