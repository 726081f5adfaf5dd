import { istDateOf } from "@contract/ist-days";
import { pathInLanguage } from "@contract/language";
import { SMS_LIMITS } from "@contract/mobile";
import { notificationLinks } from "@contract/notifications";
import { formatDeadlineIST } from "@contract/orders";
import type { Db } from "../../db/client";
import { giveBackSlots, takeSlots, type LimitSlot } from "../cluster";
import type { DeliveryChannel, Outgoing, SendResult } from "../notifications";
import type { SmsSender } from "./msg91-client";
import type { SmsCounts, SmsRefusal } from "./sms-counts";
import { SMS_LIMIT_KEYS } from "./sms-limit-keys";
import { verifiedMobileOf } from "./sms-recipients";

/** Accept reminders one account gets by SMS in a day, whatever its number of orders: apart from its sign-in codes. */
export const SMS_REMINDERS_PER_DAY = 3;
/** Longer than a delivery is tried (a day): the once-per-delivery mark outlives every retry of its row. */
const ONCE_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A DLT variable is at most 40 characters (docs/providers/msg91.md#the-template-dlt). */
const DLT_VARIABLE_MAX = 40;

/** What the SMS says: the order still waiting for its seller, and its automatic cancel. */
interface ReminderNotice {
  orderNumber: number;
  deadline: Date;
}

export interface SmsChannelDeps {
  db: Db;
  sender: SmsSender;
  /** The day's SMS budget (SMS_DAILY_LIMIT), shared with the sign-in codes. */
  dailyLimit: number;
  counts: SmsCounts;
  publicUrl: string;
  /** Push or WhatsApp is known to have reached the person with this notification (the notifications module's word). */
  reachedElsewhere(db: Db, notificationId: string): Promise<boolean>;
  /** The order the reminder is about, while it still waits to be accepted (the orders module's word); else undefined. */
  reminderOf(db: Db, outgoing: Outgoing): Promise<ReminderNotice | undefined>;
}

type NamedSlot = LimitSlot & { refusal: SmsRefusal | "once" };

/**
 * The SMS channel (decision 0048; docs/providers/msg91.md#the-reminder-template): it carries one thing, the last
 * accept reminder, and only when neither push nor WhatsApp reached the seller in the grace its row waited. Each send
 * takes a slot of the shared SMS limits (the reminders' own cap per account, the number's day, the day's budget) and a
 * once-only mark for its delivery: MSG91 takes no idempotency key, so a turn repeated after a lost answer finds the
 * mark and sends nothing. An answer MSG91 never gave is `failed`, never `retry`: a second SMS is paid twice.
 */
export function smsChannel(deps: SmsChannelDeps): DeliveryChannel {
  return {
    name: "sms",
    async send(outgoing) {
      if (outgoing.type !== "order_accept_reminder")
        return { outcome: "skipped", reason: "only the last accept reminder goes by SMS" };
      if (await deps.reachedElsewhere(deps.db, outgoing.notificationId))
        return { outcome: "skipped", reason: "push or WhatsApp reached the seller" };
      const notice = await deps.reminderOf(deps.db, outgoing);
      if (!notice) return { outcome: "skipped", reason: "the order no longer waits to be accepted" };
      const mobile = await verifiedMobileOf(deps.db, outgoing.userId);
      if (!mobile) return { outcome: "skipped", reason: "no verified mobile" };
      const slots = reminderSlots(deps, outgoing, mobile);
      const answer = await takeSlots(deps.db, slots);
      if (!answer.taken) return refused(deps, (answer.refused as NamedSlot).refusal);
      const sent = await deps.sender.sendReminder(mobile, variablesOf(deps, outgoing, notice), outgoing.language);
      return settleSend(deps, slots, sent);
    },
  };
}

/** Cheapest to refuse first; the once mark first of all, so a repeated turn spends nothing; the budget last. */
function reminderSlots(deps: SmsChannelDeps, outgoing: Outgoing, mobile: string): NamedSlot[] {
  return [
    { refusal: "once", key: SMS_LIMIT_KEYS.delivery(outgoing.deliveryId), limit: 1, windowMs: ONCE_WINDOW_MS },
    {
      refusal: "reminder_day",
      key: SMS_LIMIT_KEYS.reminders(outgoing.userId),
      limit: SMS_REMINDERS_PER_DAY,
      windowMs: DAY,
    },
    { refusal: "number_day", key: SMS_LIMIT_KEYS.numberDay(mobile), limit: SMS_LIMITS.perNumberDay, windowMs: DAY },
    {
      refusal: "daily_budget",
      key: SMS_LIMIT_KEYS.budget(istDateOf(new Date())),
      limit: deps.dailyLimit,
      windowMs: DAY + HOUR,
    },
  ];
}

function refused(deps: SmsChannelDeps, refusal: NamedSlot["refusal"]): SendResult {
  if (refusal === "once") return { outcome: "failed", error: "an earlier attempt may have sent it: never sent twice" };
  deps.counts.refused[refusal] += 1;
  // The budget spent is the installation's problem (the admins hear of it from the codes); a person's cap is not.
  if (refusal === "daily_budget") return { outcome: "failed", error: "the day's SMS budget is spent" };
  return { outcome: "skipped", reason: `SMS limit reached (${refusal})` };
}

async function settleSend(
  deps: SmsChannelDeps,
  slots: NamedSlot[],
  sent: Awaited<ReturnType<SmsSender["sendReminder"]>>,
): Promise<SendResult> {
  if (sent.state === "accepted") {
    deps.counts.sent += 1;
    return { outcome: "sent", providerId: sent.providerId };
  }
  deps.counts.providerFailures += 1;
  // Refused by MSG91, nothing was paid: the caps get their slots back; the once mark stays, the row is final anyway.
  if (sent.state === "rejected") await giveBackSlots(deps.db, slots.slice(1));
  return {
    outcome: "failed",
    error: sent.state === "unknown" ? `MSG91's answer is unknown, not resent: ${sent.reason}` : sent.reason,
  };
}

/**
 * The template's three variables. The link opens the seller's orders; should PUBLIC_URL make it longer than a DLT
 * variable may be, the site's address alone stands in.
 */
function variablesOf(deps: SmsChannelDeps, outgoing: Outgoing, notice: ReminderNotice) {
  const orders = `${deps.publicUrl}${pathInLanguage(outgoing.language, notificationLinks.tab(outgoing.type))}`;
  return {
    order: String(notice.orderNumber),
    deadline: formatDeadlineIST(notice.deadline, outgoing.language),
    link: orders.length <= DLT_VARIABLE_MAX ? orders : deps.publicUrl,
  };
}
