import { createAddressSchema, type CreateAddress } from "@contract/checkout";

export interface AddressFormValues {
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
  line1: "",
  line2: "",
  landmark: "",
  pincode: "",
  city: "",
  state: "",
  isDefault: false,
};

const REQUIRED = ["line1", "pincode", "city", "state"] as const;

/** Part 2 §5: Save stays disabled until every required field has something in it. */
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
