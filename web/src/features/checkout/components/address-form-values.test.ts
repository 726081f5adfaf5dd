import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES } from "@contract/checkout";
import { checkAddressForm, emptyAddressForm, phoneInput, pincodeInput, requiredFilled } from "./address-form-values";

const filled = {
  ...emptyAddressForm,
  name: " Asha Rao ",
  phone: "9876543210",
  line1: " 12 MG Road ",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
};

describe("the delivery address form", () => {
  it("keeps Save disabled until name, phone, line 1, pincode, city and state are filled", () => {
    expect(requiredFilled(emptyAddressForm)).toBe(false);
    expect(requiredFilled({ ...filled, name: "" })).toBe(false);
    expect(requiredFilled({ ...filled, phone: " " })).toBe(false);
    expect(requiredFilled({ ...filled, city: "   " })).toBe(false);
    expect(requiredFilled(filled)).toBe(true);
  });

  it("sends trimmed values and blank optional lines as null", () => {
    expect(checkAddressForm({ ...filled, line2: "  " })).toEqual({
      ok: true,
      body: {
        name: "Asha Rao",
        phone: "9876543210",
        line1: "12 MG Road",
        line2: null,
        landmark: null,
        pincode: "560001",
        city: "Bengaluru",
        state: "Karnataka",
        isDefault: false,
      },
    });
  });

  it.each([
    ["56000", ADDRESS_MESSAGES.pincode],
    ["060001", ADDRESS_MESSAGES.pincode],
    ["", ADDRESS_MESSAGES.missing],
  ])("refuses the pincode %j with the server's message", (pincode, message) => {
    expect(checkAddressForm({ ...filled, pincode })).toEqual({ ok: false, errors: { pincode: message } });
  });

  it("names every missing field", () => {
    const result = checkAddressForm(emptyAddressForm);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(["city", "line1", "name", "phone", "pincode", "state"]);
  });

  it("lets only six digits into the pincode field", () => {
    expect(pincodeInput("56 00-01 99")).toBe("560001");
  });

  it("keeps ten digits of a phone, dropping a pasted +91 or 0", () => {
    expect(phoneInput("+91 98765 43210")).toBe("9876543210");
    expect(phoneInput("09876543210")).toBe("9876543210");
    expect(phoneInput("98765-4321099")).toBe("9876543210");
  });

  it("refuses a phone the courier cannot call, with the server's message", () => {
    expect(checkAddressForm({ ...filled, phone: "5876543210" })).toEqual({
      ok: false,
      errors: { phone: ADDRESS_MESSAGES.phone },
    });
  });
});
