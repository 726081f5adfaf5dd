import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loggableError } from "./database-errors";

export interface Job {
  name: string;
  /** Idempotent: safe to run again after a crash half way, and by another process straight after. */
  run(db: Db): Promise<number>;
}

/**
 * Runs one job unless another process is running it: a session-free advisory lock held by a transaction, so a
 * crashed process lets go of it with its connection. Returns undefined when it was someone else's turn.
 */
export async function runExclusively(db: Db, job: Job): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`job:${job.name}`}, 0)) as locked`,
    );
    if (!result.rows[0]?.locked) return undefined;
    return job.run(tx as unknown as Db);
  });
}

/** Time-driven work (DECISIONS.md "Time-driven work"): every `intervalSeconds`, each job under its lock. */
export function startJobs(app: FastifyInstance, db: Db, intervalSeconds: number, jobs: Job[]) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    for (const job of jobs) {
      try {
        const n = await runExclusively(db, job);
        if (n) app.log.info({ job: job.name, changed: n }, "job done");
      } catch (err) {
        app.log.warn({ job: job.name, err: loggableError(err) }, "job failed; it runs again next interval");
      }
    }
    running = false;
  };
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
