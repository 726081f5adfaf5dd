import { expect } from "vitest";
import type { StreamClosedReason } from "@contract/notifications";

/**
 * A page's live notification stream, read the way the web app reads it: fetch with the token in the header,
 * `event: notification` frames collected as they come, and the server's `event: closed` reason when it ends it.
 */
export async function openStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
  const received: { title: string; at: number }[] = [];
  const state: { ended: boolean; closedWith?: StreamClosedReason } = { ended: false };
  const reader = res.body!.getReader();
  let buffer = "";
  void (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return void (state.ended = true);
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = frame.split("\n").find((l) => l.startsWith("data: "));
        if (frame.includes("event: notification") && data)
          received.push({ title: JSON.parse(data.slice(6)).title, at: Date.now() });
        if (frame.includes("event: closed") && data) state.closedWith = JSON.parse(data.slice(6)).reason;
      }
    }
  })();
  const until = async (done: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  };
  return {
    received,
    state,
    /** Waits until `count` notifications have arrived (or the time is up). */
    waitFor: async (count: number, ms = 2000) => {
      await until(() => received.length >= count, ms);
      return received;
    },
    /** Waits until the server has ended the stream (or the time is up); answers whether it has. */
    waitForEnd: async (ms = 2000) => {
      await until(() => state.ended, ms);
      return state.ended;
    },
    close: () => controller.abort(),
  };
}
