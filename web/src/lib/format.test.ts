import { describe, expect, it } from "vitest";
import { formatDayMonthIST } from "./format";

describe("formatDayMonthIST", () => {
  it("writes a chart's day as India does, in IST: day first, month in words", () => {
    expect(formatDayMonthIST("2026-11-06T00:00:00+05:30")).toBe("6 Nov");
    // 19:00 UTC on 5 November is already 6 November in India.
    expect(formatDayMonthIST(Date.parse("2026-11-05T19:00:00Z"))).toBe("6 Nov");
  });
});

describe("dates on Hindi pages", () => {
  it("name the month in Hindi with Latin digits, in IST; English pages keep English", async () => {
    const { formatDateIST } = await import("./format");
    expect(formatDateIST("2026-11-05T19:00:00Z", "hi")).toBe("6 नवंबर 2026");
    expect(formatDateIST("2026-11-05T19:00:00Z")).toBe("6 November 2026");
  });
});
