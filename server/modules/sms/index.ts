/** The SMS channel: MSG91 behind one interface, its settings, and the figures it counts. */
export { msg91Client, type SmsSender } from "./msg91-client";
export { smsSettings, type SmsSettings } from "./sms-settings";
export { newSmsCounts, type SmsCounts, type SmsRefusal } from "./sms-counts";
