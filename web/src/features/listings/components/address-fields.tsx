import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { ApiRequestError } from "@web/lib/api-client";
import { useMyProducts } from "@web/lib/api/my-products";
import { usePincodePlace } from "@web/lib/api/pincode-place";
import { useSavedAddresses } from "@web/lib/api/saved-addresses";
import { INDIAN_STATES } from "@contract/indian-states";
import { useMessages } from "@web/i18n/feature-messages";
import { sellingMessages } from "../selling/messages";
import { pickupChoices } from "./pickup-choices";

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

/**
 * Pickup address: a saved address or an earlier listing's pickup address in one tap, or the new-address form (line 1,
 * pincode, city, state required). A complete pincode fills in the city and state from the directory, as the buyer's
 * address form does; both stay editable.
 */
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
  const t = useMessages(sellingMessages);
  const saved = useSavedAddresses(userId);
  const mine = useMyProducts(userId);
  const choices = pickupChoices(saved.data ?? [], mine.data?.pages.flat() ?? []);
  const place = usePincodePlace(value.pincode);
  // The pincode whose place was last filled in (or chosen with its city): filled once per pincode, so a city the
  // seller corrects by hand stays corrected.
  const filledFor = useRef(value.pincode);
  const set = (key: keyof PickupAddress) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: key === "pincode" ? e.target.value.replace(/\D/g, "").slice(0, 6) : e.target.value });

  useEffect(() => {
    if (!place.data || filledFor.current === value.pincode) return;
    filledFor.current = value.pincode;
    onChange({ ...value, city: place.data.city, state: place.data.state });
  }, [place.data, value, onChange]);

  const choose = (address: PickupAddress) => {
    filledFor.current = address.pincode;
    onChange(address);
  };

  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("listingAddress.heading")}</legend>
      <p className="mb-3 text-sm text-slate-500">{t("listingAddress.note")}</p>
      {choices.length > 0 && (
        <div className="mb-4">
          <p className="mb-2 text-sm text-slate-600">{t("listingAddress.usedBefore")}</p>
          <div className="flex flex-wrap gap-2">
            {choices.map((a) => {
              const chosen = a.addressLine1 === value.addressLine1 && a.pincode === value.pincode;
              return (
                <button
                  key={`${a.addressLine1}|${a.pincode}`}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => choose(a)}
                  className={clsx(
                    "max-w-full rounded-xl border px-3 py-2 text-left text-sm",
                    chosen
                      ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                      : "border-slate-200 bg-white hover:border-slate-300",
                  )}
                >
                  <span translate="no" className="block truncate font-medium text-slate-900">
                    {a.addressLine1}
                  </span>
                  <span translate="no" className="text-slate-500">
                    {a.city}, {a.state} {a.pincode}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      )}
      {saved.error instanceof ApiRequestError && (saved.error.status === 0 || saved.error.status >= 500) && (
        <p className="mb-3 text-sm text-red-700">{t("listingAddress.fetchFailed")}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField id="addr-line1" label={t("listingAddress.line1")} error={errors.addressLine1}>
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
        <FormField id="addr-line2" label={t("listingAddress.line2")}>
          <input
            id="addr-line2"
            autoComplete="address-line2"
            maxLength={255}
            value={value.addressLine2}
            onChange={set("addressLine2")}
            className={inputClass}
          />
        </FormField>
        <FormField id="addr-landmark" label={t("listingAddress.landmark")}>
          <input
            id="addr-landmark"
            maxLength={255}
            value={value.landmark}
            onChange={set("landmark")}
            className={inputClass}
          />
        </FormField>
        <FormField id="addr-pincode" label={t("listingAddress.pincode")} error={errors.pincode}>
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
        <FormField id="addr-city" label={t("listingAddress.city")} error={errors.city}>
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
          <FormField id="addr-state" label={t("listingAddress.state")} error={errors.state}>
            <select
              translate="no"
              value={value.state}
              onChange={set("state")}
              className={inputClass}
              {...fieldA11y("addr-state", errors.state)}
            >
              <option value="">{t("listingAddress.selectState")}</option>
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
