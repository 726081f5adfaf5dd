import type { Db, Tx } from "../../db/client";
import { insertAuditEntry, type AuditEntryInput } from "./audit-repo";

/**
 * Every admin action leaves a row: who, what, on which entity, with what reason. The caller passes its transaction,
 * so the row is written with the change or not at all.
 */
export const recordAdminAction = (db: Db | Tx, entry: AuditEntryInput) => insertAuditEntry(db, entry);
