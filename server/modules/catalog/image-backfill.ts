import { smallerSizeKeys, type VariantMaker } from "../../lib/image-variants";
import type { Storage } from "../../lib/storage";
import type { Db } from "../../db/client";
import { listFileReferences } from "./products-repo";

export interface BackfillReport {
  /** Listing photos looked at (each once, however many rows name it). */
  photos: number;
  /** Sizes made now from a photo's full.webp. */
  made: number;
  /** Photos whose full.webp is gone: nothing can remake their sizes (files:check lists them). */
  withoutFull: string[];
  /** Sizes that could not be made (a damaged full.webp, a store error), with the reason; running again retries. */
  failed: { key: string; error: string }[];
}

/** The full.webp key of every listing photo a listing or an edit awaiting review points at, each once. */
async function referencedPhotoKeys(db: Db, storage: Storage) {
  const keys = new Set<string>();
  for (const row of await listFileReferences(db))
    for (const url of row.images ?? []) {
      const key = storage.keyOf(url);
      if (key?.startsWith("img/") && key.endsWith("/full.webp")) keys.add(key);
    }
  return [...keys].sort();
}

/**
 * `npm run files:backfill` (docs/decisions/0030): gives every photo a listing or a pending edit uses each size it
 * lacks, made from its full.webp. Idempotent and resumable: a size already stored is skipped, and each file is
 * written whole (the local store renames into place, an S3 put is atomic), so a run cut short is finished by
 * running it again. Photos go through the image queue (image-queue.ts: at most all cores but one, each resting as
 * long as it worked), so a server on the same machine keeps answering while it runs.
 */
export async function backfillImageSizes(
  db: Db,
  storage: Storage,
  variants: VariantMaker,
  { concurrency = 2, onProgress }: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<BackfillReport> {
  const photos = await referencedPhotoKeys(db, storage);
  const report: BackfillReport = { photos: photos.length, made: 0, withoutFull: [], failed: [] };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < photos.length) {
      const fullKey = photos[next++]!;
      const missing = [];
      for (const key of smallerSizeKeys(fullKey)) if (!(await storage.exists(key))) missing.push(key);
      if (missing.length > 0 && !(await storage.exists(fullKey))) report.withoutFull.push(fullKey);
      else
        for (const key of missing) {
          try {
            if (await variants.make(key)) report.made += 1;
            else {
              report.withoutFull.push(fullKey); // removed since the check above
              break;
            }
          } catch (err) {
            report.failed.push({ key, error: err instanceof Error ? err.message : String(err) });
          }
        }
      onProgress?.(++done, photos.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  report.withoutFull.sort();
  return report;
}
