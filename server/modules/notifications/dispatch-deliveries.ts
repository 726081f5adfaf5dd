import type { FastifyBaseLogger } from "fastify";
import type { DeliveryChannelName } from "@contract/notification-channels";
import { isUrgentKind } from "@contract/notification-preferences";
import type { Db } from "../../db/client";
import type { DeliveryChannel, Outgoing, SendResult } from "./delivery-channel";
import type { DeliveryCounts } from "./delivery-counts";
import { claimDue, settle, type ClaimedDelivery } from "./deliveries-repo";

export interface DispatchDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Every channel this app sends on; a delivery for a channel not here is skipped. */
  channels: readonly DeliveryChannel[];
  counts?: DeliveryCounts;
}

/** Rows one turn claims; a slow provider holds at most this many. */
const BATCH = 50;
/**
 * How long one run keeps claiming while full batches come back: a fan-out to thousands goes out at the providers'
 * pace rather than one batch a job interval, and the other jobs of the turn still get theirs.
 */
const RUN_MS = 20_000;
/** How long a claim holds before another turn may take the row again (a turn that died mid-send). */
const LEASE_SECONDS = 300;
/** A delivery not sent within a day of its notification is failed: the news is stale by then. */
const GIVE_UP_MS = 24 * 60 * 60 * 1000;
/** Backoff: one minute, doubling, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(60 * 2 ** Math.max(attempts - 1, 0), 3600);

/**
 * One turn of the deliveries job (decision 0048), a `claims` job: claims due rows, calls each channel with no
 * transaction open, writes each answer back. Any number of turns, on any number of instances, send each row once: the
 * claim is a skip-locked update, and the row's id goes to the provider as its idempotency key for the rare turn that
 * outlived its lease. A full batch is followed by another, until fewer come back or RUN_MS has passed. Answers how
 * many rows it handled.
 */
export async function dispatchDeliveries(deps: DispatchDeps) {
  const channels = new Map(deps.channels.map((c) => [c.name, c]));
  const until = Date.now() + RUN_MS;
  let handled = 0;
  for (;;) {
    const claimed = await claimDue(deps.db, BATCH, LEASE_SECONDS);
    await Promise.all(claimed.map((delivery) => deliverOne(deps, channels, delivery)));
    handled += claimed.length;
    if (claimed.length < BATCH || Date.now() >= until) return handled;
  }
}

async function deliverOne(
  deps: DispatchDeps,
  channels: ReadonlyMap<DeliveryChannelName, DeliveryChannel>,
  delivery: ClaimedDelivery,
) {
  const deadline = delivery.createdAt.getTime() + GIVE_UP_MS;
  const result: SendResult =
    Date.now() >= deadline
      ? { outcome: "failed", error: "not sent within a day" }
      : await sendOn(channels.get(delivery.channel), outgoingOf(delivery));
  await settle(deps.db, delivery, outcomeOf(result, delivery.attempts, deadline));
  deps.counts?.record(delivery.channel, result.outcome);
  if (result.outcome === "failed")
    deps.log.warn({ deliveryId: delivery.id, channel: delivery.channel, error: result.error }, "a delivery failed");
}

async function sendOn(channel: DeliveryChannel | undefined, outgoing: Outgoing): Promise<SendResult> {
  if (!channel) return { outcome: "skipped", reason: "this channel is not set up" };
  try {
    return await channel.send(outgoing);
  } catch (err) {
    // A channel should answer `retry` itself; one that throws (a reset connection) is treated the same.
    return { outcome: "retry", error: err instanceof Error ? err.message : "the channel failed" };
  }
}

function outgoingOf(delivery: ClaimedDelivery): Outgoing {
  return {
    deliveryId: delivery.id,
    notificationId: delivery.notificationId,
    userId: delivery.userId,
    type: delivery.type,
    urgent: isUrgentKind(delivery.type),
    language: delivery.language,
    title: delivery.title,
    message: delivery.message,
    link: delivery.link,
  };
}

/** The row's next state for an answer: a retry waits (the provider's Retry-After, else a backoff) or, past a day, fails. */
function outcomeOf(result: SendResult, attempts: number, deadline: number) {
  switch (result.outcome) {
    case "sent":
    case "delivered":
      return { status: result.outcome, providerId: result.providerId };
    case "skipped":
      return { status: "skipped" as const, error: result.reason };
    case "failed":
      return { status: "failed" as const, error: result.error };
    case "retry": {
      const next = Date.now() + (result.retryAfterSeconds ?? backoffSeconds(attempts)) * 1000;
      return next >= deadline
        ? { status: "failed" as const, error: `gave up after ${attempts} attempts: ${result.error}` }
        : { status: "queued" as const, error: result.error, nextAttemptAt: new Date(next) };
    }
  }
}
