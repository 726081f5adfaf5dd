import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createS3Storage } from "../lib/s3-storage";
import { createLocalStorage, type Storage } from "../lib/storage";
import { startS3Peer } from "./s3-peer";

/** One upload store for a test: the app's variables for it, the store itself, and what it holds. */
export interface TestStore {
  /** DATA_DIR (a folder of its own) and, for S3, the bucket's variables: pass to createTestApp. */
  env: Record<string, string>;
  storage: Storage;
  /** Every stored key, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

async function localStore(): Promise<TestStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "store-local-"));
  const root = path.join(dataDir, "uploads");
  return {
    env: { DATA_DIR: dataDir },
    storage: createLocalStorage(root),
    async keys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
        .sort();
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function s3Store(): Promise<TestStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "store-s3-"));
  const peer = await startS3Peer();
  return {
    env: { DATA_DIR: dataDir, ...peer.env },
    storage: createS3Storage(peer.settings),
    keys: () => peer.keys(),
    async close() {
      await peer.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The stores every storage contract runs against: the same tests must pass on both (docs/decisions/0025). */
export const TEST_STORES = [
  { name: "local disk", open: localStore },
  { name: "S3 (s3rver peer)", open: s3Store },
];
