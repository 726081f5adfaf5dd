import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Transport } from "../lib/provider-client";

/** Headers of the hop itself, which the forwarded call makes afresh. */
const HOP = new Set(["host", "connection", "content-length", "transfer-encoding", "keep-alive"]);

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

/**
 * A transport (a sandbox's, with its faults) served on a real local port, so a test can prove what only the network
 * does: fetch's time-out and a reply that comes too late. Each request goes on to `origin` + its path.
 */
export async function serveOverHttp(transport: Transport, origin: string) {
  const server = createServer((req, res) => {
    void (async () => {
      const payload = await read(req);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === "string" && !HOP.has(name)) headers[name] = value;
      try {
        const reply = await transport({
          method: req.method === "POST" ? "POST" : "GET",
          url: `${origin}${req.url ?? "/"}`,
          headers,
          payload: payload || undefined,
        });
        res.writeHead(reply.statusCode, { "content-type": "application/json" });
        res.end(reply.body);
      } catch {
        res.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
