import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { gstReportQuerySchema, gstReportSchema, invoiceFormatSchema, orderInvoiceSchema } from "@contract/invoices";
import { ORDER_MESSAGES } from "@contract/orders";
import type { Deps } from "../../deps";
import { requireAdmin, requireUser, signedInUser } from "../auth";
import { gstReport, gstReportCsv } from "./gst-report";
import { invoiceFile, orderInvoices } from "./invoices-service";

const orderParams = z.object({ id: z.uuid({ error: ORDER_MESSAGES.notFound }) });
const invoiceParams = z.object({ id: z.uuid({ error: "Invoice not found" }) });

/** An order's invoices and credit notes, listed and downloaded by its buyer, its seller and admins. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ deps: Pick<Deps, "db"> }> = async (app, { deps }) => {
  app.addHook("onRequest", requireUser);
  app.get(
    "/orders/:id/invoices",
    { schema: { params: orderParams, response: { 200: z.array(orderInvoiceSchema) } } },
    (request) => orderInvoices(deps.db, request.params.id, signedInUser(request)),
  );
  app.get(
    "/invoices/:id",
    {
      schema: {
        params: invoiceParams,
        querystring: invoiceFormatSchema,
        response: { 200: z.any().describe("The invoice as a PDF file or an HTML page") },
      },
    },
    async (request, reply) => {
      const file = await invoiceFile(deps.db, request.params.id, signedInUser(request), request.query.format);
      return reply
        .type(file.type)
        .header(
          "content-disposition",
          `${request.query.format === "pdf" ? "attachment" : "inline"}; filename="${file.name}"`,
        )
        .send(file.body);
    },
  );
};

/** The admin's monthly GST report: CSV for filing, JSON for the panel's view. */
export const gstAdminRoutes: FastifyPluginAsyncZod<{ deps: Pick<Deps, "db"> }> = async (app, { deps }) => {
  app.addHook("onRequest", requireAdmin);
  app.get(
    "/admin/gst-report",
    { schema: { querystring: gstReportQuerySchema, response: { 200: z.union([gstReportSchema, z.string()]) } } },
    async (request, reply) => {
      const report = await gstReport(deps.db, request.query.month);
      if (request.query.format === "json") return report;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="dobara-gst-${request.query.month}.csv"`)
        .send(gstReportCsv(report));
    },
  );
};
