import { z } from "zod";
import { CATEGORIES } from "@contract/categories";
import { OTHER_BRAND } from "@contract/catalog";
import {
  catalogueIssues,
  missingFieldsMessage,
  pickupAddressSchema,
  PRODUCT_MESSAGES,
  REQUIRED_LISTING_FIELDS,
  rupeesField,
} from "@contract/products";
import { OFFER_RULE_MESSAGES, offerRuleIssues } from "@contract/seller-offer-rules";
import type { ListingPayload } from "../api/create-listing";
import { emptyAddress } from "./address-fields";
import type { PickedImage } from "./image-picker";

/** An offer rule as typed: empty is no rule; anything else must be whole rupees above 0 (undefined when it is not). */
function ruleOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d{1,9}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : undefined;
}

const ruleField = z.string().refine((v) => ruleOf(v) !== undefined, { error: OFFER_RULE_MESSAGES.amount });

const requiredText = (message: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/**
 * The listing rules (docs/product.md#listings) on the form's own values, built from the contract's rules and messages: each field says what is
 * wrong with it (the sentence naming all four required fields is the toast's). The catalogue rules run on the
 * payload, as the server sees it, and in the same pass, so every field's message shows at once.
 */
export const listingFormSchema = z
  .object({
    title: requiredText(PRODUCT_MESSAGES.titleRequired, 120),
    description: requiredText(PRODUCT_MESSAGES.descriptionRequired, 5000),
    price: z
      .string()
      .trim()
      .min(1, { error: PRODUCT_MESSAGES.priceRequired })
      .refine((p) => p === "" || rupeesField.safeParse(p).success, { error: PRODUCT_MESSAGES.price }),
    category: z
      .string()
      .refine((c) => (CATEGORIES as readonly string[]).includes(c), { error: PRODUCT_MESSAGES.category }),
    productType: z.string(),
    brand: z.string(),
    otherBrand: z.string(),
    ram: z.string(),
    storage: z.string(),
    condition: z.string(),
    hasBill: z.boolean(),
    billPhoto: z.string().nullable(),
    images: z.array(z.custom<PickedImage>()).min(1, { error: PRODUCT_MESSAGES.photoRequired }),
    /** The uploaded video's URL; null when there is none (an edit then removes the listing's video). */
    videoUrl: z.string().nullable(),
    // Lines 2 and landmark stay as typed (the server drops them when blank).
    address: pickupAddressSchema.extend({ addressLine2: z.string(), landmark: z.string() }),
    /** The payout account chosen; empty until one is. */
    bankAccountId: z.string().min(1, { error: PRODUCT_MESSAGES.bankRequired }),
    /** The seller's private offer rules, as typed; empty is no rule (decision 0050). */
    autoAcceptAt: ruleField,
    autoDeclineBelow: ruleField,
  })
  .superRefine(
    (v, ctx) => {
      for (const issue of catalogueIssues(toPayload(v)))
        ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
      // A price lowered below the rules asks for the rules to come down with it, here and on the server.
      const rules = offerRulesOf(v);
      const price = Number(v.price);
      if (rules && Number.isInteger(price) && price > 0)
        for (const issue of offerRuleIssues(rules, price))
          ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    },
    // zod skips an object's refinements once a field failed; these rules are per field too, so they always run.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

/** The form's values: text as typed, the address apart, photos as picked. */
export type ListingValues = z.input<typeof listingFormSchema>;

export const emptyListing: ListingValues = {
  title: "",
  description: "",
  price: "",
  category: "",
  productType: "",
  brand: "",
  otherBrand: "",
  ram: "",
  storage: "",
  condition: "good",
  hasBill: false,
  billPhoto: null,
  address: emptyAddress,
  bankAccountId: "",
  images: [],
  videoUrl: null,
  autoAcceptAt: "",
  autoDeclineBelow: "",
};

/** The form's offer rules as the API takes them; undefined while one of them is not a valid figure. */
export function offerRulesOf(v: Pick<ListingValues, "autoAcceptAt" | "autoDeclineBelow">) {
  const autoAcceptAt = ruleOf(v.autoAcceptAt);
  const autoDeclineBelow = ruleOf(v.autoDeclineBelow);
  return autoAcceptAt === undefined || autoDeclineBelow === undefined ? undefined : { autoAcceptAt, autoDeclineBelow };
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
    selectedBankAccountId: v.bankAccountId || undefined,
    videoUrl: v.videoUrl,
    offerRules: offerRulesOf(v),
  };
}

/** The required fields left empty, in form order (the toast names exactly those). */
export function missingFieldKeys(v: ListingValues): (keyof typeof REQUIRED_LISTING_FIELDS)[] {
  const typed: Record<keyof typeof REQUIRED_LISTING_FIELDS, string> = {
    title: v.title,
    description: v.description,
    price: v.price,
    category: v.category,
    addressLine1: v.address.addressLine1,
    pincode: v.address.pincode,
    city: v.address.city,
    state: v.address.state,
  };
  return (Object.keys(REQUIRED_LISTING_FIELDS) as (keyof typeof REQUIRED_LISTING_FIELDS)[]).filter(
    (field) => !typed[field].trim(),
  );
}

/** The toast's text when required fields are empty: it names exactly those; undefined when none is. */
export function missingFieldsText(v: ListingValues): string | undefined {
  const typed: Record<keyof typeof REQUIRED_LISTING_FIELDS, string> = {
    title: v.title,
    description: v.description,
    price: v.price,
    category: v.category,
    addressLine1: v.address.addressLine1,
    pincode: v.address.pincode,
    city: v.address.city,
    state: v.address.state,
  };
  const missing = Object.entries(REQUIRED_LISTING_FIELDS)
    .filter(([field]) => !typed[field as keyof typeof typed].trim())
    .map(([, name]) => name);
  return missing.length > 0 ? missingFieldsMessage(missing) : undefined;
}

/** The offer rules' errors by field against a price, as the listing form shows them (the My Products card's dialog too). */
export function offerRuleErrors(v: Pick<ListingValues, "autoAcceptAt" | "autoDeclineBelow">, price: number) {
  const errors: Partial<Record<"autoAcceptAt" | "autoDeclineBelow", string>> = {};
  for (const rule of ["autoAcceptAt", "autoDeclineBelow"] as const)
    if (ruleOf(v[rule]) === undefined) errors[rule] = OFFER_RULE_MESSAGES.amount;
  const rules = offerRulesOf(v);
  if (rules) for (const issue of offerRuleIssues(rules, price)) errors[issue.field] ??= issue.message;
  return errors;
}
