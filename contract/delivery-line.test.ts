import { describe, expect, it } from "vitest";
import { deliveryLine, deliveryLineParts } from "./checkout";

describe("an order's delivery line read back into its parts", () => {
  it("is the inverse of deliveryLine, commas inside the address included", () => {
    const address = {
      name: "Kavya Raman",
      phone: "9876543210",
      line1: "Flat 7, Tulsi Residency",
      line2: "Koramangala",
      landmark: "Near the lake",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560034",
    };
    expect(deliveryLineParts(deliveryLine(address))).toEqual({
      name: "Kavya Raman",
      phone: "9876543210",
      address: "Flat 7, Tulsi Residency, Koramangala, Near the lake",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560034",
    });
  });

  it("reads an older line without the recipient, and refuses a line it did not make", () => {
    expect(deliveryLineParts("7 Lake Road, Kolkata, West Bengal - 700029")).toEqual({
      name: undefined,
      phone: undefined,
      address: "7 Lake Road",
      city: "Kolkata",
      state: "West Bengal",
      pincode: "700029",
    });
    expect(deliveryLineParts("12 MG Road, Pune")).toBeUndefined();
  });
});
