import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminStatsSchema, auditEntrySchema, auditLogQuerySchema } from "@contract/admin-overview";
import { requireAdmin } from "../auth";
import { auditLogPage, stats } from "./admin-overview-service";

/** Issue 14: the panel's summary cards and the audit log. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin);
  const db = app.database.db;

  app.get("/admin/stats", { schema: { response: { 200: adminStatsSchema } } }, () => stats(db));
  app.get(
    "/admin/audit-log",
    { schema: { querystring: auditLogQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
    (request) => auditLogPage(db, request.query),
  );
};
