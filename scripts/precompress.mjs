// After `vite build`: writes each text file of dist/web beside itself as .br (Brotli, best) and .gz (gzip, best), so
// the server sends them as they are (decision 0034) instead of compressing every request at a fast, weaker setting.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this the headers outweigh the saving; the server's own threshold is the same. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

async function precompress(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return [0, 0];
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return [body.length, br.length];
}

const root = path.resolve(process.argv[2] ?? "dist/web");
if (!(await stat(root).catch(() => undefined))?.isDirectory()) {
  console.error(`precompress: ${root} is not a directory`);
  process.exit(1);
}
const all = [];
for await (const file of files(root)) all.push(file);
// zlib's asynchronous calls run on libuv's thread pool: a few at a time keeps every core busy.
let raw = 0;
let compressed = 0;
for (let i = 0; i < all.length; i += 8) {
  for (const [r, c] of await Promise.all(all.slice(i, i + 8).map(precompress))) {
    raw += r;
    compressed += c;
  }
}
console.log(
  `precompressed ${all.length} files: ${(raw / 1024).toFixed(0)} KB -> ${(compressed / 1024).toFixed(0)} KB brotli`,
);
