import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { inProcessTransport } from "./in-process-transport";

describe("the in-process transport to the sandboxes", () => {
  it("refuses while the app is still being built, leaving it open to more plugins, and calls in once opened", async () => {
    const app = Fastify();
    const inProcess = inProcessTransport(app, "http://localhost:3000");
    app.get("/sandbox/ping", async () => ({ pong: true }));
    await expect(
      inProcess.transport({ method: "GET", url: "http://localhost:3000/sandbox/ping", headers: {} }),
    ).rejects.toThrow(/still starting/);
    // An inject here would have made the app ready, and this registration would throw "already listening".
    app.addHook("onClose", async () => undefined);
    app.get("/sandbox/later", async () => ({ later: true }));
    inProcess.open();
    const res = await inProcess.transport({ method: "GET", url: "http://localhost:3000/sandbox/later", headers: {} });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ later: true });
    await app.close();
  });
});
