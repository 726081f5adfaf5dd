import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { uploadFolderOf, type Storage } from "../../lib/storage";
import { isFolderReferenced } from "./products-repo";

export interface ListingFiles {
  /**
   * Removes the folders of these files unless a listing or a pending edit still uses them. The database decides,
   * not the caller, and only after the change has committed: what a request read at its start may be stale by then
   * (an admin approving an edit meanwhile), a rolled-back change must not have lost its files, and a failed
   * removal only leaves an orphan behind. Answers how many folders went.
   */
  release(urls: (string | null | undefined)[]): Promise<number>;
  /** The same for storage folders (see uploadFolderOf). */
  releaseFolders(folders: Iterable<string>): Promise<number>;
}

export function createListingFiles(db: Db, storage: Storage, log: FastifyBaseLogger): ListingFiles {
  async function releaseFolders(folders: Iterable<string>) {
    let removed = 0;
    for (const folder of new Set(folders)) {
      try {
        if (await isFolderReferenced(db, folder)) continue;
        await storage.removeFolder(folder);
        removed += 1;
      } catch (err) {
        log.warn({ err, folder }, "could not remove a listing's stored files");
      }
    }
    return removed;
  }
  return {
    releaseFolders,
    release: (urls) => releaseFolders(urls.map((url) => (url ? uploadFolderOf(url) : undefined)).filter((f): f is string => Boolean(f))),
  };
}
