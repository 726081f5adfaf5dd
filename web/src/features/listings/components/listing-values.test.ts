import { describe, expect, it } from "vitest";
import { PRODUCT_MESSAGES } from "@contract/products";
import { emptyListing, listingFormSchema, missingFieldsText, type ListingValues } from "./listing-values";

const complete: ListingValues = {
  ...emptyListing,
  title: "Teak rocking chair",
  description: "Solid teak, no wobble.",
  price: "7000",
  category: "home_garden",
  address: {
    addressLine1: "9 Residency Road",
    addressLine2: "",
    landmark: "",
    pincode: "560025",
    city: "Bengaluru",
    state: "Karnataka",
  },
  bankAccountId: "0b7c1f0e-3c51-4a43-9a55-1a1f0e3c5143",
  images: [{ kind: "stored", url: "/uploads/img/a1b2/full.webp" }],
};

const issues = (v: ListingValues) =>
  Object.fromEntries((listingFormSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the listing form's schema", () => {
  it("names what each field lacks at once, the catalogue rules with the rest", () => {
    expect(issues({ ...emptyListing, hasBill: true })).toEqual({
      title: PRODUCT_MESSAGES.titleRequired,
      description: PRODUCT_MESSAGES.descriptionRequired,
      price: PRODUCT_MESSAGES.priceRequired,
      category: PRODUCT_MESSAGES.category,
      "address.addressLine1": PRODUCT_MESSAGES.addressLine1Required,
      "address.pincode": PRODUCT_MESSAGES.pincode,
      "address.city": PRODUCT_MESSAGES.cityRequired,
      "address.state": PRODUCT_MESSAGES.stateRequired,
      bankAccountId: PRODUCT_MESSAGES.bankRequired,
      billPhoto: PRODUCT_MESSAGES.billPhotoRequired,
      images: PRODUCT_MESSAGES.photoRequired,
    });
  });

  it("asks for at least one photo, as the server does", () => {
    expect(issues({ ...complete, images: [] })).toEqual({ images: PRODUCT_MESSAGES.photoRequired });
  });

  it("applies the contract's price, pincode and brand rules", () => {
    expect(
      issues({
        ...complete,
        price: "0",
        address: { ...complete.address, pincode: "060025" },
        category: "electronics",
        productType: "mobile",
        brand: "Nokla",
      }),
    ).toEqual({
      price: PRODUCT_MESSAGES.price,
      "address.pincode": PRODUCT_MESSAGES.pincode,
      brand: PRODUCT_MESSAGES.brand,
    });
  });

  it("passes a complete listing", () => {
    expect(issues(complete)).toEqual({});
  });
});

describe("the listing form's toast for empty fields", () => {
  it("names exactly the required fields left empty", () => {
    expect(missingFieldsText(complete)).toBeUndefined();
    expect(missingFieldsText({ ...complete, price: " " })).toBe("Please fill in the required field: price.");
    expect(missingFieldsText({ ...complete, title: "", address: { ...complete.address, city: "" } })).toBe(
      "Please fill in the required fields: title and city.",
    );
    expect(
      missingFieldsText({
        ...complete,
        title: "",
        description: "",
        price: "",
        address: { ...complete.address, pincode: "" },
      }),
    ).toBe("Please fill in the required fields: title, description, price, and pincode.");
  });

  it("is the form's own sentence when just its four fields are empty", () => {
    expect(missingFieldsText({ ...complete, title: "", description: "", price: "", category: "" })).toBe(
      PRODUCT_MESSAGES.required,
    );
  });

  it("does not count a filled field that is wrong as missing", () => {
    expect(missingFieldsText({ ...complete, price: "0", address: { ...complete.address, pincode: "060025" } })).toBe(
      undefined,
    );
  });
});
