import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminContactQuerySchema,
  contactQueriesQuerySchema,
  contactReplySchema,
  contactStatusSchema,
} from "@contract/admin-contact";
import type { Mailer } from "../../lib/mailer";
import { requireAdmin, signedInUser } from "../auth";
import * as contact from "./admin-contact-service";

const idParams = z.object({ id: z.uuid({ error: "Contact query not found" }) });

/** The admin's Contact tab (docs/product.md#admin-panel): the public form's queries, unread first; read, status and mailed replies. */
export const adminContactRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.addHook("onRequest", requireAdmin);
  const db = app.database.db;

  app.get(
    "/admin/contact-queries",
    { schema: { querystring: contactQueriesQuerySchema, response: { 200: z.array(adminContactQuerySchema) } } },
    (request) => contact.contactQueriesPage(db, request.query),
  );
  app.put(
    "/admin/contact-queries/:id/read",
    { schema: { params: idParams, response: { 200: adminContactQuerySchema } } },
    (request) => contact.markRead(db, signedInUser(request).id, request.params.id),
  );
  app.put(
    "/admin/contact-queries/:id/status",
    { schema: { params: idParams, body: contactStatusSchema, response: { 200: adminContactQuerySchema } } },
    (request) => contact.setStatus(db, signedInUser(request).id, request.params.id, request.body.status),
  );
  app.post(
    "/admin/contact-queries/:id/reply",
    { schema: { params: idParams, body: contactReplySchema, response: { 200: adminContactQuerySchema } } },
    (request) =>
      contact.reply(
        { db, mailer, log: request.log },
        signedInUser(request).id,
        request.params.id,
        request.body.message,
      ),
  );
};
