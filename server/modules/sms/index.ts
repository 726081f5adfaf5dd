/** The SMS channel: MSG91 behind one interface, its settings, its shared limits, and the figures it counts. */
export { msg91Client, type SmsSender } from "./msg91-client";
export { smsSettings, type SmsSettings } from "./sms-settings";
export { newSmsCounts, type SmsCounts, type SmsRefusal } from "./sms-counts";
export { SMS_LIMIT_KEYS } from "./sms-limit-keys";
export { smsChannel, SMS_REMINDERS_PER_DAY } from "./sms-channel";
