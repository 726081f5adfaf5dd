import Fastify from "fastify";
import { describe, expect, it } from "vitest";
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
});
