import { DEFAULT_QUIET_HOURS, type QuietHours } from "@contract/notification-preferences";

/** Quiet hours as minutes of the IST day; the window [start, end) may cross midnight. */
export interface QuietWindow {
  startMinute: number;
  endMinute: number;
}

const IST_OFFSET_MINUTES = 330;
const DAY_MINUTES = 24 * 60;

export const toMinute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

export const DEFAULT_WINDOW: QuietWindow = {
  startMinute: toMinute(DEFAULT_QUIET_HOURS.start),
  endMinute: toMinute(DEFAULT_QUIET_HOURS.end),
};

export const toQuietHours = (window: QuietWindow | null): QuietHours | null =>
  window && { start: toHhmm(window.startMinute), end: toHhmm(window.endMinute) };

/**
 * When the quiet hours around `now` end, or undefined when `now` is not in them. Whole minutes of IST: a message
 * held overnight goes at 08:00 sharp, not at 08:00 and some seconds.
 */
export function quietUntil(now: Date, window: QuietWindow | null): Date | undefined {
  if (!window) return undefined;
  const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
  const minute = (Math.floor(minuteStart / 60_000) + IST_OFFSET_MINUTES) % DAY_MINUTES;
  const { startMinute: start, endMinute: end } = window;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return undefined;
  return new Date(minuteStart + ((end - minute + DAY_MINUTES) % DAY_MINUTES) * 60_000);
}
