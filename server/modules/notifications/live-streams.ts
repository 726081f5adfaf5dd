import type { ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { MAX_STREAMS_PER_USER, STREAM_HEARTBEAT_SECONDS, type StreamClosedReason } from "@contract/notifications";
import type { Db, Tx } from "../../db/client";
import { loggableError } from "../../lib/database-errors";
import { liveSessionIds } from "../auth";
import type { NotificationBus } from "./notification-bus";
import { admitStream, findStreamIds, removeStream } from "./streams-repo";

/** Streams re-checked per query on each heartbeat. */
const CHECK_BATCH = 500;

interface LiveStream {
  id: string;
  userId: string;
  sessionId: string;
  write(frame: string): void;
  end(reason?: StreamClosedReason): void;
}

/** What the streams of this process share: where they are recorded, how word reaches them, and who is open. */
interface LiveStreamsState {
  db: Db;
  bus: NotificationBus;
  log: FastifyBaseLogger;
  open: Map<string, LiveStream>;
  removals: Set<Promise<void>>;
}

async function recheck(state: LiveStreamsState, streams: LiveStream[]) {
  const { db, log } = state;
  for (let i = 0; i < streams.length; i += CHECK_BATCH) {
    const batch = streams.slice(i, i + CHECK_BATCH);
    try {
      const [recorded, live] = await Promise.all([
        findStreamIds(
          db,
          batch.map((s) => s.id),
        ),
        liveSessionIds(
          db,
          batch.map((s) => s.sessionId),
        ),
      ]);
      const kept = new Set(recorded);
      for (const stream of batch) {
        if (!live.has(stream.sessionId)) stream.end("session-ended");
        else if (!kept.has(stream.id)) stream.end("replaced");
      }
    } catch (err) {
      log.warn({ err: loggableError(err) }, "could not re-check live notification streams");
    }
  }
}

/** Serves an admitted stream on `res` (already hijacked from Fastify) until it or its page ends. */
function attach(
  state: LiveStreamsState,
  admitted: { id: string; userId: string; sessionId: string },
  res: ServerResponse,
  requestId: string,
) {
  const { db, bus, log, open, removals } = state;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    "x-request-id": requestId,
  });
  res.write(`retry: 3000\n: connected\n\n`);
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    open.delete(admitted.id);
    const removal = removeStream(db, admitted.id)
      .catch((err: unknown) => log.warn({ err: loggableError(err) }, "could not forget a closed live stream"))
      .finally(() => removals.delete(removal));
    removals.add(removal);
  };
  const stream: LiveStream = {
    ...admitted,
    write: (frame) => void (ended || res.write(frame)),
    end(reason) {
      if (ended) return;
      if (reason) res.write(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
      res.end();
      finish();
    },
  };
  const unsubscribe = bus.subscribe(admitted.userId, (event) => {
    if (event.kind === "notification")
      stream.write(
        `event: notification\nid: ${event.notification.id}\ndata: ${JSON.stringify(event.notification)}\n\n`,
      );
    else if (event.kind === "streams-closed") {
      if (event.streamIds.includes(admitted.id)) stream.end("replaced");
    } else void recheck(state, [stream]);
  });
  open.set(admitted.id, stream);
  // The page went away: the socket is half-open until we drop our side too.
  const gone = () => {
    finish();
    res.socket?.destroy();
  };
  res.socket?.once("end", gone);
  res.once("close", gone);
  // Pushed out, or signed out, between admission and now: the announcement came before we listened.
  void recheck(state, [stream]);
}

/**
 * This process's live notification streams (decision 0010). A stream lives while its session does and while it
 * is among its user's newest MAX_STREAMS_PER_USER in any process: word of a logout, a password reset or a newer
 * stream comes over the notification channel, and every heartbeat re-checks all of them with two queries, which
 * is what ends a stream whose session simply expired (or whose announcement was missed while reconnecting).
 */
export function createLiveStreams(db: Db, bus: NotificationBus, log: FastifyBaseLogger) {
  const state: LiveStreamsState = { db, bus, log, open: new Map(), removals: new Set() };
  const { open, removals } = state;

  const heartbeat = setInterval(() => {
    for (const stream of open.values()) stream.write(": heartbeat\n\n");
    void recheck(state, [...open.values()]);
  }, STREAM_HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();

  return {
    /** Records a stream for this session; the user's oldest beyond the cap are told to close. */
    admit: (userId: string, sessionId: string) =>
      db.transaction((tx) => admitStream(tx as unknown as Tx, userId, sessionId, MAX_STREAMS_PER_USER)),

    /** Serves an admitted stream on `res` (already hijacked from Fastify) until it or its page ends. */
    attach: (admitted: { id: string; userId: string; sessionId: string }, res: ServerResponse, requestId: string) =>
      attach(state, admitted, res, requestId),

    /** Shutting down: every stream ends (the page reconnects to another process) and its record goes. */
    async close() {
      clearInterval(heartbeat);
      for (const stream of open.values()) stream.end();
      await Promise.allSettled([...removals]);
    },
  };
}
