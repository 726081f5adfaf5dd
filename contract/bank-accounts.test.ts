import { describe, expect, it } from "vitest";
import { BANK_MESSAGES } from "./bank-accounts";

describe("bank account texts", () => {
  it("uses the spec's words for the toasts (part 1 §8, part 2 §8)", () => {
    expect(BANK_MESSAGES.added).toBe("Bank account added successfully!");
    expect(BANK_MESSAGES.setPrimaryFailed).toBe("Failed to set primary bank account");
  });
});
