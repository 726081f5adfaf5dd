import type { Db } from "../../db/client";
import { uploadFolderOf, type Storage } from "../../lib/storage";
import { VIDEO_ROOT } from "./listing-media";
import { attachedVideoUrls } from "./products-repo";

/** A video is uploaded as soon as it is picked, before its listing is saved; a day is ample to finish the form. */
export const UNATTACHED_VIDEO_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploaded videos no listing or pending edit points at, once they are older than the grace period:
 * the ones a seller removed or replaced before saving, and those of forms never submitted. Answers how many.
 */
export async function sweepUnattachedVideos(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const stale = await storage.listFoldersBefore(VIDEO_ROOT, 2, new Date(now.getTime() - UNATTACHED_VIDEO_GRACE_MS));
  if (stale.length === 0) return 0;
  const attached = new Set((await attachedVideoUrls(db)).map(uploadFolderOf));
  const orphans = stale.filter((folder) => !attached.has(folder));
  await Promise.all(orphans.map((folder) => storage.removeFolder(folder)));
  return orphans.length;
}
