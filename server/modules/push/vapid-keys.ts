import webpush from "web-push";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { installationSecret, type InstallationSecret } from "../../lib/installation-secret";
import { sharedSecrets } from "../cluster";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, a key pair made once for the installation. It must never change:
 * every browser subscribed with the public key, and its push service refuses messages signed with another.
 */
const VAPID_KEYS: InstallationSecret = {
  name: "vapid-keys",
  file: "vapid-keys.json",
  make: () => JSON.stringify(webpush.generateVAPIDKeys()),
};

/**
 * The key pair push messages are signed with (RFC 8292): the environment's, else the installation's own, shared
 * through the database on PostgreSQL (every instance signs with the same key) and kept in DATA_DIR/secrets on the
 * embedded one.
 */
export async function vapidKeys(
  config: Pick<Config, "dataDir" | "sharedSecrets" | "webPush">,
  database: Database,
): Promise<VapidKeys> {
  if (config.webPush.vapid) return config.webPush.vapid;
  const text =
    database.kind === "postgres"
      ? (await sharedSecrets(database.db, { [VAPID_KEYS.name]: VAPID_KEYS.make }))[VAPID_KEYS.name]!
      : installationSecret(config, VAPID_KEYS);
  const { publicKey, privateKey } = JSON.parse(text) as VapidKeys;
  return { publicKey, privateKey };
}
