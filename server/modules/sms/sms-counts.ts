/** The SMS figures /metrics reports (decision 0027), counted on this instance. */
const SMS_REFUSALS = [
  "number_resend",
  "number_hour",
  "number_day",
  "address_hour",
  "account_day",
  "daily_budget",
  /** The accept reminders' own cap per account and day (sms-channel.ts). */
  "reminder_day",
] as const;
export type SmsRefusal = (typeof SMS_REFUSALS)[number];

export interface SmsCounts {
  sent: number;
  verified: number;
  providerFailures: number;
  refused: Record<SmsRefusal, number>;
}

export const newSmsCounts = (): SmsCounts => ({
  sent: 0,
  verified: 0,
  providerFailures: 0,
  refused: Object.fromEntries(SMS_REFUSALS.map((r) => [r, 0])) as Record<SmsRefusal, number>,
});
