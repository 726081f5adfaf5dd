import { loadConfig } from "../config";
import { runCli, withDatabase } from "./run-cli";
import { createVariantMaker } from "../lib/image-variants";
import { storageFromConfig } from "../lib/storage-from-config";
import { backfillImageSizes } from "../modules/catalog/image-backfill";

/**
 * `npm run files:backfill`: makes, from its full.webp, each size a listing photo lacks (the 960 px `gallery`
 * size for photos stored before it existed; docs/decisions/0030), in the store the environment names. Safe to
 * run while the server runs, and again after an interruption: what is stored is skipped. Exits 1 when a size
 * could not be made or a photo has no full.webp left (files:check lists those).
 */
async function main() {
  const config = loadConfig();
  await withDatabase(config, async (database) => {
    const storage = storageFromConfig(config);
    const started = Date.now();
    let shown = 0;
    const report = await backfillImageSizes(database.db, storage, createVariantMaker(storage), {
      onProgress(done, total) {
        if (done !== total && Date.now() - shown < 5000) return;
        shown = Date.now();
        console.log(`${done} of ${total} photos looked at`);
      },
    });
    for (const key of report.withoutFull) console.log(`no full.webp  ${key}  (nothing to make its sizes from)`);
    for (const f of report.failed) console.log(`failed  ${f.key}  (${f.error})`);
    console.log(
      `Looked at ${report.photos} photos in ${Math.round((Date.now() - started) / 1000)} s: made ${report.made} sizes, ` +
        `${report.withoutFull.length} photos without full.webp, ${report.failed.length} sizes failed.`,
    );
    process.exitCode = report.withoutFull.length + report.failed.length > 0 ? 1 : 0;
  });
}

runCli(main);
