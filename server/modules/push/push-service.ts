import { createECDH } from "node:crypto";
import { PUSH_DEVICE_LIMIT, PUSH_MESSAGES, type PushSubscriptionInput } from "@contract/push";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { recordDeliveryStatus } from "../notifications";
import { checkEndpoint } from "./endpoint-guard";
import * as repo from "./push-repo";
import type { PushSettings } from "./push-settings";

/** The browser's key must be a point on P-256, or no message could ever be encrypted to it. */
function checkKey(p256dh: string) {
  try {
    const ours = createECDH("prime256v1");
    ours.generateKeys();
    ours.computeSecret(Buffer.from(p256dh, "base64url"));
  } catch {
    throw badRequest(PUSH_MESSAGES.keys);
  }
}

/**
 * POST /api/push/subscriptions: this browser gets the person's notifications. The same endpoint again updates its
 * row; a new one beyond the device limit is refused (409). Under the person's lock, so racing posts hold the limit.
 */
export async function subscribe(settings: PushSettings, userId: string, input: PushSubscriptionInput) {
  await checkEndpoint(input.endpoint, settings.allowLoopback, settings.resolve);
  checkKey(input.keys.p256dh);
  const saved = await settings.db.transaction(async (tx) => {
    await repo.lockUserSubscriptions(tx, userId);
    if ((await repo.countOtherSubscriptions(tx, userId, input.endpoint)) >= PUSH_DEVICE_LIMIT) return false;
    await repo.upsertSubscription(tx, { userId, endpoint: input.endpoint, ...input.keys });
    return true;
  });
  if (!saved) throw conflict(PUSH_MESSAGES.limit);
}

/** DELETE /api/push/subscriptions: only the person's own; someone else's endpoint answers 404 like an unknown one. */
export async function unsubscribe(db: Db, userId: string, endpoint: string) {
  if (!(await repo.deleteOwnSubscription(db, userId, endpoint))) throw notFound(PUSH_MESSAGES.notFound);
}

/**
 * POST /api/push/receipts: the service worker showed the notification. It moves that push delivery to `delivered`
 * and nothing else: an unknown or replayed id changes nothing (recordDeliveryStatus moves rows forward only).
 */
export async function recordReceipt(db: Db, deliveryId: string) {
  await recordDeliveryStatus(db, { channel: "push", providerId: deliveryId, status: "delivered" });
}

/** The account is erased (decision 0047), in the erasure's transaction: none of its devices hears from us again. */
export async function erasePushSubscriptions(db: Db, userId: string) {
  await repo.deleteAllSubscriptions(db, userId);
}
