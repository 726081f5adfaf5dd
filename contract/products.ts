import { z } from "zod";
import { FORM_CONDITIONS, OTHER_BRAND, RAM_OPTIONS, STORAGE_OPTIONS, brandsFor, productTypesFor } from "./catalog";
import { CATEGORIES } from "./categories";
import { canonicalCity } from "./cities";
import { PRODUCT_CONDITIONS, PRODUCT_STATUSES } from "./product-states";
import { offerRuleIssues, offerRulesSchema, type OfferRules } from "./seller-offer-rules";
import { LIST_LIMIT_MAX, PAGE_SIZE, SORTS } from "./product-paging";

export const MAX_IMAGES = 5;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const EDIT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BILL_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** Whole rupees; ₹5 crore covers any car a person sells here. */
const PRICE_MAX = 50_000_000;

export const PRODUCT_MESSAGES = {
  required: "Please fill in all required fields: title, description, price, and category.",
  bankRequired: "Please select or add a bank account to receive payments when your product is sold.",
  price: "Price must be a whole number of rupees from ₹1 to ₹5,00,00,000",
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  priceRequired: "Price is required",
  tooManyImages: "You can upload maximum 5 images per product.",
  photoRequired: "Add at least one photo of the item: buyers will not consider a listing without one.",
  category: "Please choose a category from the list",
  pincode: "Pincode must be 6 digits and cannot start with 0",
  addressLine1Required: "Address line 1 is required",
  cityRequired: "City is required",
  stateRequired: "State is required",
  productType: "Choose a product type from the list for this category",
  brand: "Choose a brand from the list, or Other",
  mobileOnly: "RAM and storage apply only to mobile phones",
  billPhotoRequired: "Add a photo of the bill, or choose No",
  videoTooLarge: "Please select a video file under 50MB.",
  listingTooLarge: "The photos are too large to send together (25 MB in all). Please choose fewer or smaller photos.",
  videoType: "The video must be an MP4, WebM or MOV file",
  videoNotYours: "The video must be one you uploaded for this listing",
  videoInvalidTitle: "Invalid File",
  listed: "Your product has been submitted for admin approval.",
  updated: "Your product has been updated and sent for admin approval.",
} as const;

/** The names the listing form's toast gives the fields a seller must fill in, in form order. */
export const REQUIRED_LISTING_FIELDS = {
  title: "title",
  description: "description",
  price: "price",
  category: "category",
  addressLine1: "pickup address line 1",
  pincode: "pincode",
  city: "city",
  state: "state",
} as const;

/**
 * Names exactly the fields left empty. With the four required fields missing and nothing else, it is the form's own
 * sentence; with fewer or others, it names those, so the seller is never sent looking for a field that is filled.
 */
export function missingFieldsMessage(missing: readonly string[]): string {
  if (missing.length === 1) return `Please fill in the required field: ${missing[0]}.`;
  const list = `${missing.slice(0, -1).join(", ")}${missing.length > 2 ? "," : ""} and ${missing.at(-1)}`;
  const all = missing.join() === "title,description,price,category";
  return `Please fill in ${all ? "all required fields" : "the required fields"}: ${list}.`;
}

/** Accepts 1500 or "1500"; refuses 0, negatives, paise, exponent forms and absurd amounts. */
export const rupeesField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, { error: PRODUCT_MESSAGES.price })
        .transform(Number),
    ],
    { error: PRODUCT_MESSAGES.price },
  )
  .pipe(
    z
      .number()
      .int({ error: PRODUCT_MESSAGES.price })
      .min(1, { error: PRODUCT_MESSAGES.price })
      .max(PRICE_MAX, { error: PRODUCT_MESSAGES.price }),
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : undefined));

const requiredAddressText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/** docs/product.md#listings: the pickup address needs line 1, a 6-digit pincode, city and state; our courier cannot collect without them. */
const addressFields = {
  addressLine1: requiredAddressText(PRODUCT_MESSAGES.addressLine1Required, 255),
  addressLine2: optionalText(255),
  landmark: optionalText(255),
  pincode: z
    .string({ error: PRODUCT_MESSAGES.pincode })
    .trim()
    .regex(/^[1-9]\d{5}$/, { error: PRODUCT_MESSAGES.pincode }),
  city: requiredAddressText(PRODUCT_MESSAGES.cityRequired, 100).transform(canonicalCity),
  state: requiredAddressText(PRODUCT_MESSAGES.stateRequired, 100),
};
/** The same pickup-address rules on their own, for the listing form. */
export const pickupAddressSchema = z.object(addressFields);

const detailFields = {
  productType: optionalText(50),
  brand: optionalText(80),
  /** The seller's own brand name when `brand` is Other; stored as the brand so search finds it. */
  otherBrand: optionalText(80),
  ram: z
    .enum(RAM_OPTIONS)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  storage: z
    .enum(STORAGE_OPTIONS)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  condition: z
    .enum(FORM_CONDITIONS.map((c) => c.value) as ["like_new", "good"], { error: "Condition must be Like New or Good" })
    .default("good"),
  hasBill: z.boolean().default(false),
  /** A data-URL for a new photo, or the URL of the one already stored. */
  billPhoto: z
    .string()
    .max(8 * 1024 * 1024)
    .optional()
    .nullable(),
  /**
   * The URL answered by POST /api/products/videos (a video is too big for a JSON body). null: no video. Absent: none
   * on a new listing, and on an edit the current one stays, so a client that knows nothing of videos cannot drop one.
   */
  videoUrl: z.string().max(300).optional().nullable(),
};

/**
 * An image is a data-URL (new upload) or the URL of an image this listing already has (edit). A listing has at least
 * one photo, on creation and after every edit (an absent list is an empty one, and refused the same way).
 */
const imagesField = z.preprocess(
  (v) => (v === undefined ? [] : v),
  z
    .array(
      z
        .string()
        .min(1)
        .max(15 * 1024 * 1024),
      { error: "Images must be a list" },
    )
    .min(1, { error: PRODUCT_MESSAGES.photoRequired })
    .max(MAX_IMAGES, { error: PRODUCT_MESSAGES.tooManyImages }),
);

const createFields = z.object({
  title: z
    .string({ error: PRODUCT_MESSAGES.required })
    .trim()
    .min(1, { error: PRODUCT_MESSAGES.required })
    .max(120, { error: "Title must be at most 120 characters" }),
  description: z
    .string({ error: PRODUCT_MESSAGES.required })
    .trim()
    .min(1, { error: PRODUCT_MESSAGES.required })
    .max(5000, { error: "Description must be at most 5000 characters" }),
  price: rupeesField,
  category: z.enum(CATEGORIES, { error: PRODUCT_MESSAGES.category }),
  images: imagesField,
  selectedBankAccountId: z.uuid({ error: PRODUCT_MESSAGES.bankRequired }),
  isAvailable: z.boolean().optional(),
  /** The seller's private offer rules, set with the listing; never part of any answer about it. */
  offerRules: offerRulesSchema.optional(),
  ...detailFields,
  ...addressFields,
});

const editFields = createFields.extend({
  title: z
    .string({ error: PRODUCT_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: PRODUCT_MESSAGES.titleRequired })
    .max(120),
  description: z
    .string({ error: PRODUCT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, { error: PRODUCT_MESSAGES.descriptionRequired })
    .max(5000),
  price: z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== "", { error: PRODUCT_MESSAGES.priceRequired })
    .pipe(rupeesField),
  selectedBankAccountId: z.uuid().optional(),
});

export interface CatalogueChoice {
  category: string;
  productType?: string | null;
  brand?: string | null;
  ram?: string | null;
  storage?: string | null;
  hasBill?: boolean;
  billPhoto?: string | null;
}

/**
 * Catalogue rules, shared by the listing form and the server (docs/product.md#listings): the type belongs to the category, a listed
 * brand (or Other) for types that have a brand list, RAM and storage for mobiles only, and a bill photo when there is a bill.
 */
export function catalogueIssues(
  v: CatalogueChoice,
): { field: "productType" | "brand" | "ram" | "storage" | "billPhoto"; message: string }[] {
  const issues: ReturnType<typeof catalogueIssues> = [];
  const types = productTypesFor(v.category);
  if (v.productType && !types.some((t) => t.value === v.productType))
    issues.push({ field: "productType", message: PRODUCT_MESSAGES.productType });
  const brands = v.productType ? brandsFor(v.category, v.productType) : [];
  if (v.brand && brands.length > 0 && !brands.includes(v.brand))
    issues.push({ field: "brand", message: PRODUCT_MESSAGES.brand });
  const isMobile = v.category === "electronics" && v.productType === "mobile";
  if (!isMobile && v.ram) issues.push({ field: "ram", message: PRODUCT_MESSAGES.mobileOnly });
  if (!isMobile && v.storage) issues.push({ field: "storage", message: PRODUCT_MESSAGES.mobileOnly });
  if (v.hasBill && !v.billPhoto) issues.push({ field: "billPhoto", message: PRODUCT_MESSAGES.billPhotoRequired });
  return issues;
}

function checkCatalogue(v: CatalogueChoice, ctx: z.RefinementCtx) {
  for (const issue of catalogueIssues(v)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
}

function checkOfferRules(v: { price: unknown; offerRules?: OfferRules }, ctx: z.RefinementCtx) {
  if (!v.offerRules || typeof v.price !== "number") return;
  for (const issue of offerRuleIssues(v.offerRules, v.price))
    ctx.addIssue({ code: "custom", path: ["offerRules", issue.field], message: issue.message });
}

/** Other with a name typed by the seller stores that name; Other alone stays Other. */
function resolveBrand<T extends { brand?: string; otherBrand?: string }>({
  otherBrand,
  ...rest
}: T): Omit<T, "otherBrand"> {
  return { ...rest, brand: rest.brand === OTHER_BRAND && otherBrand ? otherBrand : rest.brand };
}

export const createProductSchema = createFields
  .superRefine(checkCatalogue)
  .superRefine(checkOfferRules)
  .transform(resolveBrand);
export type CreateProductInput = z.infer<typeof createProductSchema>;
/** What the listing form sends (before the server resolves Other to the typed brand name). */
export type CreateProductPayload = z.infer<typeof createFields>;

export const editProductSchema = editFields
  .superRefine(checkCatalogue)
  .superRefine(checkOfferRules)
  .transform(resolveBrand);
export type EditProductInput = z.infer<typeof editProductSchema>;

/** An emptied form field sends `name=`: no filter, not a wrong one. */
const blankAsAbsent = (v: unknown) => (v === "" ? undefined : v);

/** A whole-rupee bound of the browse filters: digits only, so "abc", "-5" and "1e3" are refused by name. */
const priceBound = (name: string) =>
  z.preprocess(
    blankAsAbsent,
    z
      .string({ error: `${name} must be a whole number of rupees, e.g. 5000` })
      .trim()
      .regex(/^\d{1,9}$/, { error: `${name} must be a whole number of rupees, e.g. 5000` })
      .transform(Number)
      .optional(),
  );

const BROWSE_MESSAGES = {
  priceRange: "minPrice cannot be more than maxPrice",
  condition: `condition must be one of ${PRODUCT_CONDITIONS.join(", ")}`,
} as const;

export const listProductsQuerySchema = z
  .object({
    category: z
      .preprocess(
        (v) => (typeof v === "string" ? v.toLowerCase() : v),
        z.enum(CATEGORIES, { error: PRODUCT_MESSAGES.category }),
      )
      .optional(),
    search: z.string().trim().max(100, { error: "Search text must be at most 100 characters" }).optional(),
    sort: z.preprocess(blankAsAbsent, z.enum(SORTS, { error: `sort must be one of ${SORTS.join(", ")}` }).optional()),
    minPrice: priceBound("minPrice"),
    maxPrice: priceBound("maxPrice"),
    condition: z.preprocess(blankAsAbsent, z.enum(PRODUCT_CONDITIONS, { error: BROWSE_MESSAGES.condition }).optional()),
    city: z
      .string({ error: "city must be one text" })
      .trim()
      .max(100, { error: "city must be at most 100 characters" })
      .optional()
      // "Bangalore" finds the listings stored as "Bengaluru": stored cities are canonical too.
      .transform((v) => (v ? canonicalCity(v) : undefined)),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int()
      .min(1)
      .default(PAGE_SIZE)
      .transform((n) => Math.min(n, LIST_LIMIT_MAX)),
    offset: z.coerce.number({ error: "offset must be a number" }).int().min(0).max(100_000).default(0),
    sellerId: z.uuid({ error: "sellerId must be a user id" }).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ["minPrice"],
    error: BROWSE_MESSAGES.priceRange,
  });
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

export const videoUploadSchema = z.object({ videoUrl: z.string() });

export const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.enum(CATEGORIES),
  images: z.array(z.string()),
  sellerId: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  isAvailable: z.boolean(),
  productType: z.string().nullable(),
  brand: z.string().nullable(),
  ram: z.string().nullable(),
  storage: z.string().nullable(),
  condition: z.enum(PRODUCT_CONDITIONS),
  hasBill: z.boolean(),
  billPhoto: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  videoUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** What the seller (and admins) see besides the public listing: pickup address, payout account, review notes. */
export const ownerProductSchema = productSchema.extend({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  landmark: z.string().nullable(),
  pincode: z.string().nullable(),
  selectedBankAccountId: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  editRequests: z.string().nullable(),
  hasPendingEdit: z.boolean(),
});
export type OwnerProduct = z.infer<typeof ownerProductSchema>;

/**
 * What GET /api/products/{id} (and the list) answers a client: the public listing, with the owner's fields when the
 * caller is its seller or an admin. Only a type: each answer goes out through productSchema or ownerProductSchema,
 * never through a schema that merely allows the owner's fields.
 */
export type ProductDetail = Product & Partial<Omit<OwnerProduct, keyof Product>>;
