import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ledgerSummarySchema } from "@contract/ledger";
import { requireAdmin } from "../auth";
import { ledgerSummary } from "./ledger-summary";

/** The admin's check on the money (docs/product.md#money, decision 0014). */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin);
  app.get("/admin/ledger/summary", { schema: { response: { 200: ledgerSummarySchema } } }, () =>
    ledgerSummary(app.database.db),
  );
};
