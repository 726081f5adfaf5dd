import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { projectPath } from "../lib/paths";
import { SANDBOX_MIGRATIONS } from "../sandboxes";
import { createScratchDatabase } from "../test/scratch-database";
import { openDatabase, type Database } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;
const shipped = (
  JSON.parse(readFileSync(projectPath("server/db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

// Only PostgreSQL is shared by several processes; the embedded database has one (decision 0009).
describe.skipIf(!serverUrl)("migrations when several instances start together on one PostgreSQL", () => {
  const opened: Database[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const drop of drops) await drop();
  });

  it("three migrators at once on a fresh database: every migration applied once, all three succeed", async () => {
    const scratch = await createScratchDatabase(serverUrl!, "dobara_migrate");
    drops.push(scratch.drop);
    const three = [0, 1, 2].map(() => openDatabase({ url: scratch.url, embeddedPath: "" }));
    opened.push(...three);
    expect(await three[0]!.migrationsApplied()).toBe(false);

    await Promise.all(three.map((database) => database.migrate()));

    const { rows } = await three[0]!.db.execute<{ n: number; hashes: number }>(
      sql`select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]).toEqual({ n: shipped, hashes: shipped });
    for (const database of three) expect(await database.migrationsApplied()).toBe(true);
    // Started again later (a rolling restart): nothing to do, nothing applied twice.
    await three[1]!.migrate();
    const again = await three[0]!.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(again.rows[0]!.n).toBe(shipped);
  });
});

describe("migrations on the embedded database", () => {
  it("reports pending before and applied after", async () => {
    const database = openDatabase({ embeddedPath: "memory://" });
    try {
      expect(await database.migrationsApplied()).toBe(false);
      await database.migrate();
      expect(await database.migrationsApplied()).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("makes no sandbox table: the sandboxes' own migrations, recorded apart, make theirs where a sandbox runs", async () => {
    const database = openDatabase({ embeddedPath: "memory://" });
    const sandboxTables = async () =>
      (
        await database.db.execute<{ name: string }>(
          sql`select table_name as name from information_schema.tables where table_name like 'sandbox\_%' order by 1`,
        )
      ).rows.map((row) => row.name);
    try {
      await database.migrate();
      expect(await sandboxTables()).toEqual([]);
      await database.migrate(SANDBOX_MIGRATIONS);
      expect(await sandboxTables()).toEqual([
        "sandbox_courier_orders",
        "sandbox_courier_pickups",
        "sandbox_payout_objects",
        "sandbox_refunds",
        "sandbox_transactions",
      ]);
      const { rows } = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]!.n).toBe(shipped);
      expect(await database.migrationsApplied()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
