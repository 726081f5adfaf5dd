import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/** A secret the installation makes for itself once (the sandboxes' keys, a development data encryption key). */
export interface InstallationSecret {
  /** Its name among the shared secrets in the database (PostgreSQL: withSharedSecrets in app.ts, and server/sandboxes). */
  name: string;
  /** Its file in DATA_DIR/secrets: where the embedded database keeps it, and an older installation kept it. */
  file: string;
  /** A fresh value, as the text that is stored. */
  make: () => string;
}

const fileOf = (dataDir: string, secret: InstallationSecret) => path.join(dataDir, "secrets", secret.file);

/** The value an installation kept in DATA_DIR/secrets, if it made one there. */
export function keptSecret(dataDir: string, secret: InstallationSecret): string | undefined {
  const file = fileOf(dataDir, secret);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

/**
 * How each secret is made when the database has none yet: the value an installation kept in DATA_DIR/secrets before
 * it shared its secrets through the database (so its data stays readable), else a fresh one.
 */
export const secretMakers = (dataDir: string, secrets: InstallationSecret[]) =>
  Object.fromEntries(secrets.map((secret) => [secret.name, () => keptSecret(dataDir, secret) ?? secret.make()]));

/**
 * The secret, made once per installation so what was signed or sealed before a restart (or on another instance)
 * still checks: shared through the database on PostgreSQL (buildApp puts it in the config), else kept in
 * DATA_DIR/secrets (directory mode 700, file mode 600), made there on first use.
 */
export function installationSecret(
  config: Pick<Config, "dataDir" | "sharedSecrets">,
  secret: InstallationSecret,
): string {
  const shared = config.sharedSecrets?.[secret.name];
  if (shared) return shared;
  const kept = keptSecret(config.dataDir, secret);
  if (kept !== undefined) return kept;
  const value = secret.make();
  const file = fileOf(config.dataDir, secret);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}
