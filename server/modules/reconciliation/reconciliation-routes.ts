import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  mismatchParamsSchema,
  mismatchesQuerySchema,
  reconciledDaySchema,
  reconciliationQuerySchema,
  reconciliationRunSchema,
  reconciliationSchema,
  resolveMismatchSchema,
  storedMismatchSchema,
} from "@contract/reconciliation";
import { requireAdmin, signedInUser } from "../auth";
import * as service from "./reconciliation-service";

/** The admin's Reconciliation tab: the books proved against the gateways (docs/decisions/0016-reconciliation.md). */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ deps: service.ReconciliationDeps }> = async (
  app,
  { deps },
) => {
  app.addHook("onRequest", requireAdmin);

  app.get(
    "/admin/reconciliation",
    { schema: { querystring: reconciliationQuerySchema, response: { 200: reconciliationSchema } } },
    (request) => service.reconcileDay(deps, request.query.date),
  );
  app.post(
    "/admin/reconciliation/runs",
    { schema: { body: reconciliationRunSchema, response: { 200: reconciliationSchema } } },
    async (request) => (await service.reconcileAndStore(deps, request.body.date)).report,
  );
  app.get("/admin/reconciliation/days", { schema: { response: { 200: z.array(reconciledDaySchema) } } }, () =>
    service.reconciledDays(deps.db),
  );
  app.get(
    "/admin/reconciliation/mismatches",
    { schema: { querystring: mismatchesQuerySchema, response: { 200: z.array(storedMismatchSchema) } } },
    (request) => service.mismatches(deps.db, request.query.status),
  );
  app.post(
    "/admin/reconciliation/mismatches/:id/resolve",
    { schema: { params: mismatchParamsSchema, body: resolveMismatchSchema, response: { 200: storedMismatchSchema } } },
    (request) => service.resolveMismatch(deps.db, signedInUser(request).id, request.params.id, request.body.note),
  );
};
