import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV } from "../server-env.mjs";
import { freePort } from "../../server/test/free-port";

/**
 * The built server in a process of its own, started as `npm start` starts it, on the given database: so its memory
 * is the server's alone, not the bench's (which holds the request bodies and the seeded data), and so is its CPU.
 * `env` adds settings; `nodeArgs` go to node before the script (`--cpu-prof`).
 */
export async function startServerProcess(
  databaseUrl: string,
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "dist/server/main.js"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      NODE_ENV: "development",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "dobara-bench-server-")),
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (i > 600) throw new Error("the server did not start in 60 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    pid: child.pid!,
    /** Resident memory of the server process, from the kernel's own count. */
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
