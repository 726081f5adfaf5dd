import { useId, useState, type FormEvent, type ReactNode } from "react";
import { COUPON_KINDS, COUPON_MESSAGES, createCouponSchema, type CreateCouponInput } from "@contract/admin-coupons";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import { useSaveCoupon } from "./api/save-coupon";
import { card } from "@web/components/ui/card";

const KIND_LABELS = { percentage: "Percentage off", flat: "Flat ₹ off", no_fees: "No fees" } as const;

const EMPTY = {
  code: "",
  description: "",
  discountType: "percentage" as (typeof COUPON_KINDS)[number],
  discountValue: "",
  minOrderValue: "",
  maxDiscountAmount: "",
  usageLimit: "",
  validFrom: "",
  validUntil: "",
  eliminateFees: false,
  eliminateDelivery: false,
  firstOrderOnly: false,
};
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values, string>>;

const numberOrNull = (s: string) => (s.trim() === "" ? null : Number(s));
/** datetime-local has no zone: it is the admin's own clock, which the browser turns into an instant. */
const instantOrNull = (s: string) => (s ? new Date(s).toISOString() : null);

function toBody(v: Values): CreateCouponInput {
  return {
    code: v.code,
    description: v.description.trim() || null,
    discountType: v.discountType,
    discountValue: v.discountType === "no_fees" ? 0 : (numberOrNull(v.discountValue) ?? Number.NaN),
    minOrderValue: numberOrNull(v.minOrderValue) ?? 0,
    maxDiscountAmount: numberOrNull(v.maxDiscountAmount),
    usageLimit: numberOrNull(v.usageLimit),
    validFrom: instantOrNull(v.validFrom),
    validUntil: instantOrNull(v.validUntil),
    eliminateFees: v.eliminateFees,
    eliminateDelivery: v.eliminateDelivery,
    firstOrderOnly: v.firstOrderOnly,
  };
}

const issuesToErrors = (issues: { field: string; message: string }[]): Errors =>
  Object.fromEntries(issues.map((i) => [i.field, i.message]));

/** Creates a coupon; the same rules as the server (contract/admin-coupons.ts) are checked before sending. */
export function CouponForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const save = useSaveCoupon();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = toBody(values);
    const checked = createCouponSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesToErrors(checked.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }))));
      return;
    }
    save.mutate(
      { body },
      {
        onSuccess: (coupon) => {
          toast({ title: COUPON_MESSAGES.created, description: coupon.code, variant: "success" });
          setValues(EMPTY);
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && Array.isArray(err.details))
            setErrors(issuesToErrors(err.details as { field: string; message: string }[]));
          if (err instanceof ApiRequestError && err.status === 409) setErrors({ code: err.message });
          toast({
            title: COUPON_MESSAGES.createFailed,
            description: serverMessage(err) ?? "Please try again.",
            variant: "destructive",
          });
        },
      },
    );
  }

  const text = (key: keyof Values, label: ReactNode, props: Record<string, unknown> = {}) => (
    <FormField id={`${id}-${key}`} label={label} error={errors[key]}>
      <input
        {...fieldA11y(`${id}-${key}`, errors[key])}
        value={values[key] as string}
        onChange={(e) => set(key, e.target.value as never)}
        className={inputClass}
        {...props}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className={card("p-4")}>
      <h3 className="text-lg font-semibold text-slate-900">New coupon</h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {text("code", "Code", {
          maxLength: 50,
          autoCapitalize: "characters",
          placeholder: "CHAIR10",
          onBlur: () => set("code", values.code.trim().toUpperCase()),
        })}
        {text("description", "Description (optional)", { maxLength: 500 })}
        <FormField id={`${id}-kind`} label="Kind" error={errors.discountType}>
          <select
            {...fieldA11y(`${id}-kind`, errors.discountType)}
            value={values.discountType}
            onChange={(e) => set("discountType", e.target.value as Values["discountType"])}
            className={inputClass}
          >
            {COUPON_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </FormField>
        {values.discountType !== "no_fees" &&
          text("discountValue", values.discountType === "percentage" ? "Percent off (1–100)" : "Rupees off", {
            inputMode: "decimal",
            type: "number",
            min: 1,
            step: values.discountType === "percentage" ? 0.01 : 1,
          })}
        {text("minOrderValue", "Minimum order value, ₹ (optional)", {
          type: "number",
          min: 0,
          step: 1,
          inputMode: "numeric",
        })}
        {text("maxDiscountAmount", "Largest discount, ₹ (optional)", {
          type: "number",
          min: 0,
          step: 1,
          inputMode: "numeric",
        })}
        {text("usageLimit", "Usage limit (optional)", { type: "number", min: 1, step: 1, inputMode: "numeric" })}
        {text("validFrom", "Valid from (optional)", { type: "datetime-local" })}
        {text("validUntil", "Valid until (optional)", { type: "datetime-local" })}
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">Also waive</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {(["eliminateFees", "eliminateDelivery"] as const).map((key) => (
            <label key={key} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                checked={values[key]}
                onChange={(e) => set(key, e.target.checked)}
                className="size-5 accent-brand-700"
              />
              {key === "eliminateFees" ? "Platform fee" : "Delivery charge"}
            </label>
          ))}
        </div>
        {errors.eliminateFees && (
          <p role="alert" className="mt-1.5 text-sm text-red-600">
            {errors.eliminateFees}
          </p>
        )}
      </fieldset>
      <label className="mt-2 inline-flex min-h-11 items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={values.firstOrderOnly}
          onChange={(e) => set("firstOrderOnly", e.target.checked)}
          className="size-5 accent-brand-700"
        />
        Only for a buyer's first order
      </label>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Creating..." : "Create coupon"}
        </Button>
      </div>
    </form>
  );
}
