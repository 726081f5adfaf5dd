import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client";
import { startJobs } from "./jobs";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the job runner's timer", () => {
  it("starts only once the app listens, and closing waits for the job in hand and skips the rest", async () => {
    const app = Fastify();
    const ran: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    startJobs(app, undefined as unknown as Db, 1, [
      {
        name: "first",
        kind: "claims",
        run: async () => {
          ran.push("first");
          await slow;
          return 0;
        },
      },
      { name: "second", kind: "claims", run: async () => (ran.push("second"), 0) },
    ]);
    await app.ready();
    await sleep(1300);
    expect(ran).toEqual([]);

    await app.listen({ port: 0, host: "127.0.0.1" });
    await expect.poll(() => ran, { timeout: 3000 }).toEqual(["first"]);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await sleep(50);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(ran).toEqual(["first"]);
  });

  it("runs a job with everySeconds only once that long has passed since the start, then since its last run", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const app = Fastify();
      const ran: string[] = [];
      const { tick } = startJobs(app, undefined as unknown as Db, 60, [
        { name: "hourly", kind: "claims", everySeconds: 3600, run: async () => (ran.push("hourly"), 1) },
        { name: "each turn", kind: "claims", run: async () => (ran.push("each turn"), 0) },
      ]);
      await tick();
      expect(ran).toEqual(["each turn"]);
      vi.setSystemTime(Date.now() + 3599_000);
      await tick();
      expect(ran).toEqual(["each turn", "each turn"]);
      vi.setSystemTime(Date.now() + 1000);
      await tick();
      expect(ran).toEqual(["each turn", "each turn", "hourly", "each turn"]);
      vi.setSystemTime(Date.now() + 60_000);
      await tick();
      expect(ran.filter((name) => name === "hourly")).toHaveLength(1);
      await app.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("runs a woken job at once, folds the wakes during a run into one more, and again while a run changed something", async () => {
    const app = Fastify();
    let wake: (() => void) | undefined;
    let unsubscribed = false;
    const runs: number[] = [];
    // Each run waits for the test's word, and answers how many rows it "changed".
    const gates: ((changed: number) => void)[] = [];
    startJobs(app, undefined as unknown as Db, 3600, [
      {
        name: "deliveries",
        kind: "claims",
        run: () => new Promise<number>((resolve) => (runs.push(runs.length + 1), gates.push(resolve))),
        wakeOn: async (w) => {
          wake = w;
          return async () => void (unsubscribed = true);
        },
      },
    ]);
    await app.ready();
    expect(wake).toBeUndefined();
    await app.listen({ port: 0, host: "127.0.0.1" });
    wake!();
    expect(runs).toEqual([1]);
    wake!();
    wake!();
    wake!();
    expect(runs).toEqual([1]);
    gates.shift()!(0);
    // The three wakes during run 1 make one run more; it changed rows, so one more looks again; that one finds none.
    await expect.poll(() => runs).toEqual([1, 2]);
    gates.shift()!(5);
    await expect.poll(() => runs).toEqual([1, 2, 3]);
    gates.shift()!(0);
    await sleep(50);
    expect(runs).toEqual([1, 2, 3]);
    wake!();
    await expect.poll(() => runs).toEqual([1, 2, 3, 4]);
    // Closing waits for the run in hand, and a run that changed rows is not followed by another.
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await sleep(50);
    expect(closed).toBe(false);
    gates.shift()!(7);
    await closing;
    expect(unsubscribed).toBe(true);
    wake!();
    await sleep(50);
    expect(runs).toEqual([1, 2, 3, 4]);
  });
});
