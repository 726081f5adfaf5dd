import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit asks of a store (its `store` option): count a hit, read a count, one per route. */
interface RateLimitStore extends FastifyRateLimitStore {
  read(key: string, cb: Callback): void;
}

/** The plugin hands `child` its merged route settings, the route itself under `routeInfo` (its types say otherwise). */
const routeOf = (options: object) =>
  (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};

/**
 * The route rate limits counted in the database every instance shares (decision 0026), so three instances allow
 * a limit once, not three times. One upsert per hit: a fresh window starts when the old one has ended, else the
 * count goes up, atomically, so concurrent hits on any instance are all counted. The windows are fixed, as with
 * the plugin's own stores; `continueExceeding` and `exponentialBackoff` are not used by this app and not offered.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const make = (prefix: string): RateLimitStore => ({
    incr(key, cb, timeWindow) {
      count(db, prefix + key, timeWindow).then(
        (result) => cb(null, result),
        (err: Error) => cb(err),
      );
    },
    read(key, cb) {
      current(db, prefix + key).then(
        (result) => cb(null, result),
        (err: Error) => cb(err),
      );
    },
    child: (options) => {
      const route = routeOf(options);
      return make(`${prefix}${String(route.method ?? "")}${route.url ?? ""}-`);
    },
  });
  return class {
    constructor() {
      return make("");
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

async function count(db: Db, key: string, windowMs: number) {
  const { rows } = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into rate_limit_counters (key, hits, resets_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limit_counters.resets_at <= now() then 1
                  else least(rate_limit_counters.hits + 1, 2000000000) end,
      resets_at = case when rate_limit_counters.resets_at <= now() then excluded.resets_at
                       else rate_limit_counters.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as ttl`);
  const row = rows[0]!;
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

async function current(db: Db, key: string) {
  const { rows } = await db.execute<{ hits: number; ttl: number }>(sql`
    select hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as ttl
    from rate_limit_counters where key = ${key} and resets_at > now()`);
  const row = rows[0];
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Forgets windows that ended an hour ago or more (a job): a key hit again later simply starts afresh. */
export async function sweepRateLimitCounters(db: Db) {
  const { rows } = await db.execute<{ key: string }>(
    sql`delete from rate_limit_counters where resets_at < now() - interval '1 hour' returning key`,
  );
  return rows.length;
}
