import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BANK_MESSAGES, bankAccountSchema, createBankAccountSchema } from "@contract/bank-accounts";
import type { Encryptor } from "../../lib/encryption";
import { requireUser, signedInUser } from "../auth";
import * as bank from "./bank-accounts-service";

const userParams = z.object({ userId: z.uuid({ error: "Unknown user" }) });
const idParams = z.object({ id: z.uuid({ error: "Bank account not found" }) });

export const bankAccountRoutes: FastifyPluginAsyncZod<{
  encryptor: Encryptor;
  verify?: (accountId: string) => Promise<void>;
}> = async (app, { encryptor, verify }) => {
  const deps = { db: app.database.db, encryptor, verify };
  app.addHook("onRequest", requireUser);

  app.get(
    "/bank-accounts/:userId",
    { schema: { params: userParams, response: { 200: z.array(bankAccountSchema) } } },
    (request) => bank.listFor(app.database.db, signedInUser(request), request.params.userId),
  );

  app.post(
    "/bank-accounts",
    { schema: { body: createBankAccountSchema, response: { 201: bankAccountSchema.extend({ message: z.string() }) } } },
    async (request, reply) => {
      const account = await bank.addBankAccount(deps, signedInUser(request), request.body);
      return reply.status(201).send({ ...account, message: BANK_MESSAGES.added });
    },
  );

  app.put(
    "/bank-accounts/:id/set-primary",
    { schema: { params: idParams, response: { 200: bankAccountSchema } } },
    (request) => bank.makePrimary(app.database.db, signedInUser(request), request.params.id),
  );
};
