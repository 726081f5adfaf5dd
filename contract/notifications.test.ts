import { describe, expect, it } from "vitest";
import { notificationLinks } from "./notifications";

describe("notificationLinks.tab", () => {
  it("takes an admin to the Reconciliation tab for a mismatch and everyone else to their dashboard tab", () => {
    expect(notificationLinks.tab("reconciliation_mismatch")).toBe("/admin-panel?tab=reconciliation");
    expect(notificationLinks.tab("payout_failed")).toBe("/admin-panel?tab=payouts");
    expect(notificationLinks.tab("listing_reported")).toBe("/admin-panel?tab=reports");
    expect(notificationLinks.tab("offer_received")).toBe("/dashboard?tab=offers");
    expect(notificationLinks.tab("order_placed")).toBe("/dashboard?tab=orders");
  });
});
