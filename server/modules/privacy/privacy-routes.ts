import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountMessageSchema } from "@contract/account";
import { deleteAccountSchema, grievanceOfficerSchema } from "@contract/privacy";
import { requireUser, signedInUser } from "../auth";
import type { ListingFiles } from "../catalog";
import { exportData } from "./data-export";
import { eraseAccount } from "./erase-account";

export interface PrivacyRouteOptions {
  files: ListingFiles;
  grievanceOfficer: { name: string; email: string };
}

/** Sign-in tries' ceiling per address, as the account's other password checks. */
const TRY_LIMIT = { rateLimit: { max: 300, timeWindow: "15 minutes" } };

/** The person's data rights (decision 0047): download everything, erase the account, and whom to complain to. */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRouteOptions> = async (app, { files, grievanceOfficer }) => {
  app.get(
    "/auth/data-export",
    { preHandler: requireUser, schema: { response: { 200: z.unknown() } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const body = await exportData(app.database.db, user);
      const day = body.exportedAt.slice(0, 10);
      void reply.header("content-disposition", `attachment; filename="dobara-my-data-${day}.json"`);
      return body;
    },
  );
  app.post(
    "/auth/delete-account",
    {
      preHandler: requireUser,
      config: TRY_LIMIT,
      schema: { body: deleteAccountSchema, response: { 200: accountMessageSchema } },
    },
    (request) =>
      eraseAccount({ db: app.database.db, files, client: { ip: request.ip } }, signedInUser(request), request.body),
  );
  app.get(
    "/privacy/grievance-officer",
    { schema: { response: { 200: grievanceOfficerSchema } } },
    () => grievanceOfficer,
  );
};
