import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Deps } from "../deps";
import type { Job } from "../lib/jobs";
import type { ListingFiles } from "../modules/catalog/listing-files";
import type { DeliveryCounts } from "../modules/notifications/delivery-counts";
import type { NotificationBus } from "../modules/notifications/notification-bus";
import type { Readiness } from "../modules/health/health-routes";
import type { Providers } from "./providers";

/**
 * What buildApp makes once and hands to every area: the dependency bag every module takes pieces of, the providers
 * (each a real company's API, or its sandbox outside production), and the job list each area adds its own jobs to.
 */
export interface AreaContext {
  config: Config;
  database: Database;
  deps: Deps;
  providers: Providers;
  files: ListingFiles;
  bus: NotificationBus;
  /** Notifications handed to each channel beyond the bell, by outcome, on this instance (/metrics). */
  deliveryCounts: DeliveryCounts;
  /** Keys the one-click unsubscribe links of notification mails. */
  unsubscribeKey: Buffer;
  readiness: Readiness;
  jobs: Job[];
}

/**
 * One area of the product (accounts, catalogue, trade, money, fulfilment, admin, operations, web): it registers its
 * own routes and adds its own jobs. The order of areas in buildApp is the order routes are registered.
 */
export type Area = (app: FastifyInstance, context: AreaContext) => Promise<void>;

/** Every API route is under /api. */
export const API = { prefix: "/api" } as const;
