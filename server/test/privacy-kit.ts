import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { hashPassword } from "../lib/passwords";

export const PASSWORD = "mango-lassi-42";

/**
 * The records the law makes Dobara keep after an erasure (decision 0047): they may still carry the person's name and
 * address as the order had them. `invoices` arrives with the GST work; the sandboxes are other companies' books.
 */
export const RETAINED_TABLES = new Set([
  "orders",
  "payments",
  "refunds",
  "shipments",
  "shipment_scans",
  "ledger_entries",
  "payouts",
  "tax_invoices",
  "seller_tax_ids",
  "seller_year_sales",
]);

/** Gives a test account a real password and a name and number nobody else in the database has. */
export async function personalise(db: Db, userId: string, tag: string) {
  const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const [row] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(PASSWORD),
      fullName: `Zorawar Khanna ${tag}`,
      email: `zorawar.${tag}@example.in`,
      mobile,
      mobileVerified: true,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Every text-like column of every table of ours (not the sandboxes', not the migrations' own) that holds `needle`. */
export async function whereFound(db: Db, needles: string[]) {
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name NOT LIKE 'sandbox\\_%'
      AND data_type IN ('text', 'character varying', 'USER-DEFINED', 'jsonb', 'json', 'ARRAY')
      AND udt_name <> 'tsvector'`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const needle of needles) {
      const hit = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ILIKE ${`%${needle}%`}`,
      );
      if (hit.rows[0]!.n > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}
