import type { Db, Tx } from "../../db/client";
import { adminAuditLog } from "../../db/schema/admin-audit-log";

export interface AuditEntryInput {
  /** Null when no admin acted: a payout moved by the seller's request or after their account was verified. */
  adminId: string | null;
  action: string;
  entityType: string;
  /** Null for what has no row of its own (a category's parcel size). */
  entityId: string | null;
  details?: Record<string, unknown>;
}

export async function insertAuditEntry(db: Db | Tx, entry: AuditEntryInput) {
  await db.insert(adminAuditLog).values(entry);
}
