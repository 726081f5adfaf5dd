import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createScratchDatabase } from "../server/test/scratch-database";
import { startSmtpPeer } from "../server/test/smtp-peer";
import { freePort } from "../server/test/free-port";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** JSON lines of every mail the server sent, written by the SMTP peer. */
    mailLog: string;
    adminMobile: string;
    adminPassword: string;
  }
}

const ADMIN = { mobile: "9000012345", password: "e2e-admin-password" };

/** Starts the built server once for all browser tests, on a database of its own. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dobara-e2e-"));
  const mailLog = path.join(dataDir, "mail.jsonl");
  const smtp = await startSmtpPeer();
  smtp.onMail = (mail) => appendFileSync(mailLog, JSON.stringify(mail) + "\n");
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    PORT: String(port),
    HOST: "127.0.0.1",
    // The gateway returns to PUBLIC_URL: it must be the origin the browser uses, or the tab's session is elsewhere.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    SMTP_URL: smtp.url,
    ADMIN_MOBILE: ADMIN.mobile,
    ADMIN_PASSWORD: ADMIN.password,
    // Every test person verifies a mobile from this one machine's address: as a carrier's NAT would, it needs more
    // than the default 20 codes an hour.
    SMS_PER_ADDRESS_HOUR: "100000",
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "dobara_e2e");
    env.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  }

  const server: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server);
  project.provide("baseURL", baseURL);
  project.provide("mailLog", mailLog);
  project.provide("adminMobile", ADMIN.mobile);
  project.provide("adminPassword", ADMIN.password);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await smtp.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy within 60 s");
}
