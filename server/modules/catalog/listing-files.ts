import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client";
import { uploadFolderOf, type Storage } from "../../lib/storage";
import { isFolderReferenced, lockUploadFolder } from "./products-repo";

export interface ListingFiles {
  /**
   * The folders of these files that no listing and no pending edit uses, asked inside the transaction that
   * changed the listing, with its row locked (see lockProduct): no other write of that listing can have read it
   * in between and still be about to name one of them. The caller removes them after the commit (releaseFolders):
   * a rolled-back change must not have lost its files.
   */
  unused(tx: Tx, urls: (string | null | undefined)[]): Promise<string[]>;
  /**
   * Removes these storage folders (see uploadFolderOf) unless a listing or a pending edit uses them. Each is
   * checked again and removed under its folder lock, which attaching a video takes too, so a video another
   * listing takes up meanwhile stays. A failed removal only leaves an orphan behind. Answers how many went.
   */
  releaseFolders(folders: Iterable<string>): Promise<number>;
  /** releaseFolders for the folders of these files. */
  release(urls: (string | null | undefined)[]): Promise<number>;
}

const foldersOf = (storage: Storage, urls: (string | null | undefined)[]) => [
  ...new Set(
    urls.map((url) => (url ? uploadFolderOf(storage, url) : undefined)).filter((f): f is string => Boolean(f)),
  ),
];

export function createListingFiles(db: Db, storage: Storage, log: Pick<FastifyBaseLogger, "warn">): ListingFiles {
  async function releaseFolders(folders: Iterable<string>) {
    let removed = 0;
    for (const folder of new Set(folders)) {
      try {
        const gone = await db.transaction(async (tx) => {
          await lockUploadFolder(tx, folder);
          if (await isFolderReferenced(tx, folder)) return false;
          await storage.removeFolder(folder);
          return true;
        });
        if (gone) removed += 1;
      } catch (err) {
        log.warn({ err, folder }, "could not remove a listing's stored files");
      }
    }
    return removed;
  }
  return {
    async unused(tx, urls) {
      const folders: string[] = [];
      for (const folder of foldersOf(storage, urls)) if (!(await isFolderReferenced(tx, folder))) folders.push(folder);
      return folders;
    },
    releaseFolders,
    release: (urls) => releaseFolders(foldersOf(storage, urls)),
  };
}
