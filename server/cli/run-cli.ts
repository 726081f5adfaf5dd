import { ConfigError, type Config } from "../config";
import { openDatabase } from "../db/client";
import { loggableError } from "../lib/database-errors";

/**
 * Runs a files command: a configuration error is shown as its message, anything else as a message that carries no
 * query values or secrets; both exit 2 (1 is the command's own "something to act on").
 */
export function runCli(main: () => Promise<void>) {
  main().catch((err: unknown) => {
    const safe = loggableError(err);
    console.error(err instanceof ConfigError ? err.message : safe instanceof Error ? safe.message : safe);
    process.exit(2);
  });
}

/** The database the environment names, brought up to date, for the length of `work`; closed after, whatever happens. */
export async function withDatabase<T>(config: Config, work: (database: ReturnType<typeof openDatabase>) => Promise<T>) {
  const database = openDatabase({ url: config.databaseUrl, embeddedPath: `${config.dataDir}/db` });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}
