import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, customType, numeric, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Column builders and CHECK helpers shared by the schema files. Column names come from the TS keys
 * (camelCase) through drizzle's `casing: "snake_case"`, which drizzle.config.ts and the drizzle() client
 * must both set.
 */

export const id = () => uuid().primaryKey().defaultRandom();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Set by drizzle on every update it issues; raw SQL updates must set it themselves. */
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Rupees as numeric(12,2), read back as a JS number on both drivers (node-postgres hands numeric over as
 * a string, PGlite as a number; drizzle's "number" mode normalises both). docs/product.md#money: amounts are whole
 * rupees, computed in integer paise server-side.
 */
export const money = () => numeric({ precision: 12, scale: 2, mode: "number" });

/** Case-insensitive text (extension created by the first migration): equality and unique ignore case. */
export const citext = customType<{ data: string }>({
  dataType: () => "citext",
});

/** Filled by a GENERATED column; never written by the application. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `column IN ('a', 'b')` with the values inlined, as a CHECK constraint needs (no bind parameters). */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} IN (${sql.raw(values.map(quote).join(", "))})`;

/** Whole rupees: docs/product.md#money. */
export const isWholeRupees = (column: AnyPgColumn): SQL => sql`${column} = trunc(${column})`;
