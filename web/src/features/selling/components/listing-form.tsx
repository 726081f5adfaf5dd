import { useState, type FormEvent, type ReactNode } from "react";
import { CATEGORIES, CATEGORY_LABELS } from "@contract/categories";
import { CONDITION_NOTE, FORM_CONDITIONS, OTHER_BRAND, RAM_OPTIONS, SIZE_LABEL, STORAGE_OPTIONS, brandsFor, productTypesFor } from "@contract/catalog";
import { catalogueIssues, PRODUCT_MESSAGES, rupeesField } from "@contract/products";
import { BankAccountPicker } from "@web/components/bank-accounts/bank-account-picker";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { downscaleImage } from "@web/lib/downscale-image";
import { formatRupees } from "@web/lib/format";
import type { ListingPayload } from "../api/listing-api";
import { AddressFields, emptyAddress, type PickupAddress } from "./address-fields";
import { refuseBillPhoto } from "./file-checks";
import { ImagePicker, type PickedImage } from "./image-picker";
import { VideoPicker } from "./video-picker";

export interface ListingValues {
  title: string;
  description: string;
  price: string;
  category: string;
  productType: string;
  brand: string;
  otherBrand: string;
  ram: string;
  storage: string;
  condition: string;
  hasBill: boolean;
  billPhoto: string | null;
  address: PickupAddress;
  bankAccountId: string | undefined;
  images: PickedImage[];
  /** The uploaded video's URL; null when there is none (an edit then removes the listing's video). */
  videoUrl: string | null;
}

export const emptyListing: ListingValues = {
  title: "", description: "", price: "", category: "", productType: "", brand: "", otherBrand: "", ram: "", storage: "",
  condition: "good", hasBill: false, billPhoto: null, address: emptyAddress, bankAccountId: undefined, images: [], videoUrl: null,
};

type Errors = Partial<Record<"title" | "description" | "price" | "category" | "bank" | "images" | "billPhoto" | "videoUrl" | "productType" | "brand" | "ram" | "storage" | keyof PickupAddress, string>>;

/** Part 1 §5 rules, and the catalogue rules the server applies too; create and edit differ only in their messages. */
function validate(v: ListingValues, mode: "create" | "edit"): Errors {
  const e: Errors = {};
  const required = mode === "create" ? PRODUCT_MESSAGES.required : undefined;
  if (!v.title.trim()) e.title = required ?? PRODUCT_MESSAGES.titleRequired;
  if (!v.description.trim()) e.description = required ?? PRODUCT_MESSAGES.descriptionRequired;
  if (!v.price.trim()) e.price = required ?? PRODUCT_MESSAGES.priceRequired;
  else if (!rupeesField.safeParse(v.price).success) e.price = PRODUCT_MESSAGES.price;
  if (!v.category) e.category = required ?? PRODUCT_MESSAGES.category;
  const a = v.address;
  if (!a.addressLine1.trim()) e.addressLine1 = PRODUCT_MESSAGES.addressLine1Required;
  if (!/^[1-9]\d{5}$/.test(a.pincode)) e.pincode = PRODUCT_MESSAGES.pincode;
  if (!a.city.trim()) e.city = PRODUCT_MESSAGES.cityRequired;
  if (!a.state) e.state = PRODUCT_MESSAGES.stateRequired;
  if (!v.bankAccountId) e.bank = PRODUCT_MESSAGES.bankRequired;
  const p = toPayload(v);
  for (const issue of catalogueIssues(p)) e[issue.field] ??= issue.message;
  return e;
}

export function toPayload(v: ListingValues): ListingPayload {
  const isMobile = v.category === "electronics" && v.productType === "mobile";
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    price: Number(v.price),
    category: v.category as ListingPayload["category"],
    productType: v.productType || undefined,
    brand: v.brand || undefined,
    otherBrand: v.brand === OTHER_BRAND ? v.otherBrand.trim() || undefined : undefined,
    ram: isMobile && v.ram ? (v.ram as ListingPayload["ram"]) : undefined,
    storage: isMobile && v.storage ? (v.storage as ListingPayload["storage"]) : undefined,
    condition: v.condition as ListingPayload["condition"],
    hasBill: v.hasBill,
    billPhoto: v.hasBill ? v.billPhoto : null,
    images: v.images.map((img) => (img.kind === "stored" ? img.url : img.dataUrl)),
    isAvailable: true,
    addressLine1: v.address.addressLine1,
    addressLine2: v.address.addressLine2,
    landmark: v.address.landmark,
    pincode: v.address.pincode,
    city: v.address.city,
    state: v.address.state,
    selectedBankAccountId: v.bankAccountId,
    videoUrl: v.videoUrl,
  };
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
    <h2 className="mb-4 text-lg font-bold text-slate-900">{title}</h2>
    <div className="space-y-4">{children}</div>
  </section>
);

/** The listing form for /list-product and /edit-product/{id}. Server errors per field come back through `serverErrors`. */
export function ListingForm({ mode, userId, initial, busy, submitLabel, serverErrors, onSubmit }: { mode: "create" | "edit"; userId: string; initial: ListingValues; busy: boolean; submitLabel: string; serverErrors?: Errors; onSubmit: (values: ListingValues) => void }) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const shown = { ...serverErrors, ...errors };
  const set = <K extends keyof ListingValues>(key: K, value: ListingValues[K]) => {
    setV((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key === "bankAccountId" ? "bank" : key]: undefined }));
  };
  const types = productTypesFor(v.category);
  const brands = brandsFor(v.category, v.productType);
  const isMobile = v.category === "electronics" && v.productType === "mobile";
  const priceNumber = Number(v.price);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(v, mode);
    setErrors(found);
    if (found.bank && Object.keys(found).length === 1) return toast({ title: "Bank Account Required", description: PRODUCT_MESSAGES.bankRequired, variant: "destructive" });
    if (Object.keys(found).length) {
      const first = document.querySelector<HTMLElement>("[aria-invalid=true]");
      first?.focus();
      return toast({ title: "Please check the form", description: mode === "create" && (found.title || found.description || found.price || found.category) ? PRODUCT_MESSAGES.required : Object.values(found)[0], variant: "destructive" });
    }
    onSubmit(v);
  }

  async function pickBill(file: File | undefined) {
    if (!file) return;
    const refusal = refuseBillPhoto(file);
    if (refusal) return toast({ ...refusal, variant: "destructive" });
    set("billPhoto", await downscaleImage(file));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Section title="What are you selling?">
        <FormField id="l-title" label="Title" error={shown.title} hint="Brand, model and the key detail, e.g. “iPhone 13 128GB Blue, 89% battery”.">
          <input maxLength={120} value={v.title} onChange={(e) => set("title", e.target.value)} className={inputClass} {...fieldA11y("l-title", shown.title)} />
        </FormField>
        <FormField id="l-description" label="Description" error={shown.description}>
          <textarea rows={5} maxLength={5000} value={v.description} onChange={(e) => set("description", e.target.value)} placeholder="Age, condition, what is included, any faults." className={inputClass} {...fieldA11y("l-description", shown.description)} />
        </FormField>
        <FormField id="l-price" label="Price (₹)" error={shown.price} hint={priceNumber >= 1 && Number.isInteger(priceNumber) ? `Buyers see ${formatRupees(priceNumber)}` : "Whole rupees"}>
          <input inputMode="numeric" maxLength={9} value={v.price} onChange={(e) => set("price", e.target.value.replace(/\D/g, ""))} placeholder="e.g. 15000" className={inputClass} {...fieldA11y("l-price", shown.price)} />
        </FormField>
      </Section>

      <Section title="Category and details">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="l-category" label="Category" error={shown.category}>
            <select value={v.category} onChange={(e) => setV((p) => ({ ...p, category: e.target.value, productType: "", brand: "", otherBrand: "" }))} className={inputClass} {...fieldA11y("l-category", shown.category)}>
              <option value="">Select category</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </FormField>
          {types.length > 0 && (
            <FormField id="l-type" label="Product type" error={shown.productType}>
              <select value={v.productType} onChange={(e) => setV((p) => ({ ...p, productType: e.target.value, brand: "", otherBrand: "" }))} className={inputClass} {...fieldA11y("l-type", shown.productType)}>
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
            <FormField id="l-brand" label="Brand" error={shown.brand}>
              <select value={v.brand} onChange={(e) => set("brand", e.target.value)} className={inputClass} {...fieldA11y("l-brand", shown.brand)}>
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
            <input id="l-other-brand" maxLength={80} value={v.otherBrand} onChange={(e) => set("otherBrand", e.target.value)} className={inputClass} />
          </FormField>
        )}
        {isMobile && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="l-ram" label="RAM" error={shown.ram}>
              <select value={v.ram} onChange={(e) => set("ram", e.target.value)} className={inputClass} {...fieldA11y("l-ram", shown.ram)}>
                <option value="">Select RAM</option>
                {RAM_OPTIONS.map((o) => (
                  <option key={o} value={o}>
                    {SIZE_LABEL[o]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="l-storage" label="Storage" error={shown.storage}>
              <select value={v.storage} onChange={(e) => set("storage", e.target.value)} className={inputClass} {...fieldA11y("l-storage", shown.storage)}>
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
              <label key={c.value} className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 ${v.condition === c.value ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200"}`}>
                <input type="radio" name="condition" value={c.value} checked={v.condition === c.value} onChange={() => set("condition", c.value)} className="size-5 accent-brand-700" />
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
              <label key={String(yes)} className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 ${v.hasBill === yes ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200"}`}>
                <input type="radio" name="has-bill" checked={v.hasBill === yes} onChange={() => set("hasBill", yes)} className="size-5 accent-brand-700" />
                <span className="font-medium">{yes ? "Yes, I have it" : "No"}</span>
              </label>
            ))}
          </div>
          {v.hasBill && (
            <div className="mt-3 flex items-center gap-3">
              {v.billPhoto && <img src={v.billPhoto.startsWith("data:") ? v.billPhoto : v.billPhoto} alt="Bill" className="size-16 rounded-lg object-cover ring-1 ring-slate-200" />}
              <label className="inline-flex h-11 cursor-pointer items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:border-brand-600">
                {v.billPhoto ? "Change bill photo" : "Add bill photo"}
                <input type="file" accept="image/*" className="sr-only" onChange={(e) => pickBill(e.target.files?.[0])} />
              </label>
              <span className="text-xs text-slate-500">Only our team sees it. Under 5 MB.</span>
            </div>
          )}
          {shown.billPhoto && <p className="mt-1.5 text-sm text-red-600" role="alert">{shown.billPhoto}</p>}
        </fieldset>
      </Section>

      <Section title="Photos">
        <ImagePicker mode={mode} images={v.images} onChange={(images) => set("images", images)} error={shown.images} />
      </Section>

      <Section title="Video">
        <VideoPicker value={v.videoUrl} onChange={(url) => set("videoUrl", url)} onBusy={setUploading} error={shown.videoUrl} />
      </Section>

      <Section title="Pickup and payout">
        <AddressFields userId={userId} value={v.address} onChange={(address) => {
            setV((p) => ({ ...p, address }));
            setErrors((prev) => ({ ...prev, addressLine1: undefined, pincode: undefined, city: undefined, state: undefined }));
          }} errors={shown} />
        <BankAccountPicker userId={userId} value={v.bankAccountId} onChange={(id) => set("bankAccountId", id)} error={shown.bank} />
      </Section>

      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy || uploading}>
          {uploading ? "Uploading video..." : busy ? (mode === "create" ? "Listing..." : "Saving...") : submitLabel}
        </Button>
      </div>
    </form>
  );
}
