import { createHash } from "node:crypto";
import { statSync, unlinkSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A second process asked for an embedded database another process has open. */
export class DatabaseInUseError extends Error {}

export interface EmbeddedLock {
  release(): Promise<void>;
}

/**
 * PGlite has no locking of its own: two processes on one folder each keep their own view of the files and
 * overwrite each other's writes. So the folder is held by a listening local socket, which the kernel frees
 * whenever the process ends, however it ends (docs/decisions/0009-embedded-database-lock.md).
 * Rejects with DatabaseInUseError, naming the holder's pid, when another live process holds `dir`.
 */
export async function lockEmbeddedDatabase(dir: string): Promise<EmbeddedLock> {
  const address = lockAddress(dir);
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  server.on("error", () => undefined);
  try {
    await listen(server, address.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
    const holder = await askHolder(address.name);
    // Only a socket file can outlive its process; nobody answering on it means it is left over from a crash.
    if (holder !== undefined || !address.isFile) throw new DatabaseInUseError(inUseMessage(dir, holder));
    unlinkSync(address.name);
    await listen(server, address.name);
  }
  // The lock must not keep an otherwise finished process (a CLI run) alive.
  server.unref();
  return {
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

function inUseMessage(dir: string, holder: string | undefined) {
  return (
    `The embedded database in ${dir} is already open in another process${holder ? ` (pid ${holder})` : ""}. ` +
    "Only one process may use it at a time: stop the running Dobara server first. " +
    "To create an admin without stopping it, restart the server with ADMIN_MOBILE and ADMIN_PASSWORD set instead of running admin:create."
  );
}

/**
 * Linux: an abstract socket (no file, gone with the process) named after the folder's device and inode, so two
 * spellings of one folder (symlinks, relative paths) meet. Windows: a named pipe, freed the same way. Elsewhere
 * a socket file, checked for a live listener before a leftover one is replaced.
 */
function lockAddress(dir: string): { name: string; isFile: boolean } {
  const { dev, ino } = statSync(dir);
  if (process.platform === "linux") return { name: `\0dobara-embedded-db:${dev}:${ino}`, isFile: false };
  const key = createHash("sha256").update(`${dev}:${ino}`).digest("hex").slice(0, 32);
  if (process.platform === "win32") return { name: `\\\\.\\pipe\\dobara-embedded-db-${key}`, isFile: false };
  const inFolder = path.join(path.resolve(dir), ".dobara-lock.sock");
  // Socket paths are limited to about 100 bytes; a deep folder falls back to the temporary directory.
  return { name: inFolder.length < 100 ? inFolder : path.join(os.tmpdir(), `dobara-db-${key}.sock`), isFile: true };
}

function listen(server: net.Server, name: string) {
  return new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once("error", onError);
    server.listen(name, () => {
      server.off("error", onError);
      resolve();
    });
  });
}

/** The holder's pid ("" when it did not say), or undefined when nobody listens (a leftover socket file). */
function askHolder(name: string) {
  return new Promise<string | undefined>((resolve) => {
    let answer = "";
    const socket = net.connect(name);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", (err: NodeJS.ErrnoException) =>
      resolve(err.code === "ECONNREFUSED" || err.code === "ENOENT" ? undefined : ""),
    );
    socket.on("close", () => resolve(answer.trim()));
  });
}
