import { PRIVACY_MESSAGES } from "@contract/privacy";
import type { Db } from "../../db/client";
import { tooManyRequests } from "../../lib/errors";
import { claimDataExport } from "../users";
import { contactQueriesOf, EXPORTED } from "./export-repo";

/**
 * Everything Dobara holds about the signed-in person, by table (DPDP Act s.11; decision 0047). One an hour: the
 * claim is a conditional update, so of many concurrent requests one does the work and the others get a 429.
 */
export async function exportData(db: Db, user: { id: string; email: string }) {
  if (!(await claimDataExport(db, user.id))) throw tooManyRequests(PRIVACY_MESSAGES.exportTooSoon);
  const data: Record<string, unknown> = {};
  for (const [table, read] of Object.entries(EXPORTED)) data[table] = await read(db, user.id);
  data.contact_queries = await contactQueriesOf(db, user.email);
  return {
    exportedAt: new Date().toISOString(),
    about:
      "Everything Dobara holds about you, by the table it is kept in. Bank account numbers are shown by their last four digits only.",
    data,
  };
}
