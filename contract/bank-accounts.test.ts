import { describe, expect, it } from "vitest";
import { BANK_MESSAGES } from "./bank-accounts";

describe("bank account texts", () => {
  it("uses our words for the toasts (docs/product.md#messages)", () => {
    expect(BANK_MESSAGES.added).toBe("Bank account added successfully!");
    expect(BANK_MESSAGES.setPrimaryFailed).toBe("Failed to set primary bank account");
  });
});
