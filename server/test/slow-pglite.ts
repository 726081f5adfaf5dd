import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database, Db } from "../db/client";
import * as schema from "../db/schema/index";

/**
 * PGlite answers within microtasks, so requests injected "at once" still run one after another and a race
 * never shows. This PGlite waits a few milliseconds before every query or transaction it is given, like a
 * round trip to a database server, so concurrent requests interleave between their queries. PostgreSQL
 * (TEST_DATABASE_URL) interleaves on its own. Pass it as createTestApp's `wrapEmbedded`.
 */
const QUERY_DELAY_MS = 3;
export function slowPglite(database: Database): Database {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const slowClient = new Proxy(client, {
    get(target, prop) {
      if (prop === "query" || prop === "transaction") {
        const method = (target[prop] as (...args: unknown[]) => Promise<unknown>).bind(target);
        return async (...args: unknown[]) => {
          await new Promise((resolve) => setTimeout(resolve, QUERY_DELAY_MS));
          return method(...args);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...database, db: drizzle({ client: slowClient, schema, casing: "snake_case" }) as unknown as Db };
}
