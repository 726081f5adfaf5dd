import { getTableColumns, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { CATEGORIES, type Category } from "../../../contract/categories";
import {
  MODIFICATION_STATUSES,
  PRODUCT_CONDITIONS,
  PRODUCT_STATUSES,
  type ModificationStatus,
  type ProductCondition,
  type ProductStatus,
} from "../../../contract/product-states";
import { bankAccounts } from "./bank-accounts";
import { createdAt, id, isOneOf, isWholeRupees, money, tsvector, updatedAt } from "./columns";
import { users } from "./users";

/** docs/product.md#listings: up to 5 images per listing. */
const MAX_PRODUCT_IMAGES = 5;

const imagesAreAnArray = (column: AnyPgColumn) =>
  sql`jsonb_typeof(${column}) = 'array' AND jsonb_array_length(${column}) <= ${sql.raw(String(MAX_PRODUCT_IMAGES))}`;

/** docs/product.md#accounts: 6 digits, not starting 0 (the column keeps the older width of 10). */
const pincodeFormat = (column: AnyPgColumn) => sql`${column} ~ '^[1-9][0-9]{5}$'`;

export const products = pgTable(
  "products",
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    price: money().notNull(),
    category: text().$type<Category>().notNull(),
    /** URLs of stored images (never data-URLs), in display order. */
    images: jsonb().$type<string[]>().notNull().default([]),
    videoUrl: text(),
    /**
     * restrict: a user who has listings cannot be deleted from under them. Listings carry offers, payments
     * and orders (which restrict on their own); an admin removes the listings first, deliberately.
     */
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: text().$type<ProductStatus>().notNull().default("pending"),
    isAvailable: boolean().notNull().default(true),
    /** set null: the listing survives its payout account's removal; the seller must pick another before a payout. */
    selectedBankAccountId: uuid().references(() => bankAccounts.id, { onDelete: "set null" }),
    productType: text(),
    brand: text(),
    ram: text(),
    storage: text(),
    condition: text().$type<ProductCondition>().notNull().default("good"),
    hasBill: boolean().notNull().default(false),
    billPhoto: text(),
    addressLine1: varchar({ length: 255 }),
    addressLine2: varchar({ length: 255 }),
    landmark: varchar({ length: 255 }),
    pincode: varchar({ length: 10 }),
    city: varchar({ length: 100 }),
    state: varchar({ length: 100 }),
    rejectionReason: text(),
    /** The admin's latest edit request to the seller (listing stays pending). */
    editRequests: text(),
    /**
     * Reported by REPORT_HIDE_THRESHOLD different people and not yet decided on by an admin: out of browse and
     * search. The reports module sets and clears it under the listing's row lock, in the transaction of the report
     * that crosses the threshold and of the decision that closes the reports (decision 0031), so browsing reads a
     * column instead of counting reports on every request.
     */
    heldByReports: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(brand, '') || ' ' || coalesce(product_type, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    index("products_search_vector_idx").using("gin", t.searchVector),
    index("products_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("products_brand_trgm_idx").using("gin", t.brand.op("gin_trgm_ops")),
    /**
     * Browse and home: approved + available, optional category, newest first or by price. Each ends with id,
     * the tie-breaker of every listing order, so the index alone yields a page without sorting the table.
     */
    index("products_browse_category_recent_idx").on(
      t.status,
      t.isAvailable,
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("products_browse_recent_idx").on(
      t.status,
      t.isAvailable,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("products_browse_price_idx").on(t.status, t.isAvailable, t.price, t.id),
    index("products_browse_category_price_idx").on(t.status, t.isAvailable, t.category, t.price, t.id),
    index("products_seller_id_created_at_idx").on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    /** A public profile's count of live listings: index-only, without reading a busy seller's rows. */
    index("products_seller_id_live_idx")
      .on(t.sellerId)
      .where(sql`${t.status} = 'approved' AND ${t.isAvailable}`),
    index("products_selected_bank_account_id_idx").on(t.selectedBankAccountId),
    /** The admin's Listings tab (newest first, id breaking ties) and the analytics' new listings per day. */
    index("products_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("products_price_check", sql`${t.price} > 0 AND ${isWholeRupees(t.price)}`),
    check("products_category_check", isOneOf(t.category, CATEGORIES)),
    check("products_status_check", isOneOf(t.status, PRODUCT_STATUSES)),
    check("products_condition_check", isOneOf(t.condition, PRODUCT_CONDITIONS)),
    check("products_images_check", imagesAreAnArray(t.images)),
    check("products_pincode_check", pincodeFormat(t.pincode)),
  ],
);

/** Every column of a listing but the search vector, which never leaves the database: what each read of listings selects. */
const { searchVector: _searchVector, ...listingColumns } = getTableColumns(products);
export const productColumns = listingColumns;

/**
 * A seller's edit of an approved listing, waiting for an admin (docs/product.md#listings): the live listing
 * keeps its content until approval. A null field means "unchanged"; an optional text field is cleared
 * with an empty string.
 */
export const productModifications = pgTable(
  "product_modifications",
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    title: text(),
    description: text(),
    price: money(),
    category: text().$type<Category>(),
    images: jsonb().$type<string[]>(),
    videoUrl: text(),
    productType: text(),
    brand: text(),
    ram: text(),
    storage: text(),
    condition: text().$type<ProductCondition>(),
    hasBill: boolean(),
    billPhoto: text(),
    addressLine1: varchar({ length: 255 }),
    addressLine2: varchar({ length: 255 }),
    landmark: varchar({ length: 255 }),
    pincode: varchar({ length: 10 }),
    city: varchar({ length: 100 }),
    state: varchar({ length: 100 }),
    selectedBankAccountId: uuid().references(() => bankAccounts.id, { onDelete: "set null" }),
    status: text().$type<ModificationStatus>().notNull().default("pending"),
    rejectionReason: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("product_modifications_product_id_idx").on(t.productId, t.requestedAt.desc()),
    /** One modification awaiting review per listing: a further edit replaces it (upsert on this index). */
    uniqueIndex("product_modifications_one_pending_per_product_idx")
      .on(t.productId)
      .where(sql`${t.status} = 'pending'`),
    index("product_modifications_status_requested_at_idx").on(t.status, t.requestedAt),
    index("product_modifications_selected_bank_account_id_idx").on(t.selectedBankAccountId),
    check("product_modifications_price_check", sql`${t.price} > 0 AND ${isWholeRupees(t.price)}`),
    check("product_modifications_category_check", isOneOf(t.category, CATEGORIES)),
    check("product_modifications_condition_check", isOneOf(t.condition, PRODUCT_CONDITIONS)),
    check("product_modifications_status_check", isOneOf(t.status, MODIFICATION_STATUSES)),
    check("product_modifications_images_check", imagesAreAnArray(t.images)),
    check("product_modifications_pincode_check", pincodeFormat(t.pincode)),
  ],
);
