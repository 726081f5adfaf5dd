import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { Encryptor } from "../../lib/encryption";
import type { Mailer } from "../../lib/mailer";
import type { PayoutProvider } from "./payout-provider";
import type { PayoutSettings } from "./payout-settings";

/** What every piece of the payouts path is given. */
export interface PayoutDeps {
  db: Db;
  settings: PayoutSettings;
  provider: PayoutProvider;
  encryptor: Encryptor;
  log: FastifyBaseLogger;
  /** Admins are mailed when a payout fails (and told on the bell); the mail links to the admin panel here. */
  mailer: Mailer;
  publicUrl: string;
}
