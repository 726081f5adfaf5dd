import { describe, expect, it } from "vitest";
import { HIDDEN, findContactDetails, maskContactDetails } from "./contact-masking";

describe("maskContactDetails", () => {
  it.each([
    ["call me on 9876543210", `call me on ${HIDDEN}`],
    ["call +919876543210 now", `call ${HIDDEN} now`],
    ["call +91 98765 43210", `call ${HIDDEN}`],
    ["call +91-98765-43210.", `call ${HIDDEN}.`],
    ["call 098765 43210", `call ${HIDDEN}`],
    ["call 98765.43210 or 9876-543-210", `call ${HIDDEN} or ${HIDDEN}`],
    ["(+91) 9876 543 210", HIDDEN],
    ["0091 9876543210", HIDDEN],
    ["mail asha.verma@gmail.com please", `mail ${HIDDEN} please`],
    ["mail asha (at) gmail (dot) com", `mail ${HIDDEN}`],
    ["pay asha@okaxis or 9876543210@ybl", `pay ${HIDDEN} or ${HIDDEN}`],
  ])("hides contact details in %j", (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    "Would you take ₹12,000? Can pick up on 12/05.",
    "Is the 2019 model with 128 GB still under warranty?",
    "Offer 45000, final.",
    "Pin 560001 area",
  ])("leaves ordinary text alone: %j", (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });
});

describe("findContactDetails", () => {
  it("gives each contact as written, in order, with its kind", () => {
    expect(findContactDetails("Call me on 98123 45678 or mail asha at gmail dot com. UPI asha@okaxis")).toEqual([
      { kind: "phone", text: "98123 45678" },
      { kind: "email", text: "asha at gmail dot com" },
      { kind: "upi", text: "asha@okaxis" },
    ]);
  });

  it("finds nothing in an ordinary listing", () => {
    expect(findContactDetails("Godrej almirah, 2 doors, 6 ft. Bought in 2019 at 12,500. Pickup near MG Road")).toEqual(
      [],
    );
  });
});
