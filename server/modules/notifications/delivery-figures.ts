import { sql } from "drizzle-orm";
import type { DeliveryFigures } from "@contract/admin-deliveries";
import { DELIVERY_CHANNELS, type DeliveryChannelName } from "@contract/notification-channels";
import type { Db } from "../../db/client";
import { notificationDeliveries as d } from "../../db/schema/notification-deliveries";
import { toNumber } from "../../lib/numbers";

/** Each channel's deliveries of the last `days` days by how they ended, and its failure rate (the admin's figure). */
export async function deliveryFigures(db: Db, days: number): Promise<DeliveryFigures> {
  const rows = await db
    .select({
      channel: d.channel,
      total: sql<number>`count(*)`,
      waiting: sql<number>`count(*) filter (where ${d.status} in ('queued', 'sending'))`,
      reached: sql<number>`count(*) filter (where ${d.status} in ('sent', 'delivered', 'read'))`,
      delivered: sql<number>`count(*) filter (where ${d.status} in ('delivered', 'read'))`,
      failed: sql<number>`count(*) filter (where ${d.status} = 'failed')`,
      skipped: sql<number>`count(*) filter (where ${d.status} = 'skipped')`,
    })
    .from(d)
    .where(sql`${d.createdAt} > now() - make_interval(days => ${days})`)
    .groupBy(d.channel);
  const byChannel = new Map(rows.map((r) => [r.channel, r]));
  return {
    days,
    channels: DELIVERY_CHANNELS.map((channel: DeliveryChannelName) => {
      const row = byChannel.get(channel);
      const [total, waiting, reached, delivered, failed, skipped] = [
        row?.total,
        row?.waiting,
        row?.reached,
        row?.delivered,
        row?.failed,
        row?.skipped,
      ].map(toNumber) as [number, number, number, number, number, number];
      const settled = reached + failed;
      return {
        channel,
        total,
        waiting,
        reached,
        delivered,
        failed,
        skipped,
        failureRate: settled === 0 ? null : Math.round((failed / settled) * 1000) / 1000,
      };
    }),
  };
}
