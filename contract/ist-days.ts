/**
 * India Standard Time is UTC+05:30 all year (no daylight saving), so an IST day is a fixed 24-hour window of UTC.
 * Dates are `YYYY-MM-DD`; gateway stamps are `YYYY-MM-DD HH:MM:SS` in IST (PayU).
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const IST_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in YYYY-MM-DD (2026-02-30 is not); never throws, whatever it is given (2024-13-45). */
export const isIstDate = (date: string) => {
  if (!IST_DATE.test(date)) return false;
  const at = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === date;
};

/** The IST date an instant falls on. */
export const istDateOf = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an IST day starts. */
const istDayStart = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() - IST_OFFSET_MS);

/** [from, to) of an IST day. */
export const istDayWindow = (date: string) => {
  const from = istDayStart(date);
  return { from, to: new Date(from.getTime() + DAY_MS) };
};

/** The IST date `days` before the given one (negative: after). */
export const istDaysBefore = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** IST yesterday, as of `now`. */
export const istYesterday = (now = new Date()) => istDaysBefore(istDateOf(now), 1);

/** PayU's `YYYY-MM-DD HH:MM:SS` (IST) of an instant. */
export const istStamp = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");

/** The instant of a PayU IST stamp; undefined when it is not one. */
export function fromIstStamp(stamp: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(stamp);
  if (!m) return undefined;
  const at = new Date(new Date(`${m[1]}T${m[2]}Z`).getTime() - IST_OFFSET_MS);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
