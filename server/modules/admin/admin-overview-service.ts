import type { AdminStats, AuditEntry } from "@contract/admin-overview";
import type { Db } from "../../db/client";
import { listAuditEntries, readStats } from "./admin-overview-repo";

export const stats = (db: Db): Promise<AdminStats> => readStats(db);

export async function auditLogPage(
  db: Db,
  filter: { action?: string; actorId?: string; limit: number; offset: number },
): Promise<AuditEntry[]> {
  return (await listAuditEntries(db, filter)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
