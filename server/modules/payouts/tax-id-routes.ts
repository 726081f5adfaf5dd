import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { taxIdInputSchema, taxIdViewSchema, tdsQuarterQuerySchema } from "@contract/tax";
import { requireAdmin, requireUser, signedInUser } from "../auth";
import type { PayoutDeps } from "./payout-deps";
import { saveTaxId, taxIdView } from "./tax-ids";
import { tdsQuarterCsv } from "./tds-report";

/** The seller's PAN or Aadhaar, given before the first payout and shown masked (docs/tax.md). */
export const taxIdRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireUser);
  app.get("/payouts/tax-id", { schema: { response: { 200: taxIdViewSchema } } }, (request) =>
    taxIdView(deps.db, signedInUser(request).id),
  );
  app.put("/payouts/tax-id", { schema: { body: taxIdInputSchema, response: { 200: taxIdViewSchema } } }, (request) =>
    saveTaxId(deps.db, deps.encryptor, signedInUser(request).id, request.body),
  );
};

/** The admin's quarterly TDS list (CSV) for filing. */
export const tdsAdminRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireAdmin);
  app.get(
    "/admin/tds",
    { schema: { querystring: tdsQuarterQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const { year, quarter } = request.query;
      const csv = await tdsQuarterCsv(deps.db, deps.encryptor, signedInUser(request).id, year, quarter);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="dobara-tds-${year}-q${quarter}.csv"`)
        .send(csv);
    },
  );
};
