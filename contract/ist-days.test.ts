import { describe, expect, it } from "vitest";
import { isIstDate } from "./ist-days";

describe("a date as YYYY-MM-DD", () => {
  it.each(["2024-01-01", "2024-02-29", "2026-12-31"])("%s is a date", (date) => {
    expect(isIstDate(date)).toBe(true);
  });

  it.each(["2024-13-45", "0000-00-00", "2023-02-29", "2026-02-30", "2024-00-10", "2024-1-1", "99999-01-01", "", "x"])(
    "%j is not, and asking does not throw",
    (date) => {
      expect(isIstDate(date)).toBe(false);
    },
  );
});
