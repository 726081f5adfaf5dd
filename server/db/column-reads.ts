import { Column, fillPlaceholders } from "drizzle-orm";

/**
 * Makes a statement (prepared under `name` where the driver keeps prepared statements) that answers its rows as
 * arrays, with dates, times and intervals left as PostgreSQL's text, as drizzle's own drivers ask for them: the
 * columns' decoders turn them into values.
 */
export type ArrayQuery = (name: string, text: string) => (params: unknown[]) => Promise<unknown[][]>;

// Keyed by the database object itself (client.ts imports this file, so it cannot name client.ts's Db type).
const arrayQueries = new WeakMap<object, ArrayQuery>();

/** client.ts registers how each database it opens runs an ArrayQuery (not a transaction: those have none). */
export function registerArrayQuery(db: object, query: ArrayQuery) {
  arrayQueries.set(db, query);
}

/** What a drizzle select offers: its SQL with the placeholders unfilled, and its own prepared statement. */
interface SelectQuery {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/**
 * A prepared select of plain table columns (`columns` is the record the query selects, in that order), for the
 * busiest reads: browsing and the product page. drizzle's prepared statement decodes every row through its general
 * mapper (per field an iterator, type checks, a walk down the field's path), which was the largest cost of a browse
 * request above a bare node:http + pg server (docs/product.md#speed-budgets). Here each column's own decoder is applied straight away:
 * the same values, typed the same. On a transaction, which has no ArrayQuery, drizzle's statement runs.
 */
export function prepareColumnsRead<Row>(
  db: object,
  name: string,
  columns: Record<string, Column>,
  query: SelectQuery,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const run = arrayQueries.get(db);
  if (!run) {
    const statement = query.prepare(name);
    return (values) => statement.execute(values) as Promise<Row[]>;
  }
  const { sql: text, params } = query.toSQL();
  const execute = run(name, text);
  const keys = Object.keys(columns);
  // Most columns (text, uuid, boolean) keep drizzle's identity decoder: calling it for each cell of each row cost
  // more than the few real decoders (numeric, jsonb, timestamps) together, so only those are called.
  const decoders = Object.values(columns).map((column) =>
    column.mapFromDriverValue === Column.prototype.mapFromDriverValue ? undefined : column,
  );
  const decode = (raw: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = raw[i];
      const decoder = decoders[i];
      row[keys[i]!] = value === null || !decoder ? value : decoder.mapFromDriverValue(value);
    }
    return row as Row;
  };
  return async (values) => (await execute(fillPlaceholders(params, values))).map(decode);
}
