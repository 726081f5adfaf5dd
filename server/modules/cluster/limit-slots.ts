import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** A count of something costly (an SMS sent) in a fixed window, shared by every instance: at most `limit` per window. */
export interface LimitSlot {
  key: string;
  limit: number;
  windowMs: number;
}

export type SlotsAnswer = { taken: true } | { taken: false; refused: LimitSlot; retryAfterSeconds: number };

/** Kept apart from the route limits' keys (rate-limit-store.ts), which start with an HTTP method. */
const PREFIX = "limit:";

/**
 * Takes one slot of each limit, all or none: when a limit is full the slots taken give way again, and the first
 * full limit (in the order given) is answered with the seconds until its window ends. Each take is a conditional
 * upsert on the shared counters (decision 0026), so of many concurrent takes on any instances at most `limit` succeed
 * in a window.
 */
export async function takeSlots(db: Db, slots: readonly LimitSlot[]): Promise<SlotsAnswer> {
  const took = await takeEach(db, slots);
  const refused = slots.find((_, i) => !took[i]);
  if (!refused) return { taken: true };
  await giveBackSlots(
    db,
    slots.filter((_, i) => took[i]),
  );
  return { taken: false, refused, retryAfterSeconds: await secondsLeft(db, refused) };
}

/**
 * One statement, one round trip: a conditional upsert per limit, each its own data-modifying CTE (all run, whatever
 * the others do), answering which took a slot. Each row's upsert is atomic, so concurrent takes count each other.
 */
async function takeEach(db: Db, slots: readonly LimitSlot[]) {
  if (slots.length === 0) return [];
  const ctes = slots.map(
    (slot, i) => sql`${sql.raw(`s${i}`)} as (
      insert into rate_limit_counters (key, hits, resets_at)
      values (${PREFIX + slot.key}, 1, now() + ${slot.windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when rate_limit_counters.resets_at <= now() then 1 else rate_limit_counters.hits + 1 end,
        resets_at = case when rate_limit_counters.resets_at <= now() then excluded.resets_at
                         else rate_limit_counters.resets_at end
      where rate_limit_counters.resets_at <= now() or rate_limit_counters.hits < ${slot.limit}
      returning 1)`,
  );
  const columns = slots.map((_, i) => sql.raw(`(select count(*) from s${i})::int as t${i}`));
  const { rows } = await db.execute<Record<string, number>>(
    sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(columns, sql`, `)}`,
  );
  const row = rows[0] ?? {};
  return slots.map((_, i) => Number(row[`t${i}`]) === 1);
}

async function secondsLeft(db: Db, slot: LimitSlot) {
  const { rows } = await db.execute<{ ms: number }>(sql`
    select greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as ms
    from rate_limit_counters where key = ${PREFIX + slot.key}`);
  return Math.max(1, Math.ceil(Number(rows[0]?.ms ?? slot.windowMs) / 1000));
}

/** Gives slots back (the costly thing did not happen after all), within the window they were taken in. */
export async function giveBackSlots(db: Db, slots: readonly LimitSlot[]) {
  for (const slot of slots)
    await db.execute(sql`
      update rate_limit_counters set hits = greatest(hits - 1, 0)
      where key = ${PREFIX + slot.key} and resets_at > now()`);
}

/** How many slots of a limit are used in its current window (0 when none is open). */
export async function slotsUsed(db: Db, key: string) {
  const { rows } = await db.execute<{ hits: number }>(
    sql`select hits from rate_limit_counters where key = ${PREFIX + key} and resets_at > now()`,
  );
  return Number(rows[0]?.hits ?? 0);
}
