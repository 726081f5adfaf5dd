import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectPath } from "../lib/paths";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin:create` as an operator would, with the password on standard input. */
function adminCreate(args: string[], password: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "development",
    SEED_DEMO: "0",
    LOG_LEVEL: "silent",
  };
  for (const key of ["DATABASE_URL", "ADMIN_MOBILE", "ADMIN_PASSWORD", "ADMIN_EMAIL"]) delete env[key];
  const r = spawnSync(projectPath("node_modules/.bin/tsx"), [projectPath("server/cli/admin-create.ts"), ...args], {
    input: `${password}\n`,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe("admin:create", () => {
  it("refuses a common password before touching the database", () => {
    const r = adminCreate(["--mobile", "9000000071"], "Password@123");
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/one of the most common passwords/);
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  });

  it("creates an admin, and reports a database refusal without the query's values", () => {
    const first = adminCreate(["--mobile", "9000000072", "--email", "ops.cli@dobara.test"], "cli-admin-secret-1");
    expect(first.out).toMatch(/Admin account created/);
    expect(first.status).toBe(0);

    // Same e-mail, other mobile: the unique index refuses the insert.
    const clash = adminCreate(["--mobile", "9000000073", "--email", "ops.cli@dobara.test"], "cli-admin-secret-2");
    expect(clash.status).toBe(1);
    expect(clash.out.trim()).toBe("Could not create the admin: another account already uses that e-mail address.");
    expect(clash.out).not.toMatch(/argon2/);
    expect(clash.out).not.toContain("ops.cli@dobara.test");
    expect(clash.out).not.toContain("9000000073");
    // Two cold starts of the CLI, each opening and migrating an embedded database: slow on a busy machine.
  }, 150_000);
});
