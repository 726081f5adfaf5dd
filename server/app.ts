import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { loggableError } from "./lib/database-errors";
import { registerErrorHandler } from "./lib/error-handler";
import { rejectNulCharacters } from "./lib/reject-nul";
import { registerWebApp } from "./lib/web-app";
import { createEncryptor, loadOrCreateKey } from "./lib/encryption";
import { createMailer, type Mailer } from "./lib/mailer";
import { createLocalStorage, type Storage } from "./lib/storage";
import { registerUploads } from "./lib/uploads";
import { addressRoutes } from "./modules/addresses/addresses-routes";
import { adminProductsRoutes } from "./modules/admin/admin-products-routes";
import { authPlugin } from "./modules/auth/auth-guard";
import { authRoutes } from "./modules/auth/auth-routes";
import { bankAccountRoutes } from "./modules/bank-accounts/bank-accounts-routes";
import { catalogRoutes } from "./modules/catalog/catalog-routes";
import { seedDemo } from "./modules/catalog/demo-seed";
import { createListingFiles, type ListingFiles } from "./modules/catalog/listing-files";
import { createListingMedia } from "./modules/catalog/listing-media";
import { productShareMeta } from "./modules/catalog/product-share-meta";
import { sweepUnattachedVideos } from "./modules/catalog/unattached-videos";
import { contactRoutes } from "./modules/contact/contact-routes";
import { healthRoutes } from "./modules/health/health-routes";
import { ensureAdmin } from "./modules/users/admin-bootstrap";
import { wishlistRoutes } from "./modules/wishlist/wishlist-routes";

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
  }
}

export async function buildApp(config: Config, options: AppOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']"], censor: "[redacted]" },
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
    openDatabase({
      url: config.databaseUrl,
      embeddedPath: `${config.dataDir}/db`,
      onIdleError: (err) => app.log.warn({ err: loggableError(err) }, "an idle database connection was closed by the server; it will be reopened"),
    });
  if (!options.database) app.addHook("onClose", () => database.close());
  await database.migrate();
  app.decorate("config", config);
  app.decorate("database", database);

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });

  await app.register(authPlugin);
  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(authRoutes, { prefix: "/api", mailer: options.mailer ?? createMailer(config, app.log) });
  await app.register(contactRoutes, { prefix: "/api" });

  const storage = options.storage ?? createLocalStorage(config.uploadsDir);
  const encryptor = createEncryptor(loadOrCreateKey(config.dataEncryptionKey, config.dataDir));
  const files = createListingFiles(database.db, storage, app.log);
  await app.register(catalogRoutes, { prefix: "/api", media: createListingMedia(storage), files });
  sweepVideosHourly(app, storage, files);
  await app.register(wishlistRoutes, { prefix: "/api" });
  await app.register(bankAccountRoutes, { prefix: "/api", encryptor });
  await app.register(addressRoutes, { prefix: "/api" });
  await app.register(adminProductsRoutes, { prefix: "/api", files });
  await registerUploads(app, config.uploadsDir);
  await registerWebApp(app, { shareMetaFor: (pathname) => productShareMeta(database.db, config.publicUrl, pathname) });

  if (config.admin) await ensureAdmin(database.db, config.admin, app.log);
  if (config.seedDemo) await seedDemo({ db: database.db, storage, encryptor }, app.log);
  return app;
}

/** Videos uploaded for listings that were never saved (or swapped before saving) are removed after a day. */
function sweepVideosHourly(app: FastifyInstance, storage: Storage, files: ListingFiles) {
  const timer = setInterval(() => {
    sweepUnattachedVideos(storage, files)
      .then((removed) => removed > 0 && app.log.info({ removed }, "removed videos no listing uses"))
      .catch((err: unknown) => app.log.warn({ err: loggableError(err) }, "could not sweep unattached videos"));
  }, 60 * 60 * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
