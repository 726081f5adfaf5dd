import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminAnalyticsSchema,
  adminStatsSchema,
  analyticsQuerySchema,
  auditEntrySchema,
  auditLogQuerySchema,
} from "@contract/admin-overview";
import { requireAdmin } from "../auth";
import { analytics, auditLogPage, stats } from "./admin-overview-service";

/** The admin panel's summary cards, the analytics tab and the audit log. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin);
  const db = app.database.db;

  app.get("/admin/stats", { schema: { response: { 200: adminStatsSchema } } }, () => stats(db));
  app.get(
    "/admin/analytics",
    { schema: { querystring: analyticsQuerySchema, response: { 200: adminAnalyticsSchema } } },
    (request) => analytics(db, request.query.days),
  );
  app.get(
    "/admin/audit-log",
    { schema: { querystring: auditLogQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
    (request) => auditLogPage(db, request.query),
  );
};
