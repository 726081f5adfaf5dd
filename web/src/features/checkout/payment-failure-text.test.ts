import { describe, expect, it } from "vitest";
import { failureText } from "./payment-failure-text";

describe("the payment failed page's reason", () => {
  it.each([
    ["invalid_hash", "Security validation failed. Please try again."],
    ["invalid_data", "Invalid order data. Please contact support."],
    ["server_error", "Server error occurred. Please try again later."],
    ["Card declined by bank", "Card declined by bank"],
    ["", "Payment was unsuccessful. Please try again."],
    [null, "Payment was unsuccessful. Please try again."],
    ["toString", "toString"],
  ])("%j reads %j", (reason, text) => {
    expect(failureText(reason)).toBe(text);
  });
});
