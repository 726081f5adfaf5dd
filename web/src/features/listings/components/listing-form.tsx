import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch, type FieldErrors, type Path, type PathValue } from "react-hook-form";
import { CATEGORIES, CATEGORY_LABELS } from "@contract/categories";
import {
  CONDITION_NOTE,
  FORM_CONDITIONS,
  OTHER_BRAND,
  RAM_OPTIONS,
  SIZE_LABEL,
  STORAGE_OPTIONS,
  brandsFor,
  productTypesFor,
} from "@contract/catalog";
import { PRODUCT_MESSAGES } from "@contract/products";
import { BankAccountPicker } from "@web/features/payouts";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { downscaleImage, UnreadableImageError } from "@web/lib/downscale-image";
import { formatRupees } from "@web/lib/format";
import { AddressFields, type PickupAddress } from "./address-fields";
import { refuseBillPhoto, unreadablePhotosMessage } from "./file-checks";
import { ImagePicker } from "./image-picker";
import { listingFormSchema, missingFieldsText, type ListingValues } from "./listing-values";
import { VideoPicker } from "./video-picker";
import { card } from "@web/components/ui/card";

/** Field errors from the server's 400, by its field names (`bank` for the payout account, address fields flat). */
type ServerErrors = Record<string, string>;

const ADDRESS_KEYS = ["addressLine1", "addressLine2", "landmark", "pincode", "city", "state"] as const;

/** The server's field name as the form's, so its message sits at the field and goes once the field is fixed. */
const formField = (field: string): Path<ListingValues> =>
  (field === "bank"
    ? "bankAccountId"
    : (ADDRESS_KEYS as readonly string[]).includes(field)
      ? `address.${field}`
      : field) as Path<ListingValues>;

/** Every message in form order, the address fields at their place. */
function messages(errors: FieldErrors<ListingValues>): [string, string][] {
  return Object.entries(errors).flatMap(([key, error]): [string, string][] => {
    if (key === "address")
      return ADDRESS_KEYS.flatMap((k): [string, string][] =>
        errors.address?.[k]?.message ? [[k, errors.address[k].message]] : [],
      );
    return typeof error?.message === "string" ? [[key, error.message]] : [];
  });
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className={card("p-4 sm:p-6")}>
    <h2 className="mb-4 text-lg font-bold text-slate-900">{title}</h2>
    <div className="space-y-4">{children}</div>
  </section>
);

/** The listing form for /list-product and /edit-product/{id}. Server errors per field come back through `serverErrors`. */
export function ListingForm({
  mode,
  userId,
  initial,
  busy,
  submitLabel,
  serverErrors,
  onSubmit,
}: {
  mode: "create" | "edit";
  userId: string;
  initial: ListingValues;
  busy: boolean;
  submitLabel: string;
  serverErrors?: ServerErrors;
  onSubmit: (values: ListingValues) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, getValues, setValue, setError, clearErrors, formState } =
    useForm<ListingValues>({
      // raw: the submit gets the values as typed; toPayload shapes them for the API.
      resolver: zodResolver(listingFormSchema, undefined, { raw: true }),
      defaultValues: initial,
      // The first field marked invalid in page order takes the focus (below), address and payout included.
      shouldFocusError: false,
    });
  const { errors, submitCount, isSubmitSuccessful, isSubmitted } = formState;
  const v = useWatch({ control }) as ListingValues;
  const set = <N extends Path<ListingValues>>(name: N, value: PathValue<ListingValues, N>) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  const err = (name: keyof ListingValues) => errors[name]?.message;
  const addressErrors = Object.fromEntries(ADDRESS_KEYS.map((k) => [k, errors.address?.[k]?.message])) as Partial<
    Record<keyof PickupAddress, string>
  >;
  const types = productTypesFor(v.category);
  const brands = brandsFor(v.category, v.productType);
  const isMobile = v.category === "electronics" && v.productType === "mobile";
  const priceNumber = Number(v.price);

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {}))
      setError(formField(field), { type: "server", message });
  }, [serverErrors, setError]);

  // Rendered by now, so the first field marked invalid can take the focus.
  useEffect(() => {
    if (submitCount && !isSubmitSuccessful) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [submitCount, isSubmitSuccessful]);

  const submit = handleSubmit(
    (values) => onSubmit(values),
    (found) => {
      const missing = missingFieldsText(getValues());
      const all = messages(found);
      if (all.length === 1 && all[0]![0] === "bankAccountId")
        return toast({
          title: "Bank Account Required",
          description: PRODUCT_MESSAGES.bankRequired,
          variant: "destructive",
        });
      toast({
        title: "Please check the form",
        description: missing ?? all[0]?.[1],
        variant: "destructive",
      });
    },
  );

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    // React bubbles a submit through the component tree, portals included: a dialog's form is not this form's business.
    if (event.target !== event.currentTarget) return;
    void submit(event);
  }

  async function pickBill(file: File | undefined) {
    if (!file) return;
    const refusal = refuseBillPhoto(file);
    if (refusal) return toast({ ...refusal, variant: "destructive" });
    try {
      const photo = await downscaleImage(file);
      clearErrors("billPhoto");
      set("billPhoto", photo);
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      setError("billPhoto", { type: "file", message: unreadablePhotosMessage([file.name]) });
    }
  }

  const price = register("price");
  // A new category or type starts its details afresh: the old type and brand may not exist under it.
  const category = register("category", {
    onChange: () => (["productType", "brand", "otherBrand"] as const).forEach((k) => set(k, "")),
  });
  const productType = register("productType", {
    onChange: () => (["brand", "otherBrand"] as const).forEach((k) => set(k, "")),
  });

  return (
    <form ref={formRef} onSubmit={onFormSubmit} noValidate className="space-y-5">
      <Section title="What are you selling?">
        <FormField
          id="l-title"
          label="Title"
          error={err("title")}
          hint="Brand, model and the key detail, e.g. “iPhone 13 128GB Blue, 89% battery”."
        >
          <input
            maxLength={120}
            className={inputClass}
            {...fieldA11y("l-title", err("title"))}
            {...register("title")}
          />
        </FormField>
        <FormField id="l-description" label="Description" error={err("description")}>
          <textarea
            rows={5}
            maxLength={5000}
            placeholder="Age, condition, what is included, any faults."
            className={inputClass}
            {...fieldA11y("l-description", err("description"))}
            {...register("description")}
          />
        </FormField>
        <FormField
          id="l-price"
          label="Price (₹)"
          error={err("price")}
          hint={
            priceNumber >= 1 && Number.isInteger(priceNumber)
              ? `Buyers see ${formatRupees(priceNumber)}`
              : "Whole rupees"
          }
        >
          <input
            inputMode="numeric"
            maxLength={9}
            placeholder="e.g. 15000"
            className={inputClass}
            {...fieldA11y("l-price", err("price"))}
            {...price}
            onChange={(e) => {
              // Whole rupees: anything but digits never reaches the field.
              e.target.value = e.target.value.replace(/\D/g, "");
              return price.onChange(e);
            }}
          />
        </FormField>
      </Section>

      <Section title="Category and details">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="l-category" label="Category" error={err("category")}>
            <select className={inputClass} {...fieldA11y("l-category", err("category"))} {...category}>
              <option value="">Select category</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </FormField>
          {types.length > 0 && (
            <FormField id="l-type" label="Product type" error={err("productType")}>
              <select className={inputClass} {...fieldA11y("l-type", err("productType"))} {...productType}>
                <option value="">Select type</option>
                {types.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          {brands.length > 0 && (
            <FormField id="l-brand" label="Brand" error={err("brand")}>
              <select className={inputClass} {...fieldA11y("l-brand", err("brand"))} {...register("brand")}>
                <option value="">Select brand</option>
                {brands.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
            </FormField>
          )}
        </div>
        {v.brand === OTHER_BRAND && (
          <FormField id="l-other-brand" label="Brand name">
            <input id="l-other-brand" maxLength={80} className={inputClass} {...register("otherBrand")} />
          </FormField>
        )}
        {isMobile && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="l-ram" label="RAM" error={err("ram")}>
              <select className={inputClass} {...fieldA11y("l-ram", err("ram"))} {...register("ram")}>
                <option value="">Select RAM</option>
                {RAM_OPTIONS.map((o) => (
                  <option key={o} value={o}>
                    {SIZE_LABEL[o]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="l-storage" label="Storage" error={err("storage")}>
              <select className={inputClass} {...fieldA11y("l-storage", err("storage"))} {...register("storage")}>
                <option value="">Select storage</option>
                {STORAGE_OPTIONS.map((o) => (
                  <option key={o} value={o}>
                    {SIZE_LABEL[o]}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
        )}
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">Condition</legend>
          <div className="grid grid-cols-2 gap-2">
            {FORM_CONDITIONS.map((c) => (
              <label
                key={c.value}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 ${v.condition === c.value ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200"}`}
              >
                <input type="radio" value={c.value} className="size-5 accent-brand-700" {...register("condition")} />
                <span className="font-medium">{c.label}</span>
              </label>
            ))}
          </div>
          <p className="mt-1.5 text-sm text-slate-500">{CONDITION_NOTE}</p>
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">Original bill</legend>
          <div className="grid grid-cols-2 gap-2">
            {[true, false].map((yes) => (
              <label
                key={String(yes)}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 ${v.hasBill === yes ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200"}`}
              >
                <input
                  type="radio"
                  name="has-bill"
                  checked={v.hasBill === yes}
                  onChange={() => set("hasBill", yes)}
                  className="size-5 accent-brand-700"
                />
                <span className="font-medium">{yes ? "Yes, I have it" : "No"}</span>
              </label>
            ))}
          </div>
          {v.hasBill && (
            <div className="mt-3 flex items-center gap-3">
              {v.billPhoto && (
                <img
                  src={v.billPhoto.startsWith("data:") ? v.billPhoto : v.billPhoto}
                  alt="Bill"
                  className="size-16 rounded-lg object-cover ring-1 ring-slate-200"
                />
              )}
              <label className="inline-flex h-11 cursor-pointer items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:border-brand-600">
                {v.billPhoto ? "Change bill photo" : "Add bill photo"}
                <input
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  onChange={(e) => pickBill(e.target.files?.[0])}
                />
              </label>
              <span className="text-xs text-slate-500">Only our team sees it. Under 5 MB.</span>
            </div>
          )}
          {err("billPhoto") && (
            <p className="mt-1.5 text-sm text-red-600" role="alert">
              {err("billPhoto")}
            </p>
          )}
        </fieldset>
      </Section>

      <Section title="Photos">
        <ImagePicker mode={mode} images={v.images} onChange={(images) => set("images", images)} error={err("images")} />
      </Section>

      <Section title="Video">
        <VideoPicker
          value={v.videoUrl}
          onChange={(url) => set("videoUrl", url)}
          onBusy={setUploading}
          error={err("videoUrl")}
        />
      </Section>

      <Section title="Pickup and payout">
        <AddressFields
          userId={userId}
          value={v.address}
          onChange={(address) => set("address", address)}
          errors={addressErrors}
        />
        <BankAccountPicker
          userId={userId}
          value={v.bankAccountId}
          onChange={(id) => set("bankAccountId", id)}
          error={err("bankAccountId")}
        />
      </Section>

      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy || uploading}>
          {uploading ? "Uploading video..." : busy ? (mode === "create" ? "Listing..." : "Saving...") : submitLabel}
        </Button>
      </div>
    </form>
  );
}
