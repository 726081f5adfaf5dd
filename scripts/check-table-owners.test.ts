import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { eslintForSnippets } from "./lint-test-kit";

/** Each table is written by one module (docs/architecture.md#server): the lint rule that holds it must fire, and know every table. */
describe("house/table-owners lint rule", () => {
  const eslint = eslintForSnippets();
  const lint = (filePath: string, code: string) =>
    eslint.lintText(code, { filePath }).then((r) => r[0]!.messages.filter((m) => m.ruleId === "house/table-owners"));

  const writes = (table: string, schemaFile: string, call: string) =>
    `import type { Db } from "../../db/client";\nimport { ${table} } from "../../db/schema/${schemaFile}";\nexport const f = (db: Db) => db.${call}(${table});\n`;

  it("refuses a module inserting into, updating or deleting from another module's table", async () => {
    expect(await lint("server/modules/payments/payments-repo.ts", writes("orders", "orders", "insert"))).toHaveLength(
      1,
    );
    expect(await lint("server/modules/refunds/refunds-repo.ts", writes("payments", "payments", "update"))).toHaveLength(
      1,
    );
    expect(
      await lint("server/modules/admin/admin-coupons-repo.ts", writes("coupons", "coupons", "delete")),
    ).toHaveLength(1);
  });

  it("keeps the payouts table to the payouts module: orders makes a payout due through its public surface", async () => {
    expect(await lint("server/modules/orders/payouts-due.ts", writes("payouts", "payouts", "insert"))).toHaveLength(1);
    expect(await lint("server/modules/payouts/payouts-repo.ts", writes("payouts", "payouts", "update"))).toEqual([]);
  });

  it("allows the owner's writes, and anyone's reads and joins", async () => {
    expect(await lint("server/modules/orders/orders-repo.ts", writes("orders", "orders", "insert"))).toEqual([]);
    expect(
      await lint("server/modules/admin/admin-overview-repo.ts", writes("orders", "orders", "select().from")),
    ).toEqual([]);
  });

  it("lets tests write any table to set up their data", async () => {
    expect(await lint("server/modules/payments/payments.test.ts", writes("orders", "orders", "insert"))).toEqual([]);
  });

  it("names an owner for every schema file", () => {
    const owners = JSON.parse(
      readFileSync(new URL("../server/db/table-owners.json", import.meta.url), "utf8"),
    ) as object;
    const files = readdirSync(new URL("../server/db/schema/", import.meta.url))
      .filter((f) => f.endsWith(".ts") && !["index.ts", "columns.ts"].includes(f))
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(owners).sort()).toEqual(files);
  });
});
