import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { OrderView } from "@contract/orders";
import { renderWithCache } from "@web/test/render-with-cache";
import { OrderStatusBadge } from "./order-status-badge";
import { ReturnTimeline } from "./return-timeline";

type Parts = Pick<OrderView, "returnStatus" | "returnRequest" | "refund">;
const requested = { requestedAt: "2026-11-20T10:00:00.000Z", processedAt: null, rejectionNote: null };
const processed = { ...requested, status: "processed" as const, processedAt: "2026-11-22T10:00:00.000Z" };
const refund = (status: "pending" | "processed" | "failed", reference: string | null = null) => ({
  amount: 36980,
  status,
  reference,
  updatedAt: "2026-11-24T10:00:00.000Z",
});
const steps = (order: Parts, seller = false) =>
  [...renderWithCache(createElement(ReturnTimeline, { order, seller })).matchAll(/font-semibold[^>]*>([^<]+)</g)]
    .map((m) => m[1])
    .filter((label) => label !== "Return and refund");
const badge = (order: Parts) => renderWithCache(createElement(OrderStatusBadge, { status: "delivered", order }));

describe("the return and refund timeline", () => {
  it("shows nothing without a return", () => {
    expect(renderWithCache(createElement(ReturnTimeline, { order: { returnRequest: null, refund: null } }))).toBe("");
  });

  it("goes requested, approved, refund started, refunded with the gateway's reference", () => {
    // A request not yet decided waits for approval: it is never shown as approved.
    expect(
      steps({ returnStatus: "requested", returnRequest: { ...requested, status: "requested" }, refund: null }),
    ).toEqual(["Return requested", "Waiting for approval", "Refund started", "Refunded"]);
    expect(
      steps({ returnStatus: "approved", returnRequest: { ...requested, status: "approved" }, refund: null }),
    ).toEqual(["Return requested", "Return approved", "Refund started", "Refunded"]);
    const done = renderWithCache(
      createElement(ReturnTimeline, { order: { returnRequest: processed, refund: refund("processed", "rfnd_42") } }),
    );
    expect(done).toContain("reference rfnd_42");
    expect(done).toContain("₹36,980 to the way you paid");
  });

  it("says a person will complete a failed refund, and a rejection carries the note", () => {
    expect(steps({ returnStatus: "processed", returnRequest: processed, refund: refund("failed") })).toContain(
      "Refund failed",
    );
    const rejected = renderWithCache(
      createElement(ReturnTimeline, {
        order: { returnRequest: { ...requested, status: "rejected", rejectionNote: "Fits as listed" }, refund: null },
      }),
    );
    expect(rejected).toContain("Return rejected");
    expect(rejected).toContain("Fits as listed");
    expect(rejected).not.toContain("Refund started");
  });

  it("tells the seller the money goes back to the buyer", () => {
    const html = renderWithCache(
      createElement(ReturnTimeline, { order: { returnRequest: processed, refund: refund("pending") }, seller: true }),
    );
    expect(html).toContain("₹36,980 back to the buyer");
  });
});

describe("the badge of a delivered order", () => {
  it("reads Refund processing, then Returned, instead of Delivered once the return is processed", () => {
    expect(badge({ returnStatus: null, returnRequest: null, refund: null })).toContain(">Delivered<");
    expect(badge({ returnStatus: "processed", returnRequest: processed, refund: refund("pending") })).toContain(
      ">Refund processing<",
    );
    expect(badge({ returnStatus: "processed", returnRequest: processed, refund: refund("processed") })).toContain(
      ">Returned<",
    );
  });

  it("shows the return pickup's AWB and tracking link, or that it is being booked", () => {
    const approved = { ...requested, status: "approved" as const };
    const pickup = {
      state: "booked" as const,
      phase: "booked" as const,
      courierName: "Sandbox Surface",
      awb: "77123456789012",
      trackingUrl: "https://shiprocket.co/tracking/77123456789012",
    };
    const booked = renderWithCache(
      createElement(ReturnTimeline, { order: { returnRequest: approved, refund: null, returnShipment: pickup } }),
    );
    expect(booked).toContain("Return pickup by Sandbox Surface");
    expect(booked).toContain("77123456789012");
    expect(booked).toContain('href="https://shiprocket.co/tracking/77123456789012"');
    const booking = renderWithCache(
      createElement(ReturnTimeline, {
        order: {
          returnRequest: approved,
          refund: null,
          returnShipment: { ...pickup, state: "booking", phase: null, awb: null, trackingUrl: null },
        },
      }),
    );
    expect(booking).toContain("booking the courier&#x27;s return pickup");
  });
});
