import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** What the app reports to /metrics beyond requests: each source is read when Prometheus scrapes. */
export interface MetricsSources {
  /** Connections of the database pool in use, idle, and requests waiting (PostgreSQL only). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  openStreams: () => number;
  imageQueue: () => { waiting: number; active: number };
  /** Rows by status, counted in the database: the same figures on every instance (take max, not sum). */
  paymentsByStatus: () => Promise<{ status: string; count: number }[]>;
  refundsByStatus: () => Promise<{ status: string; count: number }[]>;
  /** SMS codes sent, verified, refused by each limit, and provider failures, on this instance. */
  sms?: () => { sent: number; verified: number; providerFailures: number; refused: Record<string, number> };
  /** Notifications handed to each channel beyond the bell (e-mail, push, WhatsApp, SMS), by outcome, on this instance. */
  deliveries?: () => { channel: string; outcome: string; count: number }[];
}

type JobOutcome = "done" | "skipped" | "failed";

/** Called by the job runner after each turn of a job (jobs.ts). */
export type JobObserver = (job: string, seconds: number, outcome: JobOutcome) => void;

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** HTTP answers counted and timed by method, route pattern and status. */
function countRequests(app: FastifyInstance, registers: Registry[]) {
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code",
    labelNames,
    buckets: DURATION_BUCKETS,
    registers,
  });
  // A callback hook: every answer passes here, and an async hook would cost a promise each time.
  app.addHook("onResponse", (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/** Each turn of a job counted by outcome and timed: the observer the job runner calls. */
function observeJobs(registers: Registry[]): JobObserver {
  const jobRuns = new Counter({
    name: "dobara_job_runs_total",
    help: "Turns of each time-driven job on this instance: done, skipped (another instance held it) or failed",
    labelNames: ["job", "outcome"] as const,
    registers,
  });
  const jobDurations = new Histogram({
    name: "dobara_job_duration_seconds",
    help: "How long each job's turn took on this instance",
    labelNames: ["job"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  return (job, seconds, outcome) => {
    jobRuns.inc({ job, outcome });
    jobDurations.observe({ job }, seconds);
  };
}

/** Gauges of this instance: database pool, open streams, image queue. */
function gaugeInstance(sources: MetricsSources, registers: Registry[]) {
  if (sources.poolUse) {
    const poolUse = sources.poolUse;
    new Gauge({
      name: "dobara_db_pool_connections",
      help: "Database pool connections: total open, idle, and queries waiting for one",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: "total" }, use.total);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
  }
  new Gauge({
    name: "dobara_notification_streams_open",
    help: "Live notification streams open on this instance",
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: "dobara_image_queue_depth",
    help: "Pictures waiting for a decoding slot on this instance",
    registers,
    collect() {
      this.set(sources.imageQueue().waiting);
    },
  });
  new Gauge({
    name: "dobara_image_queue_active",
    help: "Pictures being decoded on this instance",
    registers,
    collect() {
      this.set(sources.imageQueue().active);
    },
  });
}

/** Gauges counted in the shared database: payments and refunds by status. */
function gaugeMoneyByStatus(sources: MetricsSources, registers: Registry[]) {
  for (const [name, read] of [
    ["dobara_payments", sources.paymentsByStatus],
    ["dobara_refunds", sources.refundsByStatus],
  ] as const) {
    new Gauge({
      name,
      help: `${name === "dobara_payments" ? "Payments" : "Refunds"} by outcome (status), counted in the shared database`,
      labelNames: ["status"] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await read()) this.set({ status: row.status }, row.count);
      },
    });
  }
}

/**
 * Prometheus metrics (decision 0027), in a registry of this app's own (tests build several apps in one process).
 * GET /metrics answers only a bearer of METRICS_TOKEN; without the token set it does not exist (404). Answers
 * are counted by route pattern, never by raw URL, so ids do not make a series each.
 */
export function registerMetrics(app: FastifyInstance, token: string, sources: MetricsSources): JobObserver {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  countRequests(app, registers);
  const observer = observeJobs(registers);
  gaugeInstance(sources, registers);
  gaugeMoneyByStatus(sources, registers);

  if (sources.sms) registerSmsMetrics(registers, sources.sms);
  if (sources.deliveries) {
    const read = sources.deliveries;
    new Counter({
      name: "dobara_notification_deliveries_total",
      help: "Notifications handed to a channel beyond the bell, by channel and outcome (sent, delivered, retry, failed, skipped)",
      labelNames: ["channel", "outcome"] as const,
      registers,
      collect() {
        this.reset();
        for (const { channel, outcome, count } of read()) this.inc({ channel, outcome }, count);
      },
    });
  }

  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.callNotFound();
    return reply
      .header("content-type", registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });

  return observer;
}

/** Counters read from the SMS channel's own tally when Prometheus scrapes. */
function registerSmsMetrics(registers: Registry[], read: NonNullable<MetricsSources["sms"]>) {
  for (const [name, help, pick] of [
    ["dobara_sms_sent_total", "SMS the provider accepted: codes and accept reminders", (c) => c.sent],
    ["dobara_sms_verified_total", "SMS codes entered correctly", (c) => c.verified],
    [
      "dobara_sms_provider_failures_total",
      "SMS sends the provider refused or did not answer",
      (c) => c.providerFailures,
    ],
  ] as const satisfies readonly [string, string, (c: ReturnType<typeof read>) => number][]) {
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(pick(read()));
      },
    });
  }
  new Counter({
    name: "dobara_sms_refused_total",
    help: "SMS sends refused, by the limit that refused them",
    labelNames: ["limit"] as const,
    registers,
    collect() {
      this.reset();
      for (const [limit, n] of Object.entries(read().refused)) this.inc({ limit }, n);
    },
  });
}
