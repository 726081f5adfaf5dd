import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { projectPath } from "../lib/paths";
import { openDatabase } from "./client";
import { DatabaseInUseError, lockEmbeddedDatabase } from "./embedded-lock";
import { contactQueries } from "./schema/contact-queries";
import { users } from "./schema/users";
import { freePort } from "../test/free-port";

const root = mkdtempSync(path.join(os.tmpdir(), "embedded-lock-"));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tsx = projectPath("node_modules/.bin/tsx");
/** Node itself loading TypeScript, so the pid and the signals reach the process that holds the lock (tsx's CLI is a wrapper). */
const nodeTs = (args: string[]) => [process.execPath, ["--import", "tsx", ...args]] as const;

function cleanEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "development",
    SEED_DEMO: "0",
    LOG_LEVEL: "info",
    ...extra,
  };
  for (const key of ["DATABASE_URL", "ADMIN_MOBILE", "ADMIN_PASSWORD", "ADMIN_EMAIL", "PUBLIC_URL"])
    if (!(key in extra)) delete env[key];
  return env;
}

/** Starts `server/main.ts` as `npm start` would; resolves once it listens. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(...nodeTs([projectPath("server/main.ts")]), {
    env: cleanEnv(dataDir, { PORT: String(port) }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (out += c));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes("Dobara is running")) resolve();
      else if (child.exitCode !== null) reject(new Error(`server exited: ${out}`));
    }, 100);
    child.once("exit", () => setTimeout(() => clearInterval(timer), 200));
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => out };
}

function runServerToEnd(dataDir: string) {
  return new Promise<{ status: number | null; out: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(...nodeTs([projectPath("server/main.ts")]), {
      env: cleanEnv(dataDir, { PORT: "0" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    // Without a lock the second server would run on; it must have given up well within this.
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (status) => {
      clearTimeout(timer);
      resolve({ status, out, ms: Date.now() - started });
    });
  });
}

function adminCreate(dataDir: string, mobile: string) {
  const r = spawnSync(tsx, [projectPath("server/cli/admin-create.ts"), "--mobile", mobile], {
    input: "lock-test-admin-secret\n",
    env: cleanEnv(dataDir, { LOG_LEVEL: "silent" }),
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

async function sendContact(base: string, subject: string) {
  const res = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Lock Test",
      email: "lock.test@dobara.test",
      phone: "9876500001",
      subject,
      message: "Checking the database lock.",
    }),
  });
  expect(res.status).toBe(200);
}

describe("embedded database lock", () => {
  it("lets one holder in at a time, names it, and frees the folder on release", async () => {
    const dir = path.join(root, "in-process");
    mkdirSync(dir);
    const first = await lockEmbeddedDatabase(dir);
    const second = lockEmbeddedDatabase(dir);
    await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(second).rejects.toThrow(`already open in another process (pid ${process.pid})`);
    // Another spelling of the same folder is the same lock.
    await expect(lockEmbeddedDatabase(path.join(dir, "..", "in-process", "."))).rejects.toBeInstanceOf(
      DatabaseInUseError,
    );
    await first.release();
    const again = await lockEmbeddedDatabase(dir);
    await again.release();
  });

  it("is freed when its holder is killed outright", async () => {
    const dir = path.join(root, "killed");
    mkdirSync(dir);
    const script = `import("${projectPath("server/db/embedded-lock.ts")}").then(async (m) => { await m.lockEmbeddedDatabase(${JSON.stringify(dir)}); console.log("held"); setInterval(() => {}, 1000); })`;
    const holder = spawn(...nodeTs(["-e", script]), { stdio: ["ignore", "pipe", "inherit"], cwd: projectPath(".") });
    children.push(holder);
    await new Promise<void>((resolve) =>
      holder.stdout.on("data", (c: Buffer) => c.toString().includes("held") && resolve()),
    );
    await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(`(pid ${holder.pid})`);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const lock = await lockEmbeddedDatabase(dir);
    await lock.release();
  }, 30_000);

  it("a second server and admin:create refuse while the server runs, and nothing the server wrote is lost", async () => {
    const dataDir = path.join(root, "two-servers");
    const server = await startServer(dataDir);
    await sendContact(server.base, "Before the second start");

    const second = await runServerToEnd(dataDir);
    expect(second.status).toBe(1);
    expect(second.ms).toBeLessThan(15_000);
    expect(second.out).toContain(`already open in another process (pid `);
    expect(second.out).toContain("stop the running Dobara server first");
    expect(second.out).toContain("ADMIN_MOBILE and ADMIN_PASSWORD");

    const refused = adminCreate(dataDir, "9000000081");
    expect(refused.status).toBe(1);
    expect(refused.out).toContain("already open in another process");

    // The first server is untouched and keeps writing.
    await sendContact(server.base, "After the second start");
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));

    // Stopped: the CLI may now open it, and everything written before is there.
    const created = adminCreate(dataDir, "9000000082");
    expect(created.out).toMatch(/Admin account created/);
    const database = openDatabase({ embeddedPath: path.join(dataDir, "db") });
    try {
      const [queries] = await database.db.select({ n: count() }).from(contactQueries);
      const admins = await database.db.select({ mobile: users.mobile }).from(users);
      expect(Number(queries?.n)).toBe(2);
      expect(admins.map((a) => a.mobile)).toEqual(["9000000082"]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
