import { randomBytes } from "node:crypto";
import pg from "pg";

/** A new, empty PostgreSQL database on the server at `serverUrl` (tests, browser tests, benchmarks), and how to drop it. */
export async function createScratchDatabase(serverUrl: string, prefix = "dobara_test") {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
