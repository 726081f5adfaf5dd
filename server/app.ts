import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { accountsArea } from "./areas/accounts";
import { adminArea } from "./areas/admin";
import { catalogueArea } from "./areas/catalogue";
import type { Area, AreaContext } from "./areas/context";
import { fulfilmentArea } from "./areas/fulfilment";
import { moneyArea } from "./areas/money";
import { operationsArea } from "./areas/operations";
import { providersFrom } from "./areas/providers";
import { tradeArea } from "./areas/trade";
import { webArea } from "./areas/web";
import type { Config } from "./config";
import { openConfiguredDatabase, type Database } from "./db/client";
import type { Deps } from "./deps";
import { loggableError } from "./lib/database-errors";
import { registerApiDocs } from "./lib/api-docs";
import { registerErrorHandler } from "./lib/error-handler";
import { registerResponseLanguage } from "./lib/response-language";
import { closeConnectionsWhileDraining } from "./lib/graceful-shutdown";
import { rejectNulCharacters } from "./lib/reject-nul";
import { registerSecurityHeaders } from "./lib/security-headers";
import { createEncryptor, DATA_ENCRYPTION_KEY } from "./lib/encryption";
import { installationSecret, secretMakers } from "./lib/installation-secret";
import { createMailer, type Mailer } from "./lib/mailer";
import { startJobs } from "./lib/jobs";
import { imageQueue } from "./lib/image-queue";
import { registerMetrics, type JobObserver } from "./lib/metrics";
import type { Storage } from "./lib/storage";
import { storageFromConfig } from "./lib/storage-from-config";
import { cachedProbe, storageReachable } from "./lib/storage-probe";
import { requestForLog } from "./lib/request-log";
import { authPlugin } from "./modules/auth/auth-guard";
import { otpPepper } from "./modules/auth/otp-pepper";
import { createListingFiles, type ListingFiles } from "./modules/catalog/listing-files";
import { checkListingFiles } from "./modules/catalog/files-check";
import { checkDataEncryptionKey, registerSharedRateLimits, sharedSecrets } from "./modules/cluster";
import type { Readiness } from "./modules/health/health-routes";
import { gatewayOrigins } from "./modules/payments";
import { newDeliveryCounts } from "./modules/notifications/delivery-counts";
import { createNotificationBus } from "./modules/notifications/notification-bus";
import { unsubscribeKey } from "./modules/notifications/unsubscribe-token";
import { ensureAdmin } from "./modules/users/admin-bootstrap";
import { seedDemo } from "./seed/demo-seed";

export interface AppOptions {
  /** An already-open database (tests, scripts); otherwise one is opened from config and closed with the app. */
  database?: Database;
  /** Outgoing mail; defaults to SMTP_URL or the dev mail log. */
  mailer?: Mailer;
  /** Uploaded files; defaults to local disk under DATA_DIR/uploads. */
  storage?: Storage;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** One turn of every time-driven job now (tests): the same runner the interval uses. */
    runJobsOnce(): Promise<void>;
    /** Whether this instance should get traffic (/api/ready); graceful-shutdown.ts sets `draining`. */
    readiness: Readiness;
  }
}

/** The product's areas, each registering its own routes and jobs, in the order their routes are registered. */
const AREAS: Area[] = [
  operationsArea,
  accountsArea,
  catalogueArea,
  tradeArea,
  fulfilmentArea,
  moneyArea,
  adminArea,
  webArea,
];

export async function buildApp(config: Config, options: AppOptions = {}) {
  const app = createServer(config);
  const database = await openDatabase(app, config, options);
  config = await withSharedSecrets(config, database);
  // Outside production, a sandbox stands in for each provider the environment leaves unconfigured (server/sandboxes),
  // and its code is not even loaded in production.
  const sandboxes = config.isProduction
    ? undefined
    : await (await import("./sandboxes")).openSandboxes(config, database);
  if (sandboxes) config = sandboxes.config;
  app.decorate("config", config);
  app.decorate("database", database);

  const context = await contextFor(app, config, database, options);
  await registerPlatform(app, context);
  for (const area of AREAS) await area(app, context);
  const mounted = await sandboxes?.mount(app, {
    gateway: context.providers.gateway,
    courier: context.providers.courier,
    payouts: context.providers.payoutSettings,
    sms: context.providers.smsSettings,
    whatsapp: context.providers.whatsapp,
  });
  const allJobs = [...context.jobs, ...(mounted?.jobs ?? [])];
  const jobs = startJobs(app, database.db, config.jobIntervalSeconds, allJobs, context.observeJob);
  app.decorate("runJobsOnce", jobs.tick);

  await startingData(app, config, context);
  mounted?.open();
  return app;
}

function createServer(config: Config) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']"],
        censor: "[redacted]",
      },
      serializers: { req: requestForLog },
    },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Per-IP limits need the client's address, not the proxy's: TRUST_PROXY names the hops or proxies to believe.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerResponseLanguage(app);
  rejectNulCharacters(app);
  return app as unknown as FastifyInstance;
}

async function openDatabase(app: FastifyInstance, config: Config, options: AppOptions) {
  const database =
    options.database ??
    (await openConfiguredDatabase({
      url: config.databaseUrl,
      embeddedPath: `${config.dataDir}/db`,
      onIdleError: (err) =>
        app.log.warn(
          { err: loggableError(err) },
          "an idle database connection was closed by the server; it will be reopened",
        ),
    }));
  if (!options.database) app.addHook("onClose", () => database.close());
  await database.migrate();
  return database;
}

interface AppContext extends AreaContext {
  observeJob?: JobObserver;
}

/** The dependency bag, the providers and the shared pieces every area is handed, each made once. */
async function contextFor(
  app: FastifyInstance,
  config: Config,
  database: Database,
  options: AppOptions,
): Promise<AppContext> {
  const storage = options.storage ?? storageFromConfig(config);
  const encryptionKey = dataEncryptionKey(config);
  const encryptor = createEncryptor(encryptionKey);
  await checkDataEncryptionKey(database.db, encryptionKey, encryptor);
  const mailer = options.mailer ?? createMailer(config, app.log);
  const deps: Deps = { db: database.db, log: app.log, mailer, publicUrl: config.publicUrl, encryptor, storage };
  const bus = await createNotificationBus(database, app.log);
  app.addHook("onClose", () => bus.close());
  const readiness: Readiness = { draining: false, storageReachable: cachedProbe(() => storageReachable(storage)) };
  app.decorate("readiness", readiness);
  return {
    config,
    database,
    deps,
    providers: providersFrom(config, deps, otpPepper(config.otpPepper, encryptionKey)),
    files: createListingFiles(database.db, storage, app.log),
    bus,
    deliveryCounts: newDeliveryCounts(),
    unsubscribeKey: unsubscribeKey(config.unsubscribeSecret, encryptionKey),
    readiness,
    jobs: [],
  };
}

/** What every request passes through before any area's route: headers, metrics, compression, limits, auth. */
async function registerPlatform(app: FastifyInstance, context: AppContext) {
  const { config, database } = context;
  // A callback hook, not an async one: no promise per request for a synchronous step.
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    // API answers hold someone's data or a fresh token: no cache, the browser's or a proxy's, may keep them.
    // Only an anonymous request may get a route's own public caching (the listing thumbnail).
    if (request.url.startsWith("/api/") && (request.headers.authorization || !reply.hasHeader("cache-control")))
      reply.header("Cache-Control", "no-store");
    done(null, payload);
  });
  registerSecurityHeaders(app, config.isProduction, gatewayOrigins(context.providers.gateway), config.uploadsPublicUrl);
  // Early, so every route's answers are counted; the sources are read only when Prometheus scrapes.
  if (config.metricsToken)
    context.observeJob = registerMetrics(app, config.metricsToken, {
      poolUse: database.poolUse,
      openStreams: () => context.bus.listenerCount(),
      imageQueue: () => imageQueue.depth(),
      paymentsByStatus: () => countByStatus(database.db, "payments"),
      refundsByStatus: () => countByStatus(database.db, "refunds"),
      sms: () => context.providers.sms.counts,
      deliveries: () => context.deliveryCounts.read(),
    });
  else app.get("/metrics", { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  await app.register(compress, { threshold: 1024 });
  await registerSharedRateLimits(app, database, config.redisUrl);
  await registerApiDocs(app, config.publicUrl);
  await app.register(authPlugin);
  closeConnectionsWhileDraining(app);
}

/** The first admin from the environment, the demo data, and a look at the stored listing files. */
async function startingData(app: FastifyInstance, config: Config, { database, deps, files }: AppContext) {
  if (config.admin) await ensureAdmin(database.db, config.admin, app.log);
  // The demo sellers' known password only on a database of this machine's own (PGlite), never in production.
  const knownPassword = database.kind === "pglite" && !config.isProduction;
  if (config.seedDemo)
    await seedDemo({ db: database.db, storage: deps.storage, encryptor: deps.encryptor, knownPassword }, app.log);
  checkFilesAtStart(app, database.db, deps.storage, files);
}

/** Payments or refunds by status, for /metrics. */
async function countByStatus(db: Database["db"], table: "payments" | "refunds") {
  const { rows } = await db.execute<{ status: string; count: number }>(
    sql`select status, count(*)::int as count from ${sql.identifier(table)} group by status`,
  );
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/**
 * On PostgreSQL, every instance must use the same generated secrets (the data encryption key outside production when
 * DATA_ENCRYPTION_KEY is unset; the sandboxes share theirs the same way): the first to start makes them in the shared
 * database. Production makes none: its keys come from the environment (config.ts insists). The embedded database
 * keeps DATA_DIR/secrets.
 */
async function withSharedSecrets(config: Config, database: Database): Promise<Config> {
  if (database.kind !== "postgres" || config.isProduction || config.dataEncryptionKey) return config;
  return {
    ...config,
    sharedSecrets: await sharedSecrets(database.db, secretMakers(config.dataDir, [DATA_ENCRYPTION_KEY])),
  };
}

function dataEncryptionKey(config: Config) {
  return config.dataEncryptionKey ?? Buffer.from(installationSecret(config, DATA_ENCRYPTION_KEY), "base64");
}

/**
 * Reports files listings point at that storage lacks, and removes day-old uploads nothing uses (files-check.ts).
 * In the background: it reads every listing, and the server answers meanwhile. Closing waits for it.
 */
function checkFilesAtStart(app: FastifyInstance, db: Database["db"], storage: Storage, files: ListingFiles) {
  const done = checkListingFiles(db, storage, files)
    .then(({ checked, missing, incomplete, removed }) => {
      if (missing.length > 0)
        app.log.warn(
          { missing: missing.slice(0, 20), count: missing.length },
          "listings point at stored files that are missing; run npm run files:check for the full list",
        );
      if (incomplete.length > 0)
        app.log.warn(
          { incomplete: incomplete.slice(0, 20), count: incomplete.length },
          "listing photos lack a size made since they were stored (served on first request); run npm run files:backfill",
        );
      app.log.info(
        { checked, missing: missing.length, incomplete: incomplete.length, removed },
        "checked the stored listing files",
      );
    })
    .catch((err: unknown) => app.log.warn({ err: loggableError(err) }, "could not check the stored listing files"));
  app.addHook("onClose", () => done);
}
