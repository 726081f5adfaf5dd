import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loggableError } from "../../lib/database-errors";

/** What readiness asks of the rest of the app; `draining` turns true when the instance starts shutting down. */
export interface Readiness {
  draining: boolean;
  /** Whether uploads can be stored (storage-probe.ts). */
  storageReachable(): Promise<boolean>;
}

const DATABASE_TIMEOUT_MS = 2000;

const readySchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
  migrations: z.enum(["ok", "pending", "unknown"]),
  storage: z.enum(["ok", "unreachable"]),
  shuttingDown: z.boolean(),
});

/**
 * GET /api/health: the process is alive (a restart would not help otherwise), nothing else.
 * GET /api/ready: this instance should get traffic: the database answers, every migration this code ships is
 * applied, uploads can be stored, and it is not shutting down. 503 names what failed.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, { readiness }) => {
  app.get("/health", { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => ({
    status: "ok" as const,
  }));

  app.get("/ready", { schema: { response: { 200: readySchema, 503: readySchema } } }, async (request, reply) => {
    const database = await withTimeout(app.database.ping(), DATABASE_TIMEOUT_MS).then(
      () => "ok" as const,
      (err: unknown) => {
        request.log.warn({ err: loggableError(err) }, "readiness: database unreachable");
        return "unreachable" as const;
      },
    );
    const migrations =
      database === "ok"
        ? (await app.database.migrationsApplied())
          ? ("ok" as const)
          : ("pending" as const)
        : "unknown";
    const storage = (await readiness.storageReachable()) ? ("ok" as const) : ("unreachable" as const);
    const ready = database === "ok" && migrations === "ok" && storage === "ok" && !readiness.draining;
    return reply.status(ready ? 200 : 503).send({
      status: ready ? "ready" : "unavailable",
      database,
      migrations,
      storage,
      shuttingDown: readiness.draining,
    });
  });
};

function withTimeout<T>(promise: Promise<T>, ms: number) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (err: unknown) => (clearTimeout(timer), reject(err as Error)),
    );
  });
}
