import { useState } from "react";
import type { SavedAddress } from "@contract/addresses";
import { ADDRESS_MESSAGES, PINCODE_UNKNOWN } from "@contract/checkout";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { INDIAN_STATES } from "@contract/indian-states";
import { useAddAddress, useEditAddress } from "../api/address-changes";
import { usePincodePlace } from "@web/lib/api/pincode-place";
import {
  addressFormOf,
  checkAddressForm,
  emptyAddressForm,
  phoneInput,
  pincodeInput,
  requiredFilled,
  type AddressFormErrors,
  type AddressFormValues,
} from "./address-form-values";

const TYPED: Partial<Record<keyof AddressFormValues, (raw: string) => string>> = {
  pincode: pincodeInput,
  phone: phoneInput,
};

/**
 * Add form (docs/product.md#checkout): recipient's name* and phone*, line1*, line2, landmark, pincode*, city*, state*; Save & Continue
 * and Cancel. A complete pincode fills in the city and state from the server's directory; both stay editable. With
 * `editing`, the same form completes or corrects a saved address.
 */
export function AddressForm({
  userId,
  isFirst,
  editing,
  onSaved,
  onCancel,
}: {
  userId: string;
  isFirst: boolean;
  editing?: SavedAddress;
  onSaved: (address: SavedAddress) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<AddressFormValues>(() => (editing ? addressFormOf(editing) : emptyAddressForm));
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const add = useAddAddress(userId);
  const change = useEditAddress(userId);
  const saving = add.isPending || change.isPending;
  const place = usePincodePlace(values.pincode);
  const [filledFor, setFilledFor] = useState(editing?.pincode);

  // Once per pincode typed, while rendering (not in an effect): the directory's city and state, still editable.
  if (place.data && filledFor !== values.pincode) {
    setFilledFor(values.pincode);
    setValues({ ...values, city: place.data.city, state: place.data.state });
    setErrors({ ...errors, city: undefined, state: undefined });
  }

  const set = (key: keyof AddressFormValues) => (e: { target: { value: string } }) => {
    setValues({ ...values, [key]: TYPED[key]?.(e.target.value) ?? e.target.value });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkAddressForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // The first field to fix gets the focus, so a phone scrolls to it and a screen reader reads its message.
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`address-${first}`)?.focus();
      if (Object.values(checked.errors).includes(ADDRESS_MESSAGES.missing))
        toast({ title: "Missing Information", description: ADDRESS_MESSAGES.missing, variant: "destructive" });
      return;
    }
    const done = {
      onSuccess: (saved: SavedAddress) => {
        toast({ title: "Address Saved", description: ADDRESS_MESSAGES.saved, variant: "success" });
        onSaved(saved);
      },
      onError: (err: Error) =>
        toast({
          title: "Error",
          description: `Failed to save address: ${serverMessage(err) ?? "Failed to create address"}`,
          variant: "destructive",
        }),
    };
    if (editing) change.mutate({ id: editing.id, body: checked.body }, done);
    else add.mutate(checked.body, done);
  }

  const field = (key: keyof AddressFormValues) => ({
    value: values[key] as string,
    onChange: set(key),
    className: inputClass,
    ...fieldA11y(`address-${key}`, errors[key]),
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-address-heading" className="space-y-4">
      <h2 id="new-address-heading" className="text-lg font-bold text-slate-900">
        {editing ? "Complete this address" : "Add a delivery address"}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="address-name" label="Recipient's name *" error={errors.name}>
          <input autoComplete="name" maxLength={100} {...field("name")} />
        </FormField>
        <FormField id="address-phone" label="Phone *" error={errors.phone} hint="For the courier, 10 digits">
          <input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={16} {...field("phone")} />
        </FormField>
      </div>
      <FormField id="address-line1" label="Address line 1 *" error={errors.line1}>
        <input
          autoComplete="address-line1"
          maxLength={255}
          placeholder="House / flat, building, street"
          {...field("line1")}
        />
      </FormField>
      <FormField id="address-line2" label="Address line 2">
        <input autoComplete="address-line2" maxLength={255} placeholder="Area, locality" {...field("line2")} />
      </FormField>
      <FormField id="address-landmark" label="Landmark">
        <input maxLength={255} placeholder="Near ..." {...field("landmark")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="address-pincode"
          label="Pincode *"
          error={errors.pincode}
          hint={place.isError ? PINCODE_UNKNOWN : place.data ? `${place.data.city}, ${place.data.state}` : undefined}
        >
          <input inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field("pincode")} />
        </FormField>
        <FormField id="address-city" label="City *" error={errors.city}>
          <input autoComplete="address-level2" maxLength={100} {...field("city")} />
        </FormField>
      </div>
      <FormField id="address-state" label="State *" error={errors.state}>
        <select autoComplete="address-level1" {...field("state")}>
          <option value="">Select state</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </FormField>
      {!isFirst && !editing && (
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={values.isDefault}
            onChange={(e) => setValues({ ...values, isDefault: e.target.checked })}
            className="size-5 accent-brand-700"
          />
          Make this my default address
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!requiredFilled(values) || saving}>
          {saving ? "Saving..." : "Save & Continue"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
