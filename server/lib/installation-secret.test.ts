import { existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { installationSecret, keptSecret, type InstallationSecret } from "./installation-secret";

let made = 0;
const secret: InstallationSecret = { name: "test-secret", file: "test-secret.json", make: () => `value-${++made}` };
const freshDir = () => mkdtempSync(path.join(tmpdir(), "dobara-secret-"));

describe("a secret made once per installation", () => {
  it("without a shared database: made on first use in DATA_DIR/secrets, readable only by its owner, then kept", () => {
    const dataDir = freshDir();
    expect(keptSecret(dataDir, secret)).toBeUndefined();
    const first = installationSecret({ dataDir, sharedSecrets: undefined }, secret);
    expect(installationSecret({ dataDir, sharedSecrets: undefined }, secret)).toBe(first);
    expect(keptSecret(dataDir, secret)).toBe(first);
    expect(statSync(path.join(dataDir, "secrets", "test-secret.json")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, "secrets")).mode & 0o777).toBe(0o700);
  });

  it("shared through the database: that value, and nothing written to DATA_DIR", () => {
    const dataDir = freshDir();
    const value = installationSecret({ dataDir, sharedSecrets: { "test-secret": "from-the-database" } }, secret);
    expect(value).toBe("from-the-database");
    expect(existsSync(path.join(dataDir, "secrets"))).toBe(false);
  });
});
