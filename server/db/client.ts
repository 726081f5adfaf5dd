import { mkdirSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql, type ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectPath } from "../lib/paths";
import { registerArrayQuery } from "./column-reads";
import { lockEmbeddedDatabase } from "./embedded-lock";
import * as schema from "./schema/index";

const migrationsFolder = projectPath("server/db/migrations");

/** When the newest migration this code ships was made: the database is up to date once it has applied that one. */
const newestMigration = (
  JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as { entries: { when: number }[] }
).entries.reduce((newest, entry) => Math.max(newest, entry.when), 0);

/** Several instances starting together on one PostgreSQL: one migrates, the others wait for it (see migrateOnce). */
const MIGRATION_LOCK = "dobara:migrations";

/**
 * Typo tolerance for search: pg_trgm's default word-similarity threshold (0.6) misses one-letter slips in
 * short words ("samsng" vs "Samsung" scores 0.57). Set per connection so the `<%` operator keeps its index.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * What repos run their queries on: the database or a transaction in it. Both drivers expose the same query API;
 * the node-postgres types stand for either. A transaction is a Db too, so a service hands its `tx` to any repo.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;
/**
 * An open transaction. Services open them (`db.transaction`), repos never do; a repo function that must run inside
 * one (it takes a row or advisory lock held until commit) asks for a Tx.
 */
export type Tx = PgTransaction<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/**
 * A folder of drizzle migrations and the table in the `drizzle` schema that records which were applied. The
 * production one by default; the sandboxes bring their own (server/sandboxes/index.ts), applied only where they run.
 */
export interface Migrations {
  folder: string;
  table: string;
}

const PRODUCTION_MIGRATIONS: Migrations = { folder: migrationsFolder, table: "__drizzle_migrations" };

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  migrate(migrations?: Migrations): Promise<void>;
  ping(): Promise<void>;
  /** Whether every migration this code ships has been applied (readiness: an instance of newer code waits). */
  migrationsApplied(): Promise<boolean>;
  /** The pool's connections in use, idle, and requests waiting for one (PostgreSQL only). */
  poolUse?(): { total: number; idle: number; waiting: number };
  /**
   * LISTEN on `channel`: `onMessage` gets each NOTIFY payload, delivered only once the sending transaction
   * commits. PostgreSQL: a dedicated connection that reconnects by itself; PGlite: in process.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * What the server and the CLI open: PostgreSQL when a URL is given; otherwise the embedded PGlite in
 * `embeddedPath`, held exclusively by this process until closed. A second process gets DatabaseInUseError.
 */
export async function openConfiguredDatabase(options: {
  url?: string;
  embeddedPath: string;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (options.url || options.embeddedPath.startsWith("memory://")) return openDatabase(options);
  mkdirSync(options.embeddedPath, { recursive: true });
  const lock = await lockEmbeddedDatabase(options.embeddedPath);
  try {
    const database = openDatabase(options);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}

/** PostgreSQL when a URL is given; otherwise the embedded PGlite at `embeddedPath` ("memory://" for tests), unlocked. */
export function openDatabase(options: {
  url?: string;
  embeddedPath: string;
  onIdleError?: (err: Error) => void;
}): Database {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // A restart or failover of the server kills idle connections; without a listener that error would end the
    // process. The pool drops the dead client and the next query opens a fresh one.
    pool.on("error", (err) => options.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    registerArrayQuery(db, (name, text) => {
      // One config for every run: node-postgres copies it property by property on each query.
      const config = { name, text, rowMode: "array" as const, types: pgArrayTypes };
      return async (values) => (await pool.query<unknown[]>(config, values)).rows;
    });
    return {
      db,
      kind: "postgres",
      migrate: (migrations = PRODUCTION_MIGRATIONS) => migrateOnce(options.url!, migrations),
      ping: async () => void (await db.execute(sql`select 1`)),
      migrationsApplied: () => migrationsApplied(db),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onMessage) => listenPg(options.url!, channel, onMessage, options.onIdleError),
      close: () => pool.end(),
    };
  }
  if (!options.embeddedPath.startsWith("memory://")) mkdirSync(options.embeddedPath, { recursive: true });
  const client = new PGlite(options.embeddedPath, { extensions: { pg_trgm, unaccent, citext } });
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  // PGlite keeps no named statements: each query is parsed afresh, as through drizzle.
  registerArrayQuery(db as unknown as Db, (_name, text) => {
    const options = { rowMode: "array" as const, parsers: pgliteArrayParsers };
    return async (values) => (await client.query<unknown[]>(text, values, options)).rows;
  });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    // One embedded connection: the setting is made once, before anything else runs on it.
    migrate: async (migrations = PRODUCTION_MIGRATIONS) => {
      await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
      await migratePglite(db, { migrationsFolder: migrations.folder, migrationsTable: migrations.table });
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    migrationsApplied: () => migrationsApplied(db as unknown as Db),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    close: () => client.close(),
  };
}

/**
 * The types drizzle's drivers read as PostgreSQL's text and decode in the column (dates, times, intervals, their
 * arrays, numeric arrays): column-reads.ts reads them the same way.
 */
const TEXT_TYPE_IDS = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];
const asText = (value: string) => value;
const pgArrayTypes = {
  getTypeParser: ((id: number, format?: "text" | "binary") =>
    TEXT_TYPE_IDS.includes(id) ? asText : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
};
const pgliteArrayParsers = Object.fromEntries(TEXT_TYPE_IDS.map((id) => [id, asText]));

/**
 * Runs the pending migrations under a cluster-wide advisory lock on a connection of its own, so instances that
 * start together migrate once: the first takes the lock and applies every pending migration in one transaction
 * (drizzle's migrator), the others wait, then find nothing left to do. A migrator that dies lets go of the lock with
 * its connection, and its transaction rolls back: never half applied.
 */
async function migrateOnce(url: string, migrations: Migrations) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtextextended($1, 0))", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema, casing: "snake_case" }), {
      migrationsFolder: migrations.folder,
      migrationsTable: migrations.table,
    });
  } finally {
    await client.end();
  }
}

async function migrationsApplied(db: Db) {
  try {
    const { rows } = await db.execute<{ newest: string | number | null }>(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    return Number(rows[0]?.newest ?? 0) >= newestMigration;
  } catch {
    return false;
  }
}

/**
 * A pooled connection cannot LISTEN (the pool hands it to others), so each listener holds a client of its own.
 * When the server drops it (restart, failover) it reconnects with backoff, up to 30 s between tries.
 */
async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onError?: (err: Error) => void,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 500;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (m) => m.channel === channel && m.payload !== undefined && onMessage(m.payload));
    c.on("error", (err) => {
      onError?.(err);
      void c.end().catch(() => undefined);
      if (client === c) reconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    delay = 500;
  };
  const reconnect = () => {
    client = undefined;
    if (stopped) return;
    setTimeout(() => void connect().catch((err: Error) => (onError?.(err), reconnect())), delay).unref();
    delay = Math.min(delay * 2, 30_000);
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
