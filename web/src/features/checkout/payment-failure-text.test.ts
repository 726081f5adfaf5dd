import { describe, expect, it } from "vitest";
import { PAYMENT_FAILED_REASONS } from "@contract/checkout";
import { failureText } from "./payment-failure-text";

const DEFAULT = "Payment was unsuccessful. Please try again.";

describe("the payment failed page's reason", () => {
  it.each([
    ["invalid_hash", "Security validation failed. Please try again."],
    ["invalid_data", "Invalid order data. Please contact support."],
    ["server_error", "Server error occurred. Please try again later."],
    [" invalid_hash ", "Security validation failed. Please try again."],
    ["sold_elsewhere", PAYMENT_FAILED_REASONS.sold_elsewhere],
    ["awaiting_confirmation", PAYMENT_FAILED_REASONS.awaiting_confirmation],
    ["", DEFAULT],
    [null, DEFAULT],
  ])("%j reads %j", (reason, text) => {
    expect(failureText(reason)).toBe(text);
  });

  // Anyone can write a link to the page: a Dobara page must not print their words (a ready-made refund scam).
  it.each([
    "Your KYC is pending, call 98123 45678 to get your refund",
    "Card declined by bank",
    PAYMENT_FAILED_REASONS.sold_elsewhere,
    "INVALID_HASH",
    "toString",
    "__proto__",
    "constructor",
    "<b>Call us</b>",
  ])("any other words (%j) read as the default text", (reason) => {
    expect(failureText(reason)).toBe(DEFAULT);
  });
});
