import { describe, expect, it } from "vitest";
import { returnSteps } from "./return-timeline";

const request = (status: "requested" | "approved"): Parameters<typeof returnSteps>[0] => ({
  returnRequest: { status, requestedAt: "2026-11-06T05:30:00Z", processedAt: null, rejectionNote: null },
  refund: null,
});

describe("the return timeline", () => {
  it("says a requested return waits for approval, never that it was approved", () => {
    const steps = returnSteps(request("requested"), false);
    expect(steps.map((s) => s.label)).toEqual([
      "Return requested",
      "Waiting for approval",
      "Refund started",
      "Refunded",
    ]);
    expect(steps[1]!.state).toBe("todo");
  });

  it("says approved once it is", () => {
    expect(returnSteps(request("approved"), false)[1]).toMatchObject({ label: "Return approved", state: "done" });
  });
});
