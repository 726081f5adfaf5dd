import { describe, expect, it } from "vitest";
import { readEvents } from "./read-events";

/** An SSE body delivered in the given chunks, split wherever the network happens to split it. */
const body = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe("readEvents", () => {
  it("hands over each notification, skips comments, and answers the reason the server closed the stream", async () => {
    const frames: string[] = [];
    const reason = await readEvents(
      body(
        "retry: 3000\n: connected\n\n",
        'event: notification\nid: 1\ndata: {"title":"a"}\n\n: heart',
        'beat\n\nevent: notification\ndata: {"title":"b"}\n\nevent: closed\ndata: {"reason":"session-ended"}\n\n',
      ),
      (data) => frames.push(data),
    );
    expect(frames).toEqual(['{"title":"a"}', '{"title":"b"}']);
    expect(reason).toBe("session-ended");
  });

  it("answers no reason when the stream just ended (a restart, a dropped connection)", async () => {
    expect(await readEvents(body('event: notification\ndata: {"title":"a"}\n\n'), () => undefined)).toBeUndefined();
    expect(await readEvents(body("event: closed\ndata: not json\n\n"), () => undefined)).toBeUndefined();
  });
});
