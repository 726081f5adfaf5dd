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
});
