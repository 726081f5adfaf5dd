import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * Every admin action (approve, reject, delist, order status, return decision, bank verification, payout,
 * ...). entityId is not a foreign key: the log outlives what it describes (a permanently deleted listing).
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: id(),
    /** set null: the record of what was done stays when the admin account is removed. */
    adminId: uuid().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: uuid(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc()),
    index("admin_audit_log_admin_id_created_at_idx").on(t.adminId, t.createdAt.desc()),
    index("admin_audit_log_created_at_idx").on(t.createdAt.desc()),
    /** The audit tab's action filter. */
    index("admin_audit_log_action_created_at_idx").on(t.action, t.createdAt.desc()),
  ],
);
