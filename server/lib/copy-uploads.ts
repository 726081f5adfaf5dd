import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { isSafeKey, type Storage } from "./storage";

/** By extension: every kind of file we store (WebP photos, the three video containers). */
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
};

export interface CopyReport {
  /** Written to the target now. */
  copied: number;
  /** Already in the target: a key's content never changes, so an earlier run's copy is the same file. */
  present: number;
  /** Files in the folder that are not uploads of ours (stray names), left where they are. */
  skipped: string[];
}

/**
 * Copies a local uploads folder into another store, key for key, a few files at a time. Idempotent: a key the
 * target already has is left alone, so an interrupted move is finished by running it again.
 */
export async function copyUploads(root: string, target: Storage, concurrency = 8): Promise<CopyReport> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const keys = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
  const report: CopyReport = { copied: 0, present: 0, skipped: [] };
  const work = keys.filter((key) => {
    const known = isSafeKey(key) && CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()];
    if (!known) report.skipped.push(key);
    return Boolean(known);
  });
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const key = work[next++]!;
      if (await target.exists(key)) {
        report.present += 1;
        continue;
      }
      const type = CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()]!;
      await target.put(key, await readFile(path.join(root, ...key.split("/"))), type);
      report.copied += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
