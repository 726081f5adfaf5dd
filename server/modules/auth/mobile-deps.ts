import type { FastifyBaseLogger } from "fastify";
import type { SmsCounts, SmsSender } from "../sms";
import type { AuthDeps } from "./auth-service";

/** The SMS channel as the auth module uses it: the sender, the day's budget, the figures, the codes' HMAC key. */
export interface SmsChannel {
  sender: SmsSender;
  dailyLimit: number;
  counts: SmsCounts;
  pepper: Buffer;
}

export interface MobileDeps extends AuthDeps {
  sms: SmsChannel;
  log: FastifyBaseLogger;
  publicUrl: string;
}
