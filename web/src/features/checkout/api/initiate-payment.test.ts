import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@web/lib/api-client";
import { INITIATE_TIMED_OUT, initiateErrorMessage } from "./initiate-payment";

describe("what a failed payment start says", () => {
  it("names the time-out, the server's reason, or the fallback text", () => {
    expect(initiateErrorMessage(new ApiRequestError(0, INITIATE_TIMED_OUT))).toBe(INITIATE_TIMED_OUT);
    expect(
      initiateErrorMessage(
        new ApiRequestError(409, "This item is being bought by someone else. Try again in 12 minutes."),
      ),
    ).toBe("This item is being bought by someone else. Try again in 12 minutes.");
    expect(initiateErrorMessage(new ApiRequestError(502, "Bad Gateway"))).toBe("Failed to initiate payment");
    expect(initiateErrorMessage(new ApiRequestError(0, "Failed to fetch: check your connection and try again."))).toBe(
      "Failed to initiate payment",
    );
  });

  it("adds the server's total to a price mismatch", () => {
    const details = { productPrice: 9000, platformFee: 270, deliveryCharge: 50, couponDiscount: 0, total: 9320 };
    expect(
      initiateErrorMessage(
        new ApiRequestError(409, "The price has changed. Please review the order summary again.", "CONFLICT", details),
      ),
    ).toBe("The price has changed. Please review the order summary again. The total is now ₹9,320.");
  });
});
