import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loggableError } from "./database-errors";
import type { JobObserver } from "./metrics";

/**
 * Time-driven work (docs/product.md#time-driven-work), one runner for every timer. Two kinds:
 * - `transaction`: the whole run inside one transaction under a cluster-wide advisory lock, so one process at a
 *   time runs it (offer expiry, auto-cancel, payouts due);
 * - `claims`: work that waits on another company between its own transactions (a gateway, a courier). It claims
 *   its rows first (FOR UPDATE SKIP LOCKED, pushing their next turn) and calls out with no transaction open, so
 *   no connection is pinned across the network and several processes share the rows without a lock.
 * Every job is idempotent: safe to run again after a crash half way, and by another process straight after.
 */
export type Job = (
  | { name: string; kind?: "transaction"; run(db: Db): Promise<number> }
  | {
      name: string;
      kind: "claims";
      run(): Promise<number>;
      /**
       * For work others make that should not wait for the next turn (a notification's deliveries): subscribes
       * `wake` to word that there is work now, heard only after the transaction that made it committed (a NOTIFY),
       * and answers the unsubscribe. A wake runs the job at once beside the turns (claims jobs share their rows
       * safely); wakes while it runs make one more run after it, never a pile of them.
       */
      wakeOn?(wake: () => void): Promise<() => Promise<void>>;
    }
) & {
  /**
   * For work that needs doing far less often than the runner turns (the hourly sweeps): the job runs on the first
   * turn at least this long after the runner started, then after its last run. Without it, every turn.
   */
  everySeconds?: number;
};

/**
 * Runs one transaction job unless another process is running it: a session-free advisory lock held by the
 * transaction, so a crashed process lets go of it with its connection. Undefined when it was someone else's turn.
 */
export async function runExclusively(db: Db, job: { name: string; run(db: Db): Promise<number> }) {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`job:${job.name}`}, 0)) as locked`,
    );
    if (!result.rows[0]?.locked) return undefined;
    return job.run(tx as unknown as Db);
  });
}

/** One turn of a job, of either kind. */
function runJob(db: Db, job: Job) {
  return job.kind === "claims" ? job.run() : runExclusively(db, job);
}

/**
 * Every `intervalSeconds`, each job in turn; a turn still running when the next is due is not doubled. Answers
 * `tick`, one turn of every job now (tests; a turn already running makes it a no-op).
 *
 * The timer starts only once the app listens: a job may call a sandbox through app.inject, and a turn during the
 * start (while the demo data is written, say) would make the app ready before its last plugin is registered. An app
 * that never listens (an API test) runs its jobs only through `tick`. The same goes for the wakes of `wakeOn` jobs.
 */
export function startJobs(
  app: FastifyInstance,
  db: Db,
  intervalSeconds: number,
  jobs: Job[],
  observe: JobObserver = () => undefined,
) {
  let running: Promise<void> | undefined;
  let closing = false;
  const lastRun = new Map(jobs.map((job) => [job.name, Date.now()]));
  const due = (job: Job) => !job.everySeconds || Date.now() - lastRun.get(job.name)! >= job.everySeconds * 1000;
  const tick = async () => {
    if (running) return;
    running = turn().finally(() => (running = undefined));
    await running;
  };
  const runOne = async (job: Job) => {
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    try {
      const n = await runJob(db, job);
      observe(job.name, took(), n === undefined ? "skipped" : "done");
      if (n) app.log.info({ job: job.name, changed: n }, "job done");
      return n;
    } catch (err) {
      observe(job.name, took(), "failed");
      app.log.warn({ job: job.name, err: loggableError(err) }, "job failed; it runs again next interval");
      return undefined;
    }
  };
  const turn = async () => {
    for (const job of jobs) {
      // Closing waits for the job in hand (the database closes after this hook), not for the rest of the turn.
      if (closing) return;
      if (!due(job)) continue;
      lastRun.set(job.name, Date.now());
      await runOne(job);
    }
  };
  const wakers = jobs.flatMap((job) =>
    job.kind === "claims" && job.wakeOn
      ? [
          {
            wakeOn: job.wakeOn.bind(job),
            ...waker(
              () => runOne(job),
              () => closing,
            ),
          },
        ]
      : [],
  );
  const unsubscribes: (() => Promise<void>)[] = [];
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onListen", async () => {
    timer ??= setInterval(() => void tick(), intervalSeconds * 1000);
    timer.unref();
    if (unsubscribes.length === 0) for (const w of wakers) unsubscribes.push(await w.wakeOn(w.wake));
  });
  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(timer);
    await Promise.all(unsubscribes.map((stop) => stop()));
    await Promise.all([running, ...wakers.map((w) => w.idle())]);
  });
  return { tick };
}

/**
 * Runs `run` on each wake, one run at a time: wakes during a run make one more after it, and so does a run that
 * changed something (it may have stopped with work left), until one changes nothing.
 */
function waker(run: () => Promise<number | undefined>, closing: () => boolean) {
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    let changed: number | undefined;
    do {
      again = false;
      changed = await run();
    } while ((again || Boolean(changed)) && !closing());
  };
  return {
    wake() {
      if (closing()) return;
      if (running) return void (again = true);
      running = loop().finally(() => (running = undefined));
    },
    idle: () => running,
  };
}
