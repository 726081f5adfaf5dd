/// <reference lib="webworker" />
import type { WorkboxPlugin } from "workbox-core/types.js";

/**
 * Workbox's expiration counts entries and age, not bytes: this drops the oldest entries of a cache while it holds
 * more than maxBytes. Sizes come from Content-Length (our photos are static files), else the body is measured.
 */
export function byteCapPlugin(cacheName: string, maxBytes: number): WorkboxPlugin {
  let trimming: Promise<void> | undefined;
  return {
    cacheDidUpdate: async () => {
      // One trim at a time: a page full of photos updates the cache many times at once.
      trimming ??= trim(cacheName, maxBytes).finally(() => (trimming = undefined));
      await trimming;
    },
  };
}

async function trim(cacheName: string, maxBytes: number) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys(); // oldest first
  const sizes = await Promise.all(keys.map(async (key) => sizeOf(await cache.match(key))));
  let total = sizes.reduce((sum, s) => sum + s, 0);
  for (let i = 0; i < keys.length - 1 && total > maxBytes; i++) {
    await cache.delete(keys[i]!);
    total -= sizes[i]!;
  }
}

async function sizeOf(response: Response | undefined) {
  if (!response) return 0;
  const declared = Number(response.headers.get("content-length"));
  return Number.isFinite(declared) && declared > 0 ? declared : (await response.blob()).size;
}
