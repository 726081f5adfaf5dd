import { loadConfig } from "../config";
import { runCli, withDatabase } from "./run-cli";
import { storageFromConfig } from "../lib/storage-from-config";
import { checkListingFiles } from "../modules/catalog/files-check";
import { createListingFiles } from "../modules/catalog/listing-files";

/**
 * `npm run files:check`: the check the server runs at start-up, on demand. Lists every file a listing or an edit
 * awaiting review points at that storage lacks, and the photos lacking a smaller size (files:backfill makes
 * those), removes upload folders nothing uses that are over a day old, and exits 1 when a file is missing or a
 * photo incomplete (for a cron job or monitoring to notice).
 */
async function main() {
  const config = loadConfig();
  await withDatabase(config, async (database) => {
    const storage = storageFromConfig(config);
    const warn = (details: unknown, message?: string) =>
      console.error(message, (details as { folder?: string }).folder ?? "");
    const report = await checkListingFiles(database.db, storage, createListingFiles(database.db, storage, { warn }));
    const where = (m: { productId: string; pendingEdit: boolean }) =>
      `listing ${m.productId}${m.pendingEdit ? ", edit awaiting review" : ""}`;
    for (const m of report.missing) console.log(`missing  ${m.url}  (${where(m)})`);
    for (const m of report.incomplete) console.log(`incomplete  ${m.url}  (${where(m)}: a smaller size to make)`);
    console.log(
      `Checked ${report.checked} stored files: ${report.missing.length} missing. Removed ${report.removed} unused upload folders older than a day.`,
    );
    if (report.incomplete.length > 0)
      console.log(
        `${report.incomplete.length} photos lack a smaller size their full.webp can give: run npm run files:backfill.`,
      );
    // Incomplete counts too: behind a CDN that reads the bucket itself (UPLOADS_PUBLIC_URL), such a size is a 404.
    process.exitCode = report.missing.length + report.incomplete.length > 0 ? 1 : 0;
  });
}

runCli(main);
