import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Per-address and per-account request counts of the route rate limits, shared by every app instance
 * (docs/decisions/0026-shared-rate-limits.md). A row whose window has ended starts a fresh one on its next hit;
 * rows nobody hit for a while are swept.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  /** The route and the client key (address, or account for per-user limits). */
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetsAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Secrets every instance must agree on, generated once per installation when the environment gives none (sandbox
 * keys outside production), and the check value of the data encryption key the data was written with.
 */
export const installationSecrets = pgTable("installation_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
