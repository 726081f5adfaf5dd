import type { StreamClosedReason } from "@contract/notifications";

/**
 * Calls `onFrame` with each `event: notification` payload of an SSE body; answers why the server closed it, when
 * it said so in a last `event: closed` frame.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onFrame: (data: string) => void,
): Promise<StreamClosedReason | undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let closedWith: StreamClosedReason | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return closedWith;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const lines = frame.split("\n");
      const data = lines
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      if (lines.includes("event: closed")) closedWith = closedReason(data);
      else if (lines.includes("event: notification") && data) onFrame(data);
    }
  }
}

function closedReason(data: string): StreamClosedReason | undefined {
  try {
    return (JSON.parse(data) as { reason?: StreamClosedReason }).reason;
  } catch {
    return undefined;
  }
}
