import { describe, expect, it } from "vitest";
import type { SavedAddress } from "@contract/addresses";
import type { OwnerProduct } from "@contract/products";
import { pickupChoices } from "./pickup-choices";

const saved = (line1: string, pincode: string): SavedAddress => ({
  id: line1,
  name: "Kavya Raman",
  phone: "9876543210",
  line1,
  line2: null,
  landmark: null,
  pincode,
  city: "Bengaluru",
  state: "Karnataka",
  isDefault: false,
});

const listed = (addressLine1: string | null, pincode: string, createdAt: string) =>
  ({
    addressLine1,
    addressLine2: "Indiranagar",
    landmark: null,
    pincode,
    city: "Bengaluru",
    state: "Karnataka",
    createdAt,
  }) as OwnerProduct;

describe("the listing form's pickup address choices", () => {
  it("offers saved addresses, then earlier listings' pickup addresses newest first, each address once", () => {
    const choices = pickupChoices(
      [saved("12 MG Road", "560001")],
      [
        listed("7 CMH Road", "560038", "2026-10-01T10:00:00Z"),
        listed("12 mg road ", "560001", "2026-11-01T10:00:00Z"),
        listed("3 Church Street", "560001", "2026-11-02T10:00:00Z"),
        listed(null, "560001", "2026-11-03T10:00:00Z"),
      ],
    );
    expect(choices.map((c) => `${c.addressLine1} ${c.pincode}`)).toEqual([
      "12 MG Road 560001",
      "3 Church Street 560001",
      "7 CMH Road 560038",
    ]);
    expect(choices[1]).toEqual({
      addressLine1: "3 Church Street",
      addressLine2: "Indiranagar",
      landmark: "",
      pincode: "560001",
      city: "Bengaluru",
      state: "Karnataka",
    });
  });

  it("offers a seller who has never bought anything the address of their last listing", () => {
    expect(pickupChoices([], [listed("7 CMH Road", "560038", "2026-10-01T10:00:00Z")])).toHaveLength(1);
  });
});
