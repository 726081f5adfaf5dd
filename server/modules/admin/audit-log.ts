import type { Db, Tx } from "../../db/client";
import { insertAuditEntry, type AuditEntryInput } from "./audit-repo";

/**
 * Every admin action leaves a row: who, what, on which entity, with what reason. The caller passes its transaction,
 * so the row is written with the change or not at all.
 */
export const recordAdminAction = (db: Db | Tx, entry: AuditEntryInput) => insertAuditEntry(db, entry);

/**
 * Who looked (decision 0047): an admin's view that shows people's contact details or addresses leaves one row per
 * person shown, with the view's name, so a person's data can be traced to the admins who saw it.
 */
export async function recordPersonalDataViews(db: Db, adminId: string, view: string, userIds: string[]) {
  for (const userId of new Set(userIds)) {
    await insertAuditEntry(db, {
      adminId,
      action: "viewed_personal_data",
      entityType: "user",
      entityId: userId,
      details: { view },
    });
  }
}
