import { describe, expect, it } from "vitest";
import { istWindow } from "./admin-analytics-repo";

describe("istWindow", () => {
  it("counts IST calendar days: 23:59 UTC is already the next day in India", () => {
    const { start, dates } = istWindow(3, Date.parse("2026-11-23T20:00:00Z"));
    expect(dates).toEqual(["2026-11-22", "2026-11-23", "2026-11-24"]);
    expect(start.toISOString()).toBe("2026-11-21T18:30:00.000Z");
  });

  it("starts at IST midnight just before it and just after it", () => {
    expect(istWindow(1, Date.parse("2026-11-23T18:29:59Z")).dates).toEqual(["2026-11-23"]);
    expect(istWindow(1, Date.parse("2026-11-23T18:30:00Z")).dates).toEqual(["2026-11-24"]);
  });
});
