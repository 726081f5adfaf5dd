import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { decideReportsSchema, reportListingSchema, reportResultSchema, reportedListingSchema } from "@contract/reports";
import { requireAdmin, requireUser, signedInUser } from "../auth";
import type { ListingFiles } from "../catalog";
import * as reports from "./reports-service";

const productParams = z.object({ id: z.uuid({ error: "Product not found" }) });

/** Reporting a listing (any signed-in person) and the admin's Reports tab. */
export const reportRoutes: FastifyPluginAsyncZod<{ files: ListingFiles }> = async (app, { files }) => {
  const db = app.database.db;

  app.post(
    "/products/:id/report",
    {
      onRequest: requireUser,
      schema: { params: productParams, body: reportListingSchema, response: { 201: reportResultSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.reportListing(db, signedInUser(request), request.params.id, request.body)),
  );
  app.get(
    "/admin/reports",
    { onRequest: requireAdmin, schema: { response: { 200: z.array(reportedListingSchema) } } },
    () => reports.reportedListings(db),
  );
  app.put(
    "/admin/reports/:id/decision",
    {
      onRequest: requireAdmin,
      schema: { params: productParams, body: decideReportsSchema, response: { 200: reportResultSchema } },
    },
    (request) =>
      reports.decideOnReports(
        { db, files },
        signedInUser(request),
        request.params.id,
        request.body.decision,
        request.body.reason || undefined,
      ),
  );
};
