import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "./test/scratch-database";
import { freePort } from "./test/free-port";

/**
 * The server as it is started (`server/main.ts` in its own process), with the demo data written at start and every
 * job due each second: a job turn during the start (a sandbox called in-process while the demo data is still being
 * written) must not make the app ready before its last plugin is registered. On PostgreSQL when TEST_DATABASE_URL
 * is set, else on the embedded database in a folder of its own.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readyStatus(baseUrl: string) {
  try {
    return (await fetch(`${baseUrl}/api/ready`)).status;
  } catch {
    return 0;
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("starting the server", () => {
  it("with demo data and jobs every second, it becomes ready and stays up", { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "dobara-start-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      JOB_INTERVAL_SECONDS: "1",
    };
    delete env.DATABASE_URL;
    if (process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, "dobara_start");
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }

    let output = "";
    const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    cleanups.push(async () => {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill("SIGKILL");
        await exited;
      }
    });

    const deadline = Date.now() + 90_000;
    while ((await readyStatus(baseUrl)) !== 200) {
      expect(server.exitCode, `the server exited while starting:\n${output}`).toBeNull();
      expect(Date.now(), `not ready within 90 s:\n${output}`).toBeLessThan(deadline);
      await sleep(250);
    }
    // Several job turns, each calling the sandboxes in-process, with the server answering throughout.
    for (let i = 0; i < 16; i++) {
      await sleep(250);
      expect(server.exitCode, `the server exited after becoming ready:\n${output}`).toBeNull();
      expect(await readyStatus(baseUrl)).toBe(200);
    }
    expect(output).not.toMatch(/already listening|Cannot call/);

    server.kill("SIGTERM");
    expect(await exited, output).toBe(0);
    // Closing waits for the job in hand: none of them ran on into a closed database.
    expect(output).not.toMatch(/Cannot use a pool after calling end/);
  });
});
