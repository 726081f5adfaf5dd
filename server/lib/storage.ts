import { constants as fsConstants } from "node:fs";
import { randomUUID } from "node:crypto";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. Keys are random folder names plus a file name, so stored content never
 * changes and can be cached forever. Local disk by default; an S3-compatible store implements the same calls.
 */
export interface Storage {
  /** Stores the bytes and answers the public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes everything under a key prefix (a listing's image folder). */
  removeFolder(prefix: string): Promise<void>;
  /** The bytes stored under a key, undefined when there are none (a photo's full.webp, to make a missing size). */
  read(key: string): Promise<Buffer | undefined>;
  /** Whether a file was stored under the key (a listing may only point at uploads that really exist). */
  exists(key: string): Promise<boolean>;
  /** The public URL of a key, without touching the store. */
  urlOf(key: string): string;
  /** The folders `depth` levels below `prefix` whose contents were last written before `before` (for clean-ups). */
  listFoldersBefore(prefix: string, depth: number, before: Date): Promise<string[]>;
  /**
   * The key behind one of our URLs: `/uploads/{key}` (what rows written before a CDN was set up hold, and what
   * the app serves), or `{UPLOADS_PUBLIC_URL}/{key}`. Undefined for any other URL, so none can name a stray key.
   */
  keyOf(url: string): string | undefined;
  /** Throws when the store cannot be reached: one cheap request, for /api/ready (see checkStorageReachable). */
  ping(): Promise<void>;
}

const SAFE_PREFIX = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/i;

export const UPLOADS_URL_PREFIX = "/uploads/";
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.[a-z0-9]+$/i;

/** Whether a key is one we could have written: folders and a file name of letters, digits and dashes, nothing else. */
export const isSafeKey = (key: string) => SAFE_KEY.test(key);

/** Every store stores and serves these; long-lived because a key's content never changes. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * How keys become URLs and back. Stored rows keep the URL put answered; `/uploads/{key}` is always understood
 * too, so rows written before UPLOADS_PUBLIC_URL was set (or before a move to object storage) keep working.
 */
export function uploadUrls(publicUrl?: string) {
  const base = publicUrl ? `${publicUrl.replace(/\/+$/, "")}/` : UPLOADS_URL_PREFIX;
  return {
    urlOf: (key: string) => base + key,
    keyOf(url: string) {
      const prefix = [UPLOADS_URL_PREFIX, base].find((p) => url.startsWith(p));
      const key = prefix === undefined ? undefined : url.slice(prefix.length);
      return key !== undefined && SAFE_KEY.test(key) ? key : undefined;
    },
  };
}

/**
 * For /api/ready: whether uploads can be stored, in at most `timeoutMs`. A store that does not answer in time
 * counts as unreachable, so a hung connection never holds the readiness probe.
 */
export async function checkStorageReachable(storage: Storage, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      storage.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function createLocalStorage(root: string, options: { publicUrl?: string } = {}): Storage {
  const urls = uploadUrls(options.publicUrl);
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a key exists whole or not at all, so a run cut short (a backfill, a crash)
      // never leaves a half-written file that `exists` would count as stored. A dot name is never served.
      const aside = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await writeFile(aside, bytes);
        await rename(aside, file);
      } catch (err) {
        await rm(aside, { force: true });
        throw err;
      }
      return urls.urlOf(key);
    },
    async read(key) {
      return readFile(resolve(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return undefined;
        throw err;
      });
    },
    async removeFolder(prefix) {
      if (!SAFE_PREFIX.test(prefix)) throw new Error(`unsafe storage prefix ${prefix}`);
      await rm(path.join(root, ...prefix.split("/")), { recursive: true, force: true });
    },
    async exists(key) {
      return access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    urlOf: urls.urlOf,
    keyOf: urls.keyOf,
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, fsConstants.W_OK);
    },
    async listFoldersBefore(prefix, depth, before) {
      if (!SAFE_PREFIX.test(prefix)) throw new Error(`unsafe storage prefix ${prefix}`);
      let folders = [prefix];
      for (let level = 0; level < depth; level++) {
        const next = await Promise.all(
          folders.map(async (folder) => {
            const entries = await readdir(path.join(root, ...folder.split("/")), { withFileTypes: true }).catch(
              () => [],
            );
            return entries.filter((e) => e.isDirectory() && SAFE_PREFIX.test(e.name)).map((e) => `${folder}/${e.name}`);
          }),
        );
        folders = next.flat();
      }
      const old = await Promise.all(
        folders.map(async (folder) => {
          const info = await stat(path.join(root, ...folder.split("/"))).catch(() => undefined);
          return info && info.mtime < before ? folder : undefined;
        }),
      );
      return old.filter((f): f is string => f !== undefined);
    },
  };
}

/**
 * The folder of one of our uploads, from its public URL. Every stored file has a folder of its own (an image's
 * four sizes share one): img/{id}, bill/{id}, ret/{id} (a return's photo) or vid/{seller}/{id}. Anything else answers undefined, so a
 * crafted URL can never name a folder holding other uploads ("img", or a seller's whole "vid/{seller}").
 */
export function uploadFolderOf(storage: Pick<Storage, "keyOf">, url: string): string | undefined {
  const key = storage.keyOf(url);
  if (!key) return undefined;
  const folder = key.slice(0, key.lastIndexOf("/"));
  return /^(img|bill|ret)\/[a-z0-9-]+$|^vid\/[a-z0-9-]+\/[a-z0-9-]+$/i.test(folder) ? folder : undefined;
}

/**
 * Removes uploads no row has ever pointed at: what a failed request had already stored. Best effort: a file
 * left behind costs disk space. Files a listing may have used go through ListingFiles, which asks the database.
 */
export async function discardUploads(storage: Storage, dropped: (string | null | undefined)[]): Promise<void> {
  const folders = new Set(dropped.map((u) => (u ? uploadFolderOf(storage, u) : undefined)));
  await Promise.allSettled(
    [...folders].filter((f): f is string => f !== undefined).map((f) => storage.removeFolder(f)),
  );
}
