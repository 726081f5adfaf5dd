import { smallerSizeKeys } from "../../lib/image-variants";
import { uploadFolderOf, type Storage } from "../../lib/storage";
import type { Db } from "../../db/client";
import type { ListingFiles } from "./listing-files";
import { listFileReferences } from "./products-repo";
import { VIDEO_ROOT } from "./listing-media";

/** A folder no row uses may belong to a request still saving its listing, or a video whose form is still open. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** Where each kind of upload lives, and how deep its per-upload folders are (see uploadFolderOf). */
const UPLOAD_ROOTS = [
  { root: "img", depth: 1 },
  { root: "bill", depth: 1 },
  { root: VIDEO_ROOT, depth: 2 },
] as const;

interface MissingFile {
  productId: string;
  /** True when the file belongs to the listing's edit awaiting review, not to the listing itself. */
  pendingEdit: boolean;
  url: string;
}

export interface FilesReport {
  /** How many files listings and pending edits point at (a photo counts its four sizes). */
  checked: number;
  missing: MissingFile[];
  /** Photos whose full.webp is there but a smaller size is not (stored before it existed): files:backfill makes it. */
  incomplete: MissingFile[];
  /** Upload folders older than the grace period that nothing used, now removed. */
  removed: number;
}

/**
 * The storage keys behind a URL a row holds: the file itself and, for a listing photo (stored in four sizes, the
 * row names the largest), the smaller sizes, which its full.webp can remake.
 */
function storedKeysOf(storage: Pick<Storage, "keyOf">, url: string) {
  const key = storage.keyOf(url);
  if (!key) return undefined;
  return { key, smaller: key.startsWith("img/") && key.endsWith("/full.webp") ? smallerSizeKeys(key) : [] };
}

/**
 * Every file a listing or a pending edit points at that storage lacks; and the folders they use, so a clean-up
 * can tell orphans apart. Used by the check below and by `npm run files:migrate` once the files are copied.
 */
export async function findMissingFiles(db: Db, storage: Storage) {
  const rows = await listFileReferences(db);
  const referenced = new Set<string>();
  const missing: MissingFile[] = [];
  const incomplete: MissingFile[] = [];
  let checked = 0;
  const exists = (key: string) => storage.exists(key).catch(() => false);
  for (const row of rows) {
    for (const url of [...(row.images ?? []), row.billPhoto, row.videoUrl]) {
      if (!url) continue;
      const folder = uploadFolderOf(storage, url);
      if (folder) referenced.add(folder);
      const keys = storedKeysOf(storage, url);
      const file = { productId: row.productId, pendingEdit: row.pendingEdit, url };
      // A URL that is not one of our uploads is reported too: nothing can serve it.
      if (!keys) {
        missing.push(file);
        continue;
      }
      checked += 1 + keys.smaller.length;
      const [present, ...smaller] = await Promise.all([keys.key, ...keys.smaller].map(exists));
      if (!present) missing.push(file);
      else if (smaller.includes(false)) incomplete.push(file);
    }
  }
  return { checked, missing, incomplete, referenced };
}

/**
 * Compares the stored files with the rows that use them, at start-up and on `npm run files:check`. Files a
 * listing or pending edit points at but storage lacks are reported (they cannot be brought back; the seller has
 * to send the photo again), and so are photos lacking a smaller size that `npm run files:backfill` can make. Folders nothing points at and older than a day are removed, each checked again
 * against the database under its folder lock (ListingFiles.releaseFolders).
 */
export async function checkListingFiles(
  db: Db,
  storage: Storage,
  files: ListingFiles,
  now = new Date(),
): Promise<FilesReport> {
  const { checked, missing, incomplete, referenced } = await findMissingFiles(db, storage);
  const before = new Date(now.getTime() - ORPHAN_GRACE_MS);
  const old = (
    await Promise.all(UPLOAD_ROOTS.map(({ root, depth }) => storage.listFoldersBefore(root, depth, before)))
  ).flat();
  const orphans = old.filter((folder) => !referenced.has(folder));
  const removed = orphans.length === 0 ? 0 : await files.releaseFolders(orphans);
  return { checked, missing, incomplete, removed };
}
