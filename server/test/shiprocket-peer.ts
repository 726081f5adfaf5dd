import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer: a status and a JSON body (undefined: no body), or a raw text body. */
interface PeerAnswer {
  status: number;
  body?: unknown;
  raw?: string;
}

interface PeerRequest {
  method: string;
  path: string;
  /** The query string, with its "?" ("" without one). */
  query: string;
  authorization: string | undefined;
  body: unknown;
}

type Handler = (request: PeerRequest) => PeerAnswer | Promise<PeerAnswer>;

/**
 * A real HTTP server on a free local port speaking Shiprocket's API from the test's own fixtures: each
 * `METHOD /path` (after /v1/external, query dropped) answers from the handler the test set; everything asked is kept.
 */
export async function startShiprocketPeer() {
  const requests: PeerRequest[] = [];
  const handlers = new Map<string, Handler>();
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const text = await read(req);
      const path = (req.url ?? "").replace(/^\/v1\/external/, "").replace(/\?.*/, "");
      const request = {
        method: req.method ?? "GET",
        path,
        query: /\?.*/.exec(req.url ?? "")?.[0] ?? "",
        authorization: req.headers.authorization,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const handler = handlers.get(`${request.method} ${path}`);
      const answer = handler
        ? await handler(request)
        : { status: 404, body: { message: "Not found", status_code: 404 } };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.raw ?? (answer.body === undefined ? "" : JSON.stringify(answer.body)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
    },
    asked: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
