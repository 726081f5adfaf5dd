import type { Storage } from "../../lib/storage";
import type { ListingFiles } from "./listing-files";
import { VIDEO_ROOT } from "./listing-media";

/** A video is uploaded as soon as it is picked, before its listing is saved; a day is ample to finish the form. */
export const UNATTACHED_VIDEO_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploaded videos no listing or pending edit points at, once they are older than the grace period:
 * the ones a seller removed or replaced before saving, and those of forms never submitted. Each folder is
 * checked against the database right before it goes. Answers how many went.
 */
export async function sweepUnattachedVideos(storage: Storage, files: ListingFiles, now = new Date()): Promise<number> {
  const stale = await storage.listFoldersBefore(VIDEO_ROOT, 2, new Date(now.getTime() - UNATTACHED_VIDEO_GRACE_MS));
  return stale.length === 0 ? 0 : files.releaseFolders(stale);
}
