/**
 * The keys of the shared SMS limits (decision 0041; counted in the cluster module's limit store), in one place: the
 * sign-in codes (server/modules/auth/sms-limits.ts) and the accept reminder (sms-channel.ts) count against the same
 * number, account and daily budget, so what SMS cost a day stays under one cap whoever sends them.
 */
export const SMS_LIMIT_KEYS = {
  address: (client: string) => `sms:address:${client}`,
  account: (userId: string) => `sms:account:${userId}`,
  resend: (mobile: string) => `sms:resend:${mobile}`,
  numberHour: (mobile: string) => `sms:hour:${mobile}`,
  numberDay: (mobile: string) => `sms:day:${mobile}`,
  /** The day is the IST date: the budget starts afresh at midnight in India. */
  budget: (istDate: string) => `sms:budget:${istDate}`,
  /** Reminders one account gets by SMS a day, apart from its codes (sms-channel.ts). */
  reminders: (userId: string) => `sms:reminders:${userId}`,
  /** One send per delivery, ever: a turn repeated after a time-out finds it taken (sms-channel.ts). */
  delivery: (deliveryId: string) => `sms:delivery:${deliveryId}`,
} as const;
