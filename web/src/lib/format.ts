import { lazily } from "@contract/lazy";

export { formatRupees } from "@contract/money-format";

const istDate = lazily(() => new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }));
export const formatDateIST = (value: string | Date) => istDate().format(new Date(value));

const istDateTime = lazily(
  () => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }),
);
/** Date and time in IST, for records where the hour matters (messages, the audit log). */
export const formatDateTimeIST = (value: string | Date) => `${istDateTime().format(new Date(value))} IST`;

const istDayMonth = lazily(
  () => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" }),
);
/** A day on a chart's axis, as India writes it: "6 Nov", never the US month-first "11/6". */
export const formatDayMonthIST = (value: string | Date | number) => istDayMonth().format(new Date(value));
