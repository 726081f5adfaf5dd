import { parseArgs } from "node:util";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "@contract/auth";
import { emailField, mobileField } from "@contract/validation";
import { ConfigError, loadConfig } from "../config";
import { openConfiguredDatabase } from "../db/client";
import { loggableError, SQL_STATE, sqlState } from "../lib/database-errors";
import { isCommonPassword } from "../modules/auth/common-passwords";
import { ensureAdmin } from "../modules/users/admin-bootstrap";

/** `npm run admin:create -- --mobile 98xxxxxxxx [--email a@b.in]`; the password comes from standard input, never argv. */
async function main() {
  const { values } = parseArgs({ options: { mobile: { type: "string" }, email: { type: "string" } } });
  const args = z.object({ mobile: mobileField, email: emailField.optional() }).safeParse(values);
  if (!args.success)
    fail(
      `Usage: npm run admin:create -- --mobile <10-digit mobile> [--email <email>]\n${args.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );

  const password = await readPassword();
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    fail(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  if (isCommonPassword(password))
    fail(
      "That password is one of the most common passwords and would be guessed quickly. Choose a less guessable one.",
    );

  const config = loadConfig();
  const database = await openConfiguredDatabase({ url: config.databaseUrl, embeddedPath: `${config.dataDir}/db` });
  try {
    await database.migrate();
    const result = await ensureAdmin(database.db, { mobile: args.data.mobile, email: args.data.email, password });
    console.log(
      result === "created" ? "Admin account created." : "An admin with that mobile already exists; nothing changed.",
    );
  } finally {
    await database.close();
  }
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Admin password (input is read from standard input): ");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((err) => {
  // A database error's message quotes the query's values (here the new admin's password hash and e-mail).
  const safe = loggableError(err);
  if (err instanceof ConfigError || safe === err) console.error(err instanceof Error ? err.message : err);
  else if (sqlState(err) === SQL_STATE.uniqueViolation) console.error(`Could not create the admin: ${takenBy(safe)}`);
  else console.error("Could not create the admin: the database refused the request.", safe);
  process.exit(1);
});

function takenBy(safe: unknown) {
  const constraint = (safe as { cause?: { constraint?: unknown } }).cause?.constraint;
  return constraint === "users_email_unique"
    ? "another account already uses that e-mail address."
    : "another account took the same mobile number or username at the same moment. Please try again.";
}
