import os from "node:os";
import { performance } from "node:perf_hooks";

/**
 * How many pictures are decoded at once, server-wide. Decoding is the costliest thing the server does (a large
 * PNG keeps a core busy for most of a second), so one core is always left to answer pages: on the 2-core
 * machine that is one picture at a time, and the others wait their turn here instead of in libuv's pool.
 */
export const IMAGE_QUEUE_WIDTH = Math.max(1, os.availableParallelism() - 1);

/**
 * Share of its core a slot may keep busy: after each task the slot rests as long again as the task took. A stream
 * of large photos then takes at most half a core, and pages keep the rest; a seller's photos take twice as long.
 */
const BUSY_SHARE = 0.5;

/** A small semaphore: at most `width` tasks run, the rest wait in arrival order; each slot rests after its task. */
export function createQueue(width: number, busyShare = 1) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    /** How many tasks wait for a slot, and how many slots are taken (for /metrics). */
    depth: () => ({ waiting: waiting.length, active }),
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= width) await new Promise<void>((resolve) => waiting.push(resolve));
      else active += 1;
      const started = performance.now();
      try {
        return await task();
      } finally {
        const rest = ((performance.now() - started) * (1 - busyShare)) / busyShare;
        if (rest > 0) setTimeout(release, rest);
        else release();
      }
      function release() {
        // The slot passes straight to the next task, so a newcomer can never overtake it.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}

export const imageQueue = createQueue(IMAGE_QUEUE_WIDTH, BUSY_SHARE);
