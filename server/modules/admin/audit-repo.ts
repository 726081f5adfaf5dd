import type { Db, Tx } from "../../db/client";
import { adminAuditLog } from "../../db/schema/admin-audit-log";

/** Every admin action leaves a row: who, what, on which entity, with what reason. */
export async function recordAdminAction(
  db: Db | Tx,
  entry: {
    /** Null when no admin acted: a payout moved by the seller's request or after their account was verified. */
    adminId: string | null;
    action: string;
    entityType: string;
    /** Null for what has no row of its own (a category's parcel size). */
    entityId: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(adminAuditLog).values(entry);
}
