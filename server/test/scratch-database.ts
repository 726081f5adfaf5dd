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
  return {
    url: url.toString(),
    async drop() {
      // pg's Pool.end() resolves before its sockets have closed; FORCE would then kill them and the pool would
      // report an error after the test. Wait (up to 2 s) for the server to see them gone.
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        for (let i = 0; i < 100; i++) {
          const { rows } = await client.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
