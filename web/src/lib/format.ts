import type { Language } from "@contract/language";
import { lazily } from "@contract/lazy";

export { formatRupees } from "@contract/money-format";

const istDate = lazily(() => new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }));
// Hindi pages: Hindi month names, Latin digits as Indian apps write dates ("28 नवंबर 2026"), decision 0046.
const istDateHi = lazily(
  () => new Intl.DateTimeFormat("hi-IN", { dateStyle: "long", timeZone: "Asia/Kolkata", numberingSystem: "latn" }),
);
export const formatDateIST = (value: string | Date, language: Language = "en") =>
  (language === "hi" ? istDateHi() : istDate()).format(new Date(value));

const istDateTime = lazily(
  () => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }),
);
const istDateTimeHi = lazily(
  () =>
    new Intl.DateTimeFormat("hi-IN", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
      numberingSystem: "latn",
    }),
);
/** Date and time in IST, for records where the hour matters (messages, the audit log). */
export const formatDateTimeIST = (value: string | Date, language: Language = "en") =>
  `${(language === "hi" ? istDateTimeHi() : istDateTime()).format(new Date(value))} IST`;

const istDayMonth = lazily(
  () => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" }),
);
/** A day on a chart's axis, as India writes it: "6 Nov", never the US month-first "11/6". */
export const formatDayMonthIST = (value: string | Date | number) => istDayMonth().format(new Date(value));
