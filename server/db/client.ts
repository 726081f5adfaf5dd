import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectPath } from "../lib/paths";
import * as schema from "./schema/index";

const migrationsFolder = projectPath("server/db/migrations");

/**
 * Typo tolerance for search: pg_trgm's default word-similarity threshold (0.6) misses one-letter slips in
 * short words ("samsng" vs "Samsung" scores 0.57). Set per connection so the `<%` operator keeps its index.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** Both drivers expose the same query API; the node-postgres type stands for either. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given; otherwise the embedded PGlite at `embeddedPath` ("memory://" for tests). */
export function openDatabase(options: { url?: string; embeddedPath: string; onIdleError?: (err: Error) => void }): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}` });
    // A restart or failover of the server kills idle connections; without a listener that error would end the
    // process. The pool drops the dead client and the next query opens a fresh one.
    pool.on("error", (err) => options.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  if (!options.embeddedPath.startsWith("memory://")) mkdirSync(options.embeddedPath, { recursive: true });
  const client = new PGlite(options.embeddedPath, { extensions: { pg_trgm, unaccent, citext } });
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    // One embedded connection: the setting is made once, before anything else runs on it.
    migrate: async () => {
      await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
      await migratePglite(db, { migrationsFolder });
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
