import { istDateOf } from "@contract/ist-days";
import { MOBILE_MESSAGES, SMS_LIMITS } from "@contract/mobile";
import { actionMail } from "../../lib/action-mail";
import { loggableError } from "../../lib/database-errors";
import { AppError, tooManyRequests } from "../../lib/errors";
import { takeSlots, type LimitSlot } from "../cluster";
import { createNotification } from "../notifications";
import { SMS_LIMIT_KEYS, type SmsRefusal } from "../sms";
import { adminContacts } from "../users";
import type { MobileDeps, SmsChannel } from "./auth-deps";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A limit and what its refusal is counted as. */
type NamedSlot = LimitSlot & { refusal: CodeRefusal };
/** A code is never refused by the reminders' own cap. */
type CodeRefusal = Exclude<SmsRefusal, "reminder_day">;

/**
 * Every limit one send must fit (docs/decisions/0041-mobile-verification.md), cheapest to refuse first and the day's
 * budget last, so a send refused by another limit spends none of it. The budget's key is the IST date: it starts
 * afresh at midnight in India.
 */
function smsSlots(send: { mobile: string; client: string; userId?: string }, sms: SmsChannel, now: Date) {
  const slots: NamedSlot[] = [
    { refusal: "address_hour", key: SMS_LIMIT_KEYS.address(send.client), limit: sms.perAddressHour, windowMs: HOUR },
    ...(send.userId
      ? [
          {
            refusal: "account_day" as const,
            key: SMS_LIMIT_KEYS.account(send.userId),
            limit: SMS_LIMITS.perAccountDay,
            windowMs: DAY,
          },
        ]
      : []),
    {
      refusal: "number_resend",
      key: SMS_LIMIT_KEYS.resend(send.mobile),
      limit: 1,
      windowMs: SMS_LIMITS.resendSeconds * 1000,
    },
    {
      refusal: "number_hour",
      key: SMS_LIMIT_KEYS.numberHour(send.mobile),
      limit: SMS_LIMITS.perNumberHour,
      windowMs: HOUR,
    },
    {
      refusal: "number_day",
      key: SMS_LIMIT_KEYS.numberDay(send.mobile),
      limit: SMS_LIMITS.perNumberDay,
      windowMs: DAY,
    },
    {
      refusal: "daily_budget",
      key: SMS_LIMIT_KEYS.budget(istDateOf(now)),
      limit: sms.dailyLimit,
      windowMs: DAY + HOUR,
    },
  ];
  return slots;
}

function waitText(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  if (seconds < 3600) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  }
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/** What a refused send is told: the same for a number with an account and without. */
function refusal(kind: CodeRefusal, retryAfterSeconds: number) {
  const details = { retryAfterSeconds };
  const wait = waitText(retryAfterSeconds);
  switch (kind) {
    case "number_resend":
      return tooManyRequests(`Please wait ${retryAfterSeconds} seconds before requesting another code.`, details);
    case "number_hour":
    case "number_day":
      return tooManyRequests(`Too many codes requested for this number. Please try again in ${wait}.`, details);
    case "address_hour":
      return tooManyRequests(`Too many codes requested from your network. Please try again in ${wait}.`, details);
    case "account_day":
      return tooManyRequests(`Too many codes requested for your account today. Please try again in ${wait}.`, details);
    case "daily_budget":
      return new AppError(429, "SMS_BUDGET_SPENT", MOBILE_MESSAGES.budgetSpent, details);
  }
}

/** Takes a slot of every limit or throws the refusal; answers the slots taken, to give back if the SMS never went. */
export async function takeSmsSlots(deps: MobileDeps, send: { mobile: string; client: string; userId?: string }) {
  const now = new Date();
  const slots = smsSlots(send, deps.sms, now);
  const answer = await takeSlots(deps.db, slots);
  if (answer.taken) return slots;
  const kind = (answer.refused as NamedSlot).refusal;
  deps.sms.counts.refused[kind] += 1;
  if (kind === "daily_budget") await tellAdminsOnce(deps, istDateOf(now));
  throw refusal(kind, answer.retryAfterSeconds);
}

/**
 * The first send refused by the day's budget tells every admin (bell and mail); later ones that day do not: the
 * one slot of a per-day alert limit decides, across instances.
 */
async function tellAdminsOnce(deps: MobileDeps, istDate: string) {
  const first = await takeSlots(deps.db, [{ key: `sms:budget-alert:${istDate}`, limit: 1, windowMs: DAY + HOUR }]);
  if (!first.taken) return;
  const title = "SMS codes have stopped for today";
  const message = `The day's SMS budget of ${deps.sms.dailyLimit.toLocaleString("en-IN")} codes is spent: nobody can get a code by SMS until midnight (IST). Email codes still work. Raise SMS_DAILY_LIMIT if this is real use, or look for a flood of sends.`;
  const admins = await adminContacts(deps.db);
  for (const admin of admins)
    await createNotification(deps.db, { userId: admin.id, type: "sms_budget_reached", title, message });
  const link = { href: `${deps.publicUrl}/admin-panel`, label: "Open the admin panel" };
  void Promise.all(admins.map((a) => deps.mailer.send(actionMail(a.email, title, [message], link)))).catch(
    (err: unknown) => deps.log.warn({ err: loggableError(err) }, "could not mail the admins about the SMS budget"),
  );
}
