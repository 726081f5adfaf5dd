import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { PAYOUT_PROVIDER } from "@contract/payouts";
import type { Config } from "./config";
import { openConfiguredDatabase, type Database } from "./db/client";
import { loggableError } from "./lib/database-errors";
import { registerApiDocs } from "./lib/api-docs";
import { registerErrorHandler } from "./lib/error-handler";
import { closeConnectionsWhileDraining } from "./lib/graceful-shutdown";
import { rejectNulCharacters } from "./lib/reject-nul";
import { registerSecurityHeaders } from "./lib/security-headers";
import { registerWebApp } from "./lib/web-app";
import { createEncryptor, DATA_ENCRYPTION_KEY } from "./lib/encryption";
import { installationSecret, secretMakers } from "./lib/installation-secret";
import { createMailer, type Mailer } from "./lib/mailer";
import { startJobs } from "./lib/jobs";
import { imageQueue } from "./lib/image-queue";
import { registerMetrics } from "./lib/metrics";
import type { Storage } from "./lib/storage";
import { storageFromConfig } from "./lib/storage-from-config";
import { cachedProbe, storageReachable } from "./lib/storage-probe";
import { registerUploads } from "./lib/uploads";
import { addressRoutes } from "./modules/addresses/addresses-routes";
import { adminContactRoutes } from "./modules/contact/admin-contact-routes";
import { adminCouponsRoutes } from "./modules/coupons/admin-coupons-routes";
import { adminOverviewRoutes } from "./modules/admin/admin-overview-routes";
import { adminProductsRoutes } from "./modules/catalog/admin-products-routes";
import { adminUsersRoutes } from "./modules/users/admin-users-routes";
import { authPlugin } from "./modules/auth/auth-guard";
import { authRoutes } from "./modules/auth/auth-routes";
import { bankAccountRoutes } from "./modules/bank-accounts/bank-accounts-routes";
import { catalogRoutes } from "./modules/catalog/catalog-routes";
import { crawlerRoutes } from "./modules/catalog/crawler-routes";
import { createListingFiles, type ListingFiles } from "./modules/catalog/listing-files";
import { createListingMedia } from "./modules/catalog/listing-media";
import { productShareMeta } from "./modules/catalog/product-share-meta";
import { checkListingFiles } from "./modules/catalog/files-check";
import { sweepUnattachedVideos } from "./modules/catalog/unattached-videos";
import {
  checkDataEncryptionKey,
  registerSharedRateLimits,
  sharedSecrets,
  sweepRateLimitCounters,
} from "./modules/cluster";
import { contactRoutes } from "./modules/contact/contact-routes";
import { couponRoutes } from "./modules/coupons/coupons-routes";
import { healthRoutes, type Readiness } from "./modules/health/health-routes";
import { requestForLog } from "./lib/request-log";
import { createNotificationBus } from "./modules/notifications/notification-bus";
import { notificationRoutes } from "./modules/notifications/notifications-routes";
import { offerRoutes } from "./modules/offers/offers-routes";
import { checkoutRoutes, settleStaleCheckouts } from "./modules/checkout";
import { gatewayOrigins, gatewaySettings } from "./modules/payments";
import { reconciliationRoutes } from "./modules/reconciliation";
import {
  adminShipmentsRoutes,
  courierSettings,
  deliveryEstimates,
  deliveryRoutes,
  shiprocketCourier,
} from "./modules/shipping";
import {
  bookDueShipments,
  cancelUnacceptedOrders,
  courierWebhookRoutes,
  fulfilmentAdminRoutes,
  fulfilmentRoutes,
  trackActiveShipments,
} from "./modules/fulfilment";
import {
  makeDuePayouts,
  payoutPaidRoutes,
  payoutWebhookRoutes,
  reconcileRecentDays,
  sendPayouts,
  settlementAdminRoutes,
} from "./modules/settlement";
import { requestPendingRefunds } from "./modules/refunds";
import { expireOverdueOffers } from "./modules/offers/offers-service";
import { orderAdminRoutes, orderRoutes, remindSellersToAccept } from "./modules/orders";
import {
  payoutAdminRoutes,
  payoutRoutes,
  payoutSettings,
  razorpayxProvider,
  settleWaitingValidations,
  startValidation,
  type PayoutDeps,
} from "./modules/payouts";
import { ratingRoutes, sellerRoutes, sellerShareMeta } from "./modules/ratings";
import { reportRoutes } from "./modules/reports";
import { ensureAdmin } from "./modules/users/admin-bootstrap";
import { sweepStaleRegistrations } from "./modules/users/stale-registrations";
import { wishlistRoutes } from "./modules/wishlist/wishlist-routes";
import { openSandboxes } from "./sandboxes";
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

export async function buildApp(config: Config, options: AppOptions = {}) {
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
  rejectNulCharacters(app);

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
  config = await withSharedSecrets(config, database);
  // Outside production, a sandbox stands in for each provider the environment leaves unconfigured (server/sandboxes).
  const sandboxes = config.isProduction ? undefined : await openSandboxes(config, database);
  if (sandboxes) config = sandboxes.config;
  app.decorate("config", config);
  app.decorate("database", database);

  // A callback hook, not an async one: no promise per request for a synchronous step.
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    // API answers hold someone's data or a fresh token: no cache, the browser's or a proxy's, may keep them.
    // Only an anonymous request may get a route's own public caching (the listing thumbnail).
    if (request.url.startsWith("/api/") && (request.headers.authorization || !reply.hasHeader("cache-control")))
      reply.header("Cache-Control", "no-store");
    done(null, payload);
  });

  const gateway = gatewaySettings(config);
  registerSecurityHeaders(app, config.isProduction, gatewayOrigins(gateway), config.uploadsPublicUrl);
  // Early, so every route's answers are counted; the sources are read only when Prometheus scrapes.
  const observeJob = config.metricsToken
    ? registerMetrics(app, config.metricsToken, {
        poolUse: database.poolUse,
        openStreams: () => bus.listenerCount(),
        imageQueue: () => imageQueue.depth(),
        paymentsByStatus: () => countByStatus(database.db, "payments"),
        refundsByStatus: () => countByStatus(database.db, "refunds"),
      })
    : undefined;
  if (!config.metricsToken) app.get("/metrics", { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  await app.register(compress, { threshold: 1024 });
  await registerSharedRateLimits(app, database, config.redisUrl);
  await registerApiDocs(app, config.publicUrl);

  await app.register(authPlugin);
  const storage = options.storage ?? storageFromConfig(config);
  const readiness: Readiness = { draining: false, storageReachable: cachedProbe(() => storageReachable(storage)) };
  app.decorate("readiness", readiness);
  closeConnectionsWhileDraining(app);
  await app.register(healthRoutes, { prefix: "/api", readiness });
  const mailer = options.mailer ?? createMailer(config, app.log);
  await app.register(authRoutes, { prefix: "/api", mailer });
  await app.register(contactRoutes, { prefix: "/api" });

  const encryptionKey = dataEncryptionKey(config);
  const encryptor = createEncryptor(encryptionKey);
  await checkDataEncryptionKey(database.db, encryptionKey, encryptor);
  const files = createListingFiles(database.db, storage, app.log);
  await app.register(catalogRoutes, { prefix: "/api", media: createListingMedia(storage), files });
  await app.register(wishlistRoutes, { prefix: "/api" });
  const payoutsConfig = payoutSettings(config);
  const payouts: PayoutDeps = {
    db: database.db,
    settings: payoutsConfig,
    provider: razorpayxProvider(payoutsConfig),
    encryptor,
    log: app.log,
    mailer,
    publicUrl: config.publicUrl,
  };
  const byApi = payoutsConfig.mode === "api";
  await app.register(bankAccountRoutes, {
    prefix: "/api",
    encryptor,
    ...(byApi ? { verify: (id: string) => startValidation(payouts, id) } : {}),
  });
  await app.register(payoutRoutes, { prefix: "/api", deps: payouts });
  await app.register(payoutAdminRoutes, { prefix: "/api", deps: payouts });
  await app.register(payoutPaidRoutes, { prefix: "/api", deps: payouts });
  if (byApi) await app.register(payoutWebhookRoutes, { prefix: "/api", deps: payouts });
  await app.register(addressRoutes, { prefix: "/api" });
  await app.register(adminProductsRoutes, { prefix: "/api", files });
  await app.register(adminContactRoutes, { prefix: "/api", mailer });
  await app.register(adminUsersRoutes, { prefix: "/api" });
  await app.register(adminCouponsRoutes, { prefix: "/api" });
  await app.register(adminOverviewRoutes, { prefix: "/api" });
  await app.register(offerRoutes, { prefix: "/api", mailer });
  const courier = courierSettings(config);
  const shipping = {
    db: database.db,
    courier: shiprocketCourier(courier),
    log: app.log,
    trackEverySeconds: config.jobIntervalSeconds * 5,
  };
  const fulfilment = { ...shipping, mailer, publicUrl: config.publicUrl };
  await app.register(orderRoutes, { prefix: "/api" });
  await app.register(orderAdminRoutes, { prefix: "/api" });
  await app.register(fulfilmentRoutes, { prefix: "/api", deps: fulfilment });
  await app.register(fulfilmentAdminRoutes, { prefix: "/api", deps: fulfilment });
  await app.register(settlementAdminRoutes, { prefix: "/api" });
  const estimates = deliveryEstimates(shipping);
  await app.register(deliveryRoutes, { prefix: "/api", estimates });
  await app.register(adminShipmentsRoutes, { prefix: "/api", shipping });
  await app.register(courierWebhookRoutes, { prefix: "/api", courier, deps: fulfilment });
  await app.register(ratingRoutes, { prefix: "/api" });
  await app.register(sellerRoutes, { prefix: "/api" });
  await app.register(reportRoutes, { prefix: "/api", files });
  const bus = await createNotificationBus(database, app.log);
  app.addHook("onClose", () => bus.close());
  await app.register(notificationRoutes, { prefix: "/api", bus });
  await app.register(couponRoutes, { prefix: "/api" });
  const money = { db: database.db, gateway, log: app.log };
  await app.register(checkoutRoutes, { prefix: "/api", deps: money, estimates });
  const mounted = await sandboxes?.mount(app, { gateway, courier, payouts: payoutsConfig });
  const reconciliation = {
    ...money,
    mailer,
    publicUrl: config.publicUrl,
    // Payouts made by hand never went through RazorpayX: with PAYOUTS_MODE=manual there is no provider to ask.
    ...(byApi
      ? { payouts: { name: PAYOUT_PROVIDER, sandbox: payoutsConfig.sandbox, provider: payouts.provider } }
      : {}),
  };
  await app.register(reconciliationRoutes, { prefix: "/api", deps: reconciliation });
  const jobs = startJobs(
    app,
    database.db,
    config.jobIntervalSeconds,
    [
      { name: "stale-checkouts", kind: "claims", run: () => settleStaleCheckouts(money) },
      { name: "refunds", kind: "claims", run: () => requestPendingRefunds(money) },
      { name: "reconciliation", kind: "claims", run: () => reconcileRecentDays(reconciliation) },
      { name: "offer-expiry", run: (db) => expireOverdueOffers(db) },
      { name: "order-auto-cancel", run: (db) => cancelUnacceptedOrders(db) },
      {
        name: "order-accept-reminders",
        kind: "claims",
        run: () => remindSellersToAccept({ db: database.db, mailer, log: app.log, publicUrl: config.publicUrl }),
      },
      { name: "payouts-due", run: (db) => makeDuePayouts(db) },
      { name: "rate-limit-sweep", run: (db) => sweepRateLimitCounters(db) },
      // Videos uploaded for listings never saved (or swapped before saving) go after a day; so do registrations
      // never verified, giving back their username, mobile and e-mail. An hourly look is soon enough for both.
      {
        name: "unattached-videos",
        kind: "claims",
        everySeconds: 3600,
        run: () => sweepUnattachedVideos(storage, files),
      },
      {
        name: "stale-registrations",
        kind: "claims",
        everySeconds: 3600,
        run: () => sweepStaleRegistrations(database.db),
      },
      { name: "shipment-bookings", kind: "claims", run: () => bookDueShipments(shipping) },
      { name: "shipment-tracking", kind: "claims", run: () => trackActiveShipments(fulfilment) },
      { name: "payouts-send", kind: "claims", run: () => sendPayouts(payouts) },
      { name: "bank-validations", kind: "claims", run: () => settleWaitingValidations(payouts) },
      ...(mounted?.jobs ?? []),
    ],
    observeJob,
  );
  app.decorate("runJobsOnce", jobs.tick);
  await registerUploads(app, storage, config.uploadsDir);
  await app.register(crawlerRoutes);
  await registerWebApp(app, {
    publicUrl: config.publicUrl,
    shareMetaFor: async (pathname) =>
      (await productShareMeta(database.db, config.publicUrl, pathname)) ??
      sellerShareMeta(database.db, config.publicUrl, pathname),
  });

  if (config.admin) await ensureAdmin(database.db, config.admin, app.log);
  // The demo sellers' known password only on a database of this machine's own (PGlite), never in production.
  const knownPassword = database.kind === "pglite" && !config.isProduction;
  if (config.seedDemo) await seedDemo({ db: database.db, storage, encryptor, knownPassword }, app.log);
  checkFilesAtStart(app, database.db, storage, files);
  mounted?.open();
  return app;
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
