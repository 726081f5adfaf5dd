import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";

/** The SMS the sandbox took in for a number (newest first), through its control API. */
export async function sandboxSms(app: FastifyInstance, mobile: string) {
  const res = await app.inject({ url: `/sandbox/sms/control/messages?mobile=${mobile}` });
  return res.json() as { requestId: string; mobiles: string; text: string }[];
}

/** The code in the newest SMS to a number, as a person reads it off their phone. */
export async function lastSmsCode(app: FastifyInstance, mobile: string) {
  const [newest] = await sandboxSms(app, mobile);
  const code = /^(\d{6}) (?:is your|आपका)/.exec(newest?.text ?? "")?.[1];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/** The sandbox answers the next send with MSG91's error answer or a 5xx. */
export const failNextSms = (app: FastifyInstance, answer: "error" | "5xx") =>
  app.inject({ method: "POST", url: "/sandbox/sms/control/fail-next", payload: { answer } });

/** Lets a test step past a number's 60-second resend lock without sleeping. */
export const endResendLock = (db: Db, mobile: string) =>
  db.execute(sql`update rate_limit_counters set resets_at = now() where key = ${`limit:sms:resend:${mobile}`}`);

let n = 0;
/** A number no test in this file used yet. */
export const freshMobile = () => `8${String(100_000_000 + ++n * 7_919).slice(-9)}`;
