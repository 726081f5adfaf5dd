import type { SavedAddress } from "@contract/addresses";
import { createAddressSchema, type CreateAddress } from "@contract/checkout";

export interface AddressFormValues {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
  isDefault: boolean;
}
export type AddressFormErrors = Partial<Record<keyof AddressFormValues, string>>;

export const emptyAddressForm: AddressFormValues = {
  name: "",
  phone: "",
  line1: "",
  line2: "",
  landmark: "",
  pincode: "",
  city: "",
  state: "",
  isDefault: false,
};

const REQUIRED = ["name", "phone", "line1", "pincode", "city", "state"] as const;

/** A saved address in the form, to be completed or corrected. */
export const addressFormOf = (a: SavedAddress): AddressFormValues => ({
  name: a.name ?? "",
  phone: a.phone ?? "",
  line1: a.line1,
  line2: a.line2 ?? "",
  landmark: a.landmark ?? "",
  pincode: a.pincode,
  city: a.city,
  state: a.state,
  isDefault: a.isDefault,
});

/** docs/product.md#checkout: Save stays disabled until every required field has something in it. */
export const requiredFilled = (v: AddressFormValues) => REQUIRED.every((k) => v[k].trim() !== "");

/** The server's own schema decides: the body to send, or the first message for each field. */
export function checkAddressForm(
  v: AddressFormValues,
): { ok: true; body: CreateAddress } | { ok: false; errors: AddressFormErrors } {
  const parsed = createAddressSchema.safeParse(v);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: AddressFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof AddressFormValues;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Digits only, at most six: what a pincode field accepts as the person types or pastes. */
export const pincodeInput = (raw: string) => raw.replace(/\D/g, "").slice(0, 6);

/** The same for a 10-digit mobile number; a pasted +91 or leading 0 is dropped. */
export const phoneInput = (raw: string) =>
  raw
    .replace(/\D/g, "")
    .replace(/^(91|0)(?=\d{10}$)/, "")
    .slice(0, 10);
