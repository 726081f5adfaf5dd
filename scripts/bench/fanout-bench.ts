import { performance } from "node:perf_hooks";
import { setTimeout as wait } from "node:timers/promises";
import type { Db } from "../../server/db/client";
import { notificationQuietHours } from "../../server/db/schema/notification-preferences";
import { pushSubscriptions } from "../../server/db/schema/push-subscriptions";
import { users } from "../../server/db/schema/users";
import { createNotification } from "../../server/modules/notifications/notifications-repo";
import { browserKeys, type ArrivalPeer } from "./provider-peers";

const PEOPLE = Number(process.env.BENCH_FANOUT ?? 10_000);
/** Notifications written per transaction, as an event telling many people would. */
const PER_TRANSACTION = 100;
/** Transactions written at once: the pool has 10 connections, and the dispatcher needs some. */
const WRITERS = 4;

const rate = (n: number, ms: number) => `${Math.round((n / ms) * 1000)}/s`;

/**
 * One kind (order_status) to PEOPLE people, each with one browser subscribed to the push service peer and no quiet
 * hours (the default would hold a non-urgent kind at night); unproven addresses, so push is their one channel. Times
 * the enqueue (the notifications and their deliveries, PER_TRANSACTION to a transaction, WRITERS at once) and the time until the push
 * service has them all, the dispatcher woken by the commits and running as in production.
 */
export async function benchFanOut(db: Db, push: ArrivalPeer) {
  const keys = browserKeys();
  const ids: string[] = [];
  for (let from = 0; from < PEOPLE; from += 1000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, PEOPLE - from) }, (_, k) => {
          const i = from + k;
          return {
            fullName: `Fan ${i}`,
            username: `fan_${i}`,
            mobile: `7${String(100000000 + i)}`,
            email: `fan${i}@example.in`,
            passwordHash: "unused",
            role: "buyer" as const,
            isVerified: false,
          };
        }),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  }
  for (let from = 0; from < PEOPLE; from += 1000) {
    const slice = ids.slice(from, from + 1000);
    await db
      .insert(notificationQuietHours)
      .values(slice.map((userId) => ({ userId, startMinute: null, endMinute: null })));
    await db
      .insert(pushSubscriptions)
      .values(slice.map((userId, k) => ({ userId, endpoint: `${push.url}/push/fan-${from + k}`, ...keys })));
  }

  const before = push.count();
  const start = performance.now();
  const allArrived = push.total(before + PEOPLE);
  let next = 0;
  const writer = async () => {
    for (let from = next; from < PEOPLE; from = next) {
      next += PER_TRANSACTION;
      await db.transaction(async (tx) => {
        for (const userId of ids.slice(from, from + PER_TRANSACTION))
          await createNotification(tx, {
            userId,
            type: "order_status",
            title: "Fan-out bench",
            message: "One kind to many people",
          });
      });
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const enqueued = performance.now() - start;
  const stopWaiting = new AbortController();
  const timeout = wait(120_000, undefined, { signal: stopWaiting.signal }).catch(() => undefined);
  const arrivedAt = await Promise.race([allArrived, timeout]);
  stopWaiting.abort();
  const got = push.count() - before;
  const sent = (arrivedAt ?? performance.now()) - start;
  const label = (s: string) => `  ${s.padEnd(44)}`;
  console.log(`${label(`fan-out to ${PEOPLE}: enqueue`)} ${(enqueued / 1000).toFixed(1)} s, ${rate(PEOPLE, enqueued)}`);
  console.log(
    `${label(`fan-out to ${PEOPLE}: all at the push service`)} ${
      arrivedAt === undefined ? `only ${got} after 120 s` : `${(sent / 1000).toFixed(1)} s, ${rate(PEOPLE, sent)}`
    } (from the first commit${arrivedAt === undefined ? "" : `; the last ${Math.round(sent - enqueued)} ms after the last`})`,
  );
}
