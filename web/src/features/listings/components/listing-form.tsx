import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch, type FieldErrors, type Path, type PathValue } from "react-hook-form";
import { CATEGORIES } from "@contract/categories";
import {
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
import { listingFormSchema, missingFieldKeys, type ListingValues } from "./listing-values";
import { PriceGuideHint } from "./price-guide-hint";
import { VideoPicker } from "./video-picker";
import { OfferRulesFields } from "./offer-rules-fields";
import { card } from "@web/components/ui/card";
import { useMessages, type FeatureTranslator, type KeyOf } from "@web/i18n/feature-messages";
import { categoryLabel, conditionLabel } from "@web/i18n/labels";
import { productMessages } from "../messages";
import { sellingMessages } from "../selling/messages";
import { productTypeLabel } from "./product-type-label";

type T = FeatureTranslator<KeyOf<typeof sellingMessages>>;

/** The toast naming exactly the required fields left empty, in the page's language. */
function missingFieldsToast(t: T, values: ListingValues): string | undefined {
  const missing = missingFieldKeys(values);
  if (missing.length === 0) return undefined;
  const names = missing.map((field) => t(`listing.field.${field}`));
  if (names.length === 1) return t("listing.missingOne", { field: names[0]! });
  const list = new Intl.ListFormat(t.language === "hi" ? "hi" : "en", { type: "conjunction" }).format(names);
  return t(missing.join() === "title,description,price,category" ? "listing.missingAll" : "listing.missingSome", {
    list,
  });
}

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
  const t = useMessages(sellingMessages);
  // The product types' names are the product page's words too (its details table).
  const words = useMessages(productMessages);
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
  // Form checks are the contract's English sentences; shown in the page's language.
  const shown = (message: string | undefined) => (message === undefined ? undefined : t.text(message));
  const err = (name: keyof ListingValues) => shown(errors[name]?.message);
  const addressErrors = Object.fromEntries(
    ADDRESS_KEYS.map((k) => [k, shown(errors.address?.[k]?.message)]),
  ) as Partial<Record<keyof PickupAddress, string>>;
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
      const missing = missingFieldsToast(t, getValues());
      const all = messages(found);
      if (all.length === 1 && all[0]![0] === "bankAccountId")
        return toast({
          title: t("listing.bankRequiredTitle"),
          description: t.text(PRODUCT_MESSAGES.bankRequired),
          variant: "destructive",
        });
      toast({
        title: t("listing.checkForm"),
        description: missing ?? shown(all[0]?.[1]),
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
    const refusal = refuseBillPhoto(file, t);
    if (refusal) return toast({ ...refusal, variant: "destructive" });
    try {
      const photo = await downscaleImage(file);
      clearErrors("billPhoto");
      set("billPhoto", photo);
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      setError("billPhoto", { type: "file", message: unreadablePhotosMessage([file.name], t) });
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
      <Section title={t("listing.sectionWhat")}>
        <FormField id="l-title" label={t("listing.title")} error={err("title")} hint={t("listing.titleHint")}>
          <input
            maxLength={120}
            className={inputClass}
            {...fieldA11y("l-title", err("title"))}
            {...register("title")}
          />
        </FormField>
        <FormField id="l-description" label={t("listing.description")} error={err("description")}>
          <textarea
            rows={5}
            maxLength={5000}
            placeholder={t("listing.descriptionPlaceholder")}
            className={inputClass}
            {...fieldA11y("l-description", err("description"))}
            {...register("description")}
          />
        </FormField>
        <FormField
          id="l-price"
          label={t("listing.price")}
          error={err("price")}
          hint={
            priceNumber >= 1 && Number.isInteger(priceNumber)
              ? t("listing.buyersSee", { price: formatRupees(priceNumber) })
              : t("listing.wholeRupees")
          }
        >
          <input
            inputMode="numeric"
            maxLength={9}
            placeholder={t("listing.pricePlaceholder")}
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

      <Section title={t("rules.section")}>
        <OfferRulesFields
          idPrefix="l"
          values={{ autoAcceptAt: v.autoAcceptAt, autoDeclineBelow: v.autoDeclineBelow }}
          errors={{ autoAcceptAt: err("autoAcceptAt"), autoDeclineBelow: err("autoDeclineBelow") }}
          priceBelow={priceNumber >= 1 && v.autoAcceptAt !== "" && Number(v.autoAcceptAt) > priceNumber}
          onChange={(rule, value) => set(rule, value)}
        />
      </Section>

      <Section title={t("listing.sectionCategory")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="l-category" label={t("listing.category")} error={err("category")}>
            <select className={inputClass} {...fieldA11y("l-category", err("category"))} {...category}>
              <option value="">{t("listing.selectCategory")}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(t, c)}
                </option>
              ))}
            </select>
          </FormField>
          {types.length > 0 && (
            <FormField id="l-type" label={t("listing.productType")} error={err("productType")}>
              <select className={inputClass} {...fieldA11y("l-type", err("productType"))} {...productType}>
                <option value="">{t("listing.selectType")}</option>
                {types.map((type) => (
                  <option key={type.value} value={type.value}>
                    {productTypeLabel(words, type.value, type.label)}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          {brands.length > 0 && (
            <FormField id="l-brand" label={t("listing.brand")} error={err("brand")}>
              <select className={inputClass} {...fieldA11y("l-brand", err("brand"))} {...register("brand")}>
                <option value="">{t("listing.selectBrand")}</option>
                {brands.map((b) => (
                  <option key={b} value={b}>
                    {b === OTHER_BRAND ? t("listing.otherBrand") : b}
                  </option>
                ))}
              </select>
            </FormField>
          )}
        </div>
        {v.brand === OTHER_BRAND && (
          <FormField id="l-other-brand" label={t("listing.brandName")}>
            <input id="l-other-brand" maxLength={80} className={inputClass} {...register("otherBrand")} />
          </FormField>
        )}
        {isMobile && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="l-ram" label={t("listing.ram")} error={err("ram")}>
              <select className={inputClass} {...fieldA11y("l-ram", err("ram"))} {...register("ram")}>
                <option value="">{t("listing.selectRam")}</option>
                {RAM_OPTIONS.map((o) => (
                  <option key={o} value={o}>
                    {SIZE_LABEL[o]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="l-storage" label={t("listing.storage")} error={err("storage")}>
              <select className={inputClass} {...fieldA11y("l-storage", err("storage"))} {...register("storage")}>
                <option value="">{t("listing.selectStorage")}</option>
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
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("listing.condition")}</legend>
          <div className="grid grid-cols-2 gap-2">
            {FORM_CONDITIONS.map((c) => (
              <label
                key={c.value}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 ${v.condition === c.value ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200"}`}
              >
                <input type="radio" value={c.value} className="size-5 accent-brand-700" {...register("condition")} />
                <span className="font-medium">{conditionLabel(t, c.value)}</span>
              </label>
            ))}
          </div>
          <p className="mt-1.5 text-sm text-slate-500">{t("listing.conditionNote")}</p>
        </fieldset>
        <PriceGuideHint values={v} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("listing.bill")}</legend>
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
                <span className="font-medium">{yes ? t("listing.billYes") : t("listing.billNo")}</span>
              </label>
            ))}
          </div>
          {v.hasBill && (
            <div className="mt-3 flex items-center gap-3">
              {v.billPhoto && (
                <img
                  src={v.billPhoto.startsWith("data:") ? v.billPhoto : v.billPhoto}
                  alt={t("listing.billAlt")}
                  className="size-16 rounded-lg object-cover ring-1 ring-slate-200"
                />
              )}
              <label className="inline-flex h-11 cursor-pointer items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:border-brand-600">
                {v.billPhoto ? t("listing.changeBill") : t("listing.addBill")}
                <input
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  onChange={(e) => pickBill(e.target.files?.[0])}
                />
              </label>
              <span className="text-xs text-slate-500">{t("listing.billNote")}</span>
            </div>
          )}
          {err("billPhoto") && (
            <p className="mt-1.5 text-sm text-red-600" role="alert">
              {err("billPhoto")}
            </p>
          )}
        </fieldset>
      </Section>

      <Section title={t("listing.sectionPhotos")}>
        <ImagePicker mode={mode} images={v.images} onChange={(images) => set("images", images)} error={err("images")} />
      </Section>

      <Section title={t("listing.sectionVideo")}>
        <VideoPicker
          value={v.videoUrl}
          onChange={(url) => set("videoUrl", url)}
          onBusy={setUploading}
          error={err("videoUrl")}
        />
      </Section>

      <Section title={t("listing.sectionPickup")}>
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
          {uploading
            ? t("listing.uploadingVideo")
            : busy
              ? t(mode === "create" ? "listing.listing" : "listing.saving")
              : submitLabel}
        </Button>
      </div>
    </form>
  );
}
