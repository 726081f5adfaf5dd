import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/** Saved delivery addresses (docs/product.md#checkout). Orders copy the address as text, so deleting one rewrites no history. */
export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who the courier hands the parcel to. Required for new addresses; older rows are completed when edited. */
    name: varchar({ length: 100 }),
    phone: varchar({ length: 10 }),
    line1: varchar({ length: 255 }).notNull(),
    line2: varchar({ length: 255 }),
    landmark: varchar({ length: 255 }),
    pincode: varchar({ length: 6 }).notNull(),
    city: varchar({ length: 100 }).notNull(),
    state: varchar({ length: 100 }).notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_user_id_idx").on(t.userId),
    uniqueIndex("addresses_one_default_per_user_idx")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    /** docs/product.md#accounts: 6 digits, not starting 0. */
    check("addresses_pincode_check", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check("addresses_phone_check", sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
  ],
);
