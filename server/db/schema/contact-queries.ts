import { boolean, check, index, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { CONTACT_LIMITS } from "../../../contract/contact";
import { createdAt, id, isOneOf } from "./columns";
import { users } from "./users";

const CONTACT_QUERY_STATUSES = ["pending", "replied", "resolved"] as const;
export type ContactQueryStatus = (typeof CONTACT_QUERY_STATUSES)[number];

/** From the public contact form: no user reference (visitors write too). */
export const contactQueries = pgTable(
  "contact_queries",
  {
    id: id(),
    name: varchar({ length: CONTACT_LIMITS.name }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 10 }).notNull(),
    subject: varchar({ length: CONTACT_LIMITS.subject }).notNull(),
    message: varchar({ length: CONTACT_LIMITS.message }).notNull(),
    status: text().$type<ContactQueryStatus>().notNull().default("pending"),
    isRead: boolean().notNull().default(false),
    /** A grievance about personal data (DPDP Rules 2025): acknowledged by mail at once, due dates shown to admins. */
    isGrievance: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_queries_is_read_created_at_idx").on(t.isRead, t.createdAt.desc()),
    check("contact_queries_status_check", isOneOf(t.status, CONTACT_QUERY_STATUSES)),
  ],
);

/** An admin's answer to a contact query, as mailed to the person who wrote (docs/product.md#admin-panel). */
export const contactQueryReplies = pgTable(
  "contact_query_replies",
  {
    id: id(),
    queryId: uuid()
      .notNull()
      .references(() => contactQueries.id, { onDelete: "cascade" }),
    /** set null: the reply stays on record when the admin account is removed. */
    adminId: uuid().references(() => users.id, { onDelete: "set null" }),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_query_replies_query_id_created_at_idx").on(t.queryId, t.createdAt)],
);
