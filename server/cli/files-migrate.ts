import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { runCli, withDatabase } from "./run-cli";
import { copyUploads } from "../lib/copy-uploads";
import { storageFromConfig } from "../lib/storage-from-config";
import { findMissingFiles } from "../modules/catalog/files-check";

const USAGE =
  "usage: npm run files:migrate -- --to s3 [--from DIR]  (DIR: the uploads folder, default DATA_DIR/uploads)";

/**
 * `npm run files:migrate -- --to s3`: moves an installation's uploads from the local folder into the S3 bucket
 * the environment names (S3_BUCKET ...), then checks that every file a listing or an edit awaiting review points
 * at is in the bucket. Safe to run again: what is already there is skipped. Exits 1 when a referenced file is
 * missing from the bucket, so the switch to S3_BUCKET waits until nothing would be lost. The local folder stays.
 */
async function main() {
  const { values } = parseArgs({ options: { to: { type: "string" }, from: { type: "string" } } });
  if (values.to !== "s3") throw new ConfigError(USAGE);
  const config = loadConfig();
  if (!config.s3) throw new ConfigError("files:migrate --to s3 needs S3_BUCKET (and the other S3_ variables) set");
  const from = values.from ?? config.uploadsDir;
  const bucket = storageFromConfig(config);
  console.log(
    `Copying ${from} into bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ""}`,
  );
  const copy = await copyUploads(from, bucket);
  for (const key of copy.skipped) console.log(`skipped  ${key}  (not an upload of ours)`);
  await withDatabase(config, async (database) => {
    const check = await findMissingFiles(database.db, bucket);
    for (const m of check.missing)
      console.log(`missing  ${m.url}  (listing ${m.productId}${m.pendingEdit ? ", edit awaiting review" : ""})`);
    console.log(
      `Copied ${copy.copied} files, ${copy.present} were already in the bucket, ${copy.skipped.length} skipped. ` +
        `Checked ${check.checked} referenced files: ${check.missing.length} missing.`,
    );
    // Not a reason to wait: full.webp is there, so the size can be made in the bucket as well as on disk.
    if (check.incomplete.length > 0)
      console.log(
        `${check.incomplete.length} photos lack a smaller size: run npm run files:backfill with S3_BUCKET set.`,
      );
    process.exitCode = check.missing.length > 0 ? 1 : 0;
  });
}

runCli(main);
