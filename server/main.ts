import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { loggableError } from "./lib/database-errors";
import { shutDown } from "./lib/graceful-shutdown";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: no longer ready, finishing in-flight requests and streams");
    // Whatever still runs after the drain and half a minute is cut off: a stuck request must not block a deploy.
    const force = setTimeout(() => process.exit(1), (config.shutdownDrainSeconds + 30) * 1000).unref();
    await shutDown(app, config.shutdownDrainSeconds);
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Dobara is running at ${config.publicUrl} (${app.database.kind === "pglite" ? "embedded database in " + config.dataDir : "PostgreSQL"})`,
  );
}

main().catch((err) => {
  // A start-up failure (migration, admin bootstrap) may be a database error whose message holds query values.
  const safe = loggableError(err);
  console.error(safe instanceof Error ? safe.message : ((safe as { message?: string }).message ?? safe));
  process.exit(1);
});
