import { clsx } from "clsx";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { ApiRequestError } from "@web/lib/api-client";
import { useSavedAddresses } from "@web/lib/api/saved-addresses";
import { INDIAN_STATES } from "@contract/indian-states";

export interface PickupAddress {
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
}
export const emptyAddress: PickupAddress = {
  addressLine1: "",
  addressLine2: "",
  landmark: "",
  pincode: "",
  city: "",
  state: "",
};

/** Pickup address: a saved address in one tap, or the new-address form (line 1, pincode, city, state required). */
export function AddressFields({
  userId,
  value,
  onChange,
  errors,
}: {
  userId: string;
  value: PickupAddress;
  onChange: (next: PickupAddress) => void;
  errors: Partial<Record<keyof PickupAddress, string>>;
}) {
  const saved = useSavedAddresses(userId);
  const set = (key: keyof PickupAddress) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: key === "pincode" ? e.target.value.replace(/\D/g, "").slice(0, 6) : e.target.value });

  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">Pickup address</legend>
      <p className="mb-3 text-sm text-slate-500">Our courier collects the item here. Buyers never see it.</p>
      {saved.data && saved.data.length > 0 && (
        <div className="mb-4 flex flex-wrap gap-2">
          {saved.data.map((a) => {
            const chosen = a.line1 === value.addressLine1 && a.pincode === value.pincode;
            return (
              <button
                key={a.id}
                type="button"
                aria-pressed={chosen}
                onClick={() =>
                  onChange({
                    addressLine1: a.line1,
                    addressLine2: a.line2 ?? "",
                    landmark: a.landmark ?? "",
                    pincode: a.pincode,
                    city: a.city,
                    state: a.state,
                  })
                }
                className={clsx(
                  "max-w-full rounded-xl border px-3 py-2 text-left text-sm",
                  chosen
                    ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                    : "border-slate-200 bg-white hover:border-slate-300",
                )}
              >
                <span className="block truncate font-medium text-slate-900">{a.line1}</span>
                <span className="text-slate-500">
                  {a.city}, {a.state} {a.pincode}
                </span>
              </button>
            );
          })}
        </div>
      )}
      {saved.error instanceof ApiRequestError && (saved.error.status === 0 || saved.error.status >= 500) && (
        <p className="mb-3 text-sm text-red-700">Failed to fetch addresses</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField id="addr-line1" label="Address line 1" error={errors.addressLine1}>
            <input
              autoComplete="address-line1"
              maxLength={255}
              value={value.addressLine1}
              onChange={set("addressLine1")}
              className={inputClass}
              {...fieldA11y("addr-line1", errors.addressLine1)}
            />
          </FormField>
        </div>
        <FormField id="addr-line2" label="Address line 2 (optional)">
          <input
            id="addr-line2"
            autoComplete="address-line2"
            maxLength={255}
            value={value.addressLine2}
            onChange={set("addressLine2")}
            className={inputClass}
          />
        </FormField>
        <FormField id="addr-landmark" label="Landmark (optional)">
          <input
            id="addr-landmark"
            maxLength={255}
            value={value.landmark}
            onChange={set("landmark")}
            className={inputClass}
          />
        </FormField>
        <FormField id="addr-pincode" label="Pincode" error={errors.pincode}>
          <input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={value.pincode}
            onChange={set("pincode")}
            className={inputClass}
            {...fieldA11y("addr-pincode", errors.pincode)}
          />
        </FormField>
        <FormField id="addr-city" label="City" error={errors.city}>
          <input
            autoComplete="address-level2"
            maxLength={100}
            value={value.city}
            onChange={set("city")}
            className={inputClass}
            {...fieldA11y("addr-city", errors.city)}
          />
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="addr-state" label="State" error={errors.state}>
            <select
              value={value.state}
              onChange={set("state")}
              className={inputClass}
              {...fieldA11y("addr-state", errors.state)}
            >
              <option value="">Select state</option>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </div>
    </fieldset>
  );
}
