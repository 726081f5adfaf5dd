import { ConfigError } from "../config";
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
