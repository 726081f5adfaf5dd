import type { FastifyBaseLogger } from "fastify";
import type { SmsCounts, SmsSender } from "../sms";
import type { Deps } from "../../deps";
import type { Mailer } from "../../lib/mailer";

/** What every sign-in path needs: the database, the mailer, and who is asking (for throttles and sessions). */
export interface AuthDeps extends Pick<Deps, "db" | "mailer"> {
  client: { ip?: string; userAgent?: string };
}

/** The SMS channel as the auth module uses it: the sender, the day's budget, the figures, the codes' HMAC key. */
export interface SmsChannel {
  sender: SmsSender;
  dailyLimit: number;
  /** Sends one client address may ask for in an hour (config SMS_PER_ADDRESS_HOUR). */
  perAddressHour: number;
  counts: SmsCounts;
  pepper: Buffer;
}

export interface MobileDeps extends AuthDeps {
  sms: SmsChannel;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** What the auth and account routes are registered with. */
export interface AuthRouteOptions {
  mailer: Mailer;
  sms: SmsChannel;
  publicUrl: string;
}
