import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminUserSchema, adminUsersQuerySchema, verifyBankAccountResultSchema } from "@contract/admin-users";
import { recordPersonalDataViews } from "../admin";
import { requireAdmin, signedInUser } from "../auth";
import * as people from "./admin-users-service";

const idParams = z.object({ id: z.uuid({ error: "Bank account not found" }) });

/** The admin's Users tab: accounts with their (masked) payout accounts, and bank verification (approve or reject). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin);
  const db = app.database.db;

  app.get(
    "/admin/users",
    { schema: { querystring: adminUsersQuerySchema, response: { 200: z.array(adminUserSchema) } } },
    async (request) => {
      const page = await people.usersPage(db, request.query);
      const shown = page.map((u) => u.id);
      await recordPersonalDataViews(db, signedInUser(request).id, "admin users tab", shown);
      return page;
    },
  );
  app.put(
    "/admin/bank-accounts/:id/verify",
    { schema: { params: idParams, response: { 200: verifyBankAccountResultSchema } } },
    (request) => people.verifyBankAccount(db, signedInUser(request).id, request.params.id),
  );
  app.put(
    "/admin/bank-accounts/:id/reject",
    { schema: { params: idParams, response: { 200: verifyBankAccountResultSchema } } },
    (request) => people.rejectBankAccount(db, signedInUser(request).id, request.params.id),
  );
};
