import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, isOneOf, money, updatedAt } from "./columns";
import { users } from "./users";

const TAX_ID_KINDS = ["pan", "aadhaar"] as const;

/**
 * The seller's PAN or Aadhaar for section 194-O (docs/tax.md, decision 0045): encrypted at rest like bank account
 * numbers; only the last four characters are ever shown. One per seller; a later one replaces it.
 */
export const sellerTaxIds = pgTable(
  "seller_tax_ids",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<(typeof TAX_ID_KINDS)[number]>().notNull(),
    valueEncrypted: text().notNull(),
    last4: varchar({ length: 4 }).notNull(),
    /** A person or a Hindu undivided family (a PAN's fourth letter P or H, or any Aadhaar): the exemption can apply. */
    individual: text().$type<"yes" | "no">().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("seller_tax_ids_kind_check", isOneOf(t.kind, TAX_ID_KINDS)),
    check("seller_tax_ids_individual_check", isOneOf(t.individual, ["yes", "no"])),
  ],
);

/**
 * Each seller's gross sales through Dobara per financial year (April-March, India's time), added in the transaction
 * that makes the sale's payout due (an upsert: concurrent completions queue on the row), which 194-O's exemption reads.
 */
export const sellerYearSales = pgTable(
  "seller_year_sales",
  {
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    financialYear: integer().notNull(),
    gross: money().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.financialYear] }),
    check("seller_year_sales_gross_check", sql`${t.gross} >= 0`),
  ],
);
