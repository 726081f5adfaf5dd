import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStream } from "../test/live-stream-client";
import { createScratchDatabase } from "../test/scratch-database";
import { createTestApp } from "../test/test-app";
import { testAccount } from "../test/test-people";
import { shutDown } from "./graceful-shutdown";
import { projectPath } from "./paths";
import { freePort } from "../test/free-port";

describe("shutting down (SIGTERM) loses no request", () => {
  it("ready turns 503 at once; a request in flight finishes, streams end cleanly, then the port closes", async () => {
    const t = await createTestApp();
    let release: () => void = () => undefined;
    const slowStarted = new Promise<void>((started) =>
      t.app.get("/api/test-slow", async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        return { finished: true };
      }),
    );
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const me = await testAccount(t.db, { label: "Leaver" });
    const stream = await openStream(base, me.token);
    const slow = fetch(`${base}/api/test-slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await slowStarted;

    const closed = shutDown(t.app, 0.4);
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ shuttingDown: true });
    // Still serving while the balancer moves away.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    expect(await stream.waitForEnd()).toBe(true);
    release();
    expect(await slow).toEqual({ status: 200, body: { finished: true } });
    await closed;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    await t.close().catch(() => undefined);
  });
});

describe("the built server process on SIGTERM", () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it("stops, after finishing, with exit code 0", async () => {
    const port = await freePort();
    const serverUrl = process.env.TEST_DATABASE_URL;
    const scratch = serverUrl ? await createScratchDatabase(serverUrl, "dobara_sigterm") : undefined;
    if (scratch) drops.push(scratch.drop);
    const child = spawn(process.execPath, ["--import", "tsx", projectPath("server/main.ts")], {
      cwd: projectPath("."),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "development",
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "dobara-sigterm-")),
        SEED_DEMO: "0",
        LOG_LEVEL: "info",
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

    const deadline = Date.now() + 60_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready, output).toBe(true);
    child.kill("SIGTERM");
    expect(await exited, output).toBe(0);
    expect(output).toContain("shutting down");
  }, 90_000);
});
