import { useState } from "react";
import type { SavedAddress } from "@contract/addresses";
import { ADDRESS_MESSAGES } from "@contract/checkout";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { INDIAN_STATES } from "@contract/indian-states";
import { useAddAddress, useEditAddress } from "../api/address-changes";
import { usePincodePlace } from "@web/lib/api/pincode-place";
import { useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "../messages";
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
  const t = useMessages(checkoutMessages);
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
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k, v && t.text(v)])));
      // The first field to fix gets the focus, so a phone scrolls to it and a screen reader reads its message.
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`address-${first}`)?.focus();
      if (Object.values(checked.errors).includes(ADDRESS_MESSAGES.missing))
        toast({
          title: t("checkout.form.missing"),
          description: t.text(ADDRESS_MESSAGES.missing),
          variant: "destructive",
        });
      return;
    }
    const done = {
      onSuccess: (saved: SavedAddress) => {
        toast({ title: t("checkout.form.saved"), description: t.text(ADDRESS_MESSAGES.saved), variant: "success" });
        onSaved(saved);
      },
      onError: (err: Error) =>
        toast({
          title: t("checkout.error"),
          description: t("checkout.form.saveFailed", {
            reason: serverMessage(err) ?? t("checkout.form.createFailed"),
          }),
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
        {editing ? t("checkout.form.complete") : t("checkout.form.add")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="address-name" label={t("checkout.form.name")} error={errors.name}>
          <input autoComplete="name" maxLength={100} {...field("name")} />
        </FormField>
        <FormField
          id="address-phone"
          label={t("checkout.form.phone")}
          error={errors.phone}
          hint={t("checkout.form.phoneHint")}
        >
          <input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={16} {...field("phone")} />
        </FormField>
      </div>
      <FormField id="address-line1" label={t("checkout.form.line1")} error={errors.line1}>
        <input
          autoComplete="address-line1"
          maxLength={255}
          placeholder={t("checkout.form.line1Placeholder")}
          {...field("line1")}
        />
      </FormField>
      <FormField id="address-line2" label={t("checkout.form.line2")}>
        <input
          autoComplete="address-line2"
          maxLength={255}
          placeholder={t("checkout.form.line2Placeholder")}
          {...field("line2")}
        />
      </FormField>
      <FormField id="address-landmark" label={t("checkout.form.landmark")}>
        <input maxLength={255} placeholder={t("checkout.form.landmarkPlaceholder")} {...field("landmark")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="address-pincode"
          label={t("checkout.form.pincode")}
          error={errors.pincode}
          hint={
            place.isError
              ? t("checkout.form.pincodeUnknown")
              : place.data
                ? `${place.data.city}, ${place.data.state}`
                : undefined
          }
        >
          <input inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field("pincode")} />
        </FormField>
        <FormField id="address-city" label={t("checkout.form.city")} error={errors.city}>
          <input autoComplete="address-level2" maxLength={100} {...field("city")} />
        </FormField>
      </div>
      <FormField id="address-state" label={t("checkout.form.state")} error={errors.state}>
        <select autoComplete="address-level1" {...field("state")}>
          <option value="">{t("checkout.form.selectState")}</option>
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
          {t("checkout.form.makeDefault")}
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!requiredFilled(values) || saving}>
          {saving ? t("checkout.form.saving") : t("checkout.form.save")}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t("checkout.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
