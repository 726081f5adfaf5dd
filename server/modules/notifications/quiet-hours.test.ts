import { describe, expect, it } from "vitest";
import { DEFAULT_WINDOW, quietUntil, toMinute } from "./quiet-hours";

/** An instant given in IST. */
const ist = (stamp: string) => new Date(`${stamp}+05:30`);

describe("quietUntil", () => {
  it("holds what comes between 22:00 and 08:00 IST until 08:00, across midnight", () => {
    expect(quietUntil(ist("2026-11-28T23:15:30"), DEFAULT_WINDOW)).toEqual(ist("2026-11-29T08:00:00"));
    expect(quietUntil(ist("2026-11-29T03:00:00"), DEFAULT_WINDOW)).toEqual(ist("2026-11-29T08:00:00"));
    expect(quietUntil(ist("2026-11-28T22:00:00"), DEFAULT_WINDOW)).toEqual(ist("2026-11-29T08:00:00"));
  });

  it("lets the day through, and nothing is held when quiet hours are off", () => {
    expect(quietUntil(ist("2026-11-29T08:00:00"), DEFAULT_WINDOW)).toBeUndefined();
    expect(quietUntil(ist("2026-11-29T21:59:59"), DEFAULT_WINDOW)).toBeUndefined();
    expect(quietUntil(ist("2026-11-29T03:00:00"), null)).toBeUndefined();
  });

  it("takes a window within one day too", () => {
    const afternoon = { startMinute: toMinute("13:00"), endMinute: toMinute("15:30") };
    expect(quietUntil(ist("2026-11-29T14:00:00"), afternoon)).toEqual(ist("2026-11-29T15:30:00"));
    expect(quietUntil(ist("2026-11-29T16:00:00"), afternoon)).toBeUndefined();
  });
});
