import { describe, expect, it } from "vitest";
import { createQueue } from "./image-queue";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("image queue", () => {
  it("runs at most its width of tasks at once, in arrival order", async () => {
    const queue = createQueue(2);
    let running = 0;
    let widest = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        queue.run(async () => {
          order.push(i);
          widest = Math.max(widest, ++running);
          await sleep(20);
          running -= 1;
        }),
      ),
    );
    expect(widest).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("rests a slot as long as its task took when it may keep its core only half busy", async () => {
    const queue = createQueue(1, 0.5);
    const starts: number[] = [];
    const t0 = performance.now();
    const task = async () => {
      starts.push(performance.now() - t0);
      await sleep(100);
    };
    await Promise.all([queue.run(task), queue.run(task)]);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(190);
  });
});
