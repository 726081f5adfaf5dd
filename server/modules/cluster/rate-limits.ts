import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Database } from "../../db/client";
import { loggableError } from "../../lib/database-errors";
import { databaseRateLimitStore } from "./rate-limit-store";

/**
 * The route rate limits (`config.rateLimit` on a route), counted where every instance sees the same count:
 * Redis when REDIS_URL is set, else the database (decision 0026). The limits are ceilings against floods, so
 * when the counter store fails a request is let through rather than refused with a 5xx.
 */
export async function registerSharedRateLimits(app: FastifyInstance, database: Database, redisUrl?: string) {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false, skipOnError: true, store: databaseRateLimitStore(database.db) });
    return;
  }
  // No offline queue and one try: while Redis is away a hit fails at once (and is let through), never waits.
  const redis = new Redis(redisUrl, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let warned = false;
  redis.on("error", (err: Error) => {
    if (!warned) app.log.warn({ err: loggableError(err) }, "Redis for the rate limits is unreachable; limits paused");
    warned = true;
  });
  redis.on("ready", () => (warned = false));
  app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, { global: false, skipOnError: true, redis, nameSpace: "dobara:rate-limit:" });
}
