import { fromIstStamp, istStamp } from "@contract/ist-days";

/** Shiprocket's times are India time without an offset: `2022-07-19 11:37:00`, or the webhook's `23 05 2023 11:43:52`. */
export function fromShiprocketTime(value: unknown): Date | undefined {
  if (typeof value !== "string") return undefined;
  const dayFirst = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  return fromIstStamp(dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]} ${dayFirst[4]}` : value.trim());
}

/** `2026-11-24 10:30`, an order's date as Shiprocket takes it. */
export const shiprocketOrderDate = (at: Date) => istStamp(at).slice(0, 16);
