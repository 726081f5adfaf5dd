import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { systemResolve, type Resolve } from "./endpoint-guard";
import { vapidKeys, type VapidKeys } from "./vapid-keys";

/** What the push routes and the push channel share, made once at start. */
export interface PushSettings {
  db: Database["db"];
  vapid: VapidKeys & { subject: string };
  /** WEB_PUSH_ALLOW_LOOPBACK: http://127.0.0.1 endpoints pass (tests, local development). */
  allowLoopback: boolean;
  /** How a subscription's host is resolved before it is stored. */
  resolve: Resolve;
}

export async function pushSettings(
  config: Pick<Config, "dataDir" | "sharedSecrets" | "webPush">,
  database: Database,
): Promise<PushSettings> {
  return {
    db: database.db,
    vapid: { ...(await vapidKeys(config, database)), subject: config.webPush.subject },
    allowLoopback: config.webPush.allowLoopback,
    resolve: systemResolve,
  };
}
