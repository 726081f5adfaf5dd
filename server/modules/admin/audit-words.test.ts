import { describe, expect, it } from "vitest";
import { auditDetailsText, goneLabel } from "./audit-words";

describe("audit details in words", () => {
  it("turns the recorded details into a sentence an admin reads, leaving ids and codes out", () => {
    expect(auditDetailsText({ from: "placed", to: "out_for_delivery", expectedDeliveryDate: "2026-12-03" })).toBe(
      "from placed to out for delivery; expected delivery 3 Dec 2026",
    );
    expect(auditDetailsText({ bankReference: "UTR12345", amount: 6305 })).toBe(
      "bank reference UTR12345; amount ₹6,305",
    );
    expect(auditDetailsText({ refundAmount: 950 })).toBe("refund ₹950");
    expect(auditDetailsText({ userId: "3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c", accountNumber: "XXXXXX1234" })).toBe(
      "account XXXXXX1234",
    );
    expect(auditDetailsText({ code: "DIWALI", changes: { maxDiscountAmount: { from: 1, to: 2 }, isActive: {} } })).toBe(
      "changed max discount amount, is active",
    );
    expect(auditDetailsText({ payoutIds: ["a", "b"], status: "all" })).toBe("2 payouts shown");
    expect(auditDetailsText({ withdrawnModificationId: "x" })).toBeNull();
    expect(auditDetailsText(null)).toBeNull();
  });

  it("names a deleted listing by the title its entry kept", () => {
    expect(goneLabel("product", { title: "Old Usha fan", reason: "Duplicate" })).toBe('"Old Usha fan" (deleted)');
    expect(goneLabel("product", {})).toBe("a deleted listing");
    expect(goneLabel("order", null)).toBeNull();
  });
});
