import { NoAnswer, type Transport } from "../lib/provider-client";

/** One call as the provider received it; the path is after the provider's base URL. */
interface Asked {
  method: string;
  /** Without the query. */
  path: string;
  /** The query string, with its "?" ("" without one). */
  query: string;
  /** Names lower-cased, as a server reads them. */
  headers: Record<string, string>;
  payload: string;
  /** The payload read as JSON (undefined when empty). */
  json: unknown;
  /** What the caller was answered, once it was. */
  answer?: { status: number; body: string };
}

/** A scripted answer: a JSON body (undefined: no body) or a raw text body. */
interface Scripted {
  status: number;
  body?: unknown;
  raw?: string;
}

/** Answers a call itself, or returns undefined to let the sandbox answer it. */
type Script = (asked: Asked) => Scripted | undefined | Promise<Scripted | undefined>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sandbox's transport with the faults a real provider's network has, for tests: `on` scripts the answer to one
 * `METHOD /path` (a status, a body that is not JSON), `slow` sits on the next answers of a route after the sandbox
 * did the work. An answer later than the call's time-out is lost: the caller gets `NoAnswer`, as from the network.
 * Every call is recorded, in `asked`'s shape. `base`: the provider's URL the paths are read after.
 */
export function faultyTransport(inner: Transport, base: string) {
  const requests: Asked[] = [];
  const scripts = new Map<string, Script>();
  const slowness = new Map<string, { times: number; ms: number }>();
  const transport: Transport = async (request) => {
    const url = new URL(request.url);
    const payload = request.payload ?? "";
    const asked: Asked = {
      method: request.method,
      path: url.pathname.startsWith(new URL(base).pathname)
        ? url.pathname.slice(new URL(base).pathname.length)
        : url.pathname,
      query: url.search,
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
      payload,
      json: payload ? (JSON.parse(payload) as unknown) : undefined,
    };
    requests.push(asked);
    const route = `${asked.method} ${asked.path}`;
    const scripted = await scripts.get(route)?.(asked);
    const reply = scripted
      ? {
          statusCode: scripted.status,
          body: scripted.raw ?? (scripted.body === undefined ? "" : JSON.stringify(scripted.body)),
        }
      : await inner(request);
    asked.answer = { status: reply.statusCode, body: reply.body };
    const slow = slowness.get(route);
    if (slow && slow.times > 0) {
      slow.times -= 1;
      if (request.timeoutMs !== undefined && slow.ms > request.timeoutMs) {
        await sleep(request.timeoutMs);
        throw new NoAnswer(`no answer within ${request.timeoutMs} ms`);
      }
      await sleep(slow.ms);
    }
    return reply;
  };
  return {
    transport,
    requests,
    /** The calls made to one `METHOD /path`. */
    asked: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
    on(route: string, script: Script) {
      scripts.set(route, script);
    },
    /** The next `times` answers of `route` come `ms` late (the provider did the work at once). */
    slow(route: string, times: number, ms: number) {
      slowness.set(route, { times, ms });
    },
    /** Back to the sandbox's own answers, on time, with nothing recorded. */
    reset() {
      scripts.clear();
      slowness.clear();
      requests.length = 0;
    },
  };
}
