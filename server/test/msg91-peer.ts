import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** What the peer was sent: MSG91 reads the authkey header and a JSON body. */
interface Msg91Request {
  path: string;
  headers: IncomingMessage["headers"];
  body: { template_id?: string; short_url?: string; recipients?: ({ mobiles: string } & Record<string, string>)[] };
}

/** How the peer answers the next request: MSG91's success, its error answer, a 5xx, or no answer in time. */
export type Msg91Mode = "success" | "error" | "5xx" | "slow";

/**
 * A real HTTP server on a free local port speaking MSG91's Flow API as documented (docs/providers/msg91.md): it keeps
 * every request and answers as the test says.
 */
export async function startMsg91Peer() {
  const requests: Msg91Request[] = [];
  let mode: Msg91Mode = "success";
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({
        path: req.url ?? "",
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Msg91Request["body"],
      });
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (mode === "error") return answer(200, { type: "error", message: "Invalid authkey", code: "418" });
      if (mode === "5xx") return answer(503, { message: "unavailable" });
      if (mode === "slow") return void setTimeout(() => answer(200, { type: "success", message: "late" }), 1500);
      answer(200, { type: "success", message: `5762846b4f8d285d378b${String(requests.length).padStart(4, "0")}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: Msg91Mode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
