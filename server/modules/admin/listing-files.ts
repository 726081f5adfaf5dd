import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { uploadFolderOf, type Storage } from "../../lib/storage";
import { isFolderReferenced } from "./admin-products-repo";

export interface ListingFiles {
  /**
   * Removes the folders of these files unless a listing or a pending edit still uses them (the database decides,
   * not the caller: older listings may share a video). Called after the change commits: a rolled-back action must
   * not have lost its files, and a failed removal only leaves an orphan behind.
   */
  release(urls: (string | null | undefined)[]): Promise<void>;
}

export function createListingFiles(db: Db, storage: Storage, log: FastifyBaseLogger): ListingFiles {
  return {
    async release(urls) {
      const folders = new Set(urls.map((url) => (url ? uploadFolderOf(url) : undefined)).filter((f): f is string => Boolean(f)));
      for (const folder of folders) {
        try {
          if (!(await isFolderReferenced(db, folder))) await storage.removeFolder(folder);
        } catch (err) {
          log.warn({ err, folder }, "could not remove a listing's stored files");
        }
      }
    },
  };
}
