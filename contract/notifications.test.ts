import { describe, expect, it } from "vitest";
import { notificationLink } from "./notifications";

describe("notificationLink", () => {
  it("takes an admin to the Reconciliation tab for a mismatch and everyone else to their dashboard tab", () => {
    expect(notificationLink("reconciliation_mismatch")).toBe("/admin-panel?tab=reconciliation");
    expect(notificationLink("offer_received")).toBe("/dashboard?tab=offers");
    expect(notificationLink("order_placed")).toBe("/dashboard?tab=orders");
  });
});
