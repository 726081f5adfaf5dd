import { parseArgs } from "node:util";
import { z } from "zod";
import { emailField, mobileField } from "@contract/validation";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { ensureAdmin } from "../modules/users/admin-bootstrap";

/** `npm run admin:create -- --mobile 98xxxxxxxx [--email a@b.in]`; the password comes from standard input, never argv. */
async function main() {
  const { values } = parseArgs({ options: { mobile: { type: "string" }, email: { type: "string" } } });
  const args = z
    .object({ mobile: mobileField, email: emailField.optional() })
    .safeParse(values);
  if (!args.success) fail(`Usage: npm run admin:create -- --mobile <10-digit mobile> [--email <email>]\n${args.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);

  const password = await readPassword();
  if (password.length < 8 || password.length > 128) fail("The password must be 8 to 128 characters.");

  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, embeddedPath: `${config.dataDir}/db` });
  try {
    await database.migrate();
    const result = await ensureAdmin(database.db, { mobile: args.data.mobile, email: args.data.email, password });
    console.log(result === "created" ? "Admin account created." : "An admin with that mobile already exists; nothing changed.");
  } finally {
    await database.close();
  }
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Admin password (input is read from standard input): ");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err instanceof Error ? err.message : err);
  process.exit(1);
});
