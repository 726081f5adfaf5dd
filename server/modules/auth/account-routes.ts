import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountMessageSchema,
  accountSessionSchema,
  accountUserResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  confirmMobileChangeSchema,
  sessionIdParams,
  updateProfileSchema,
} from "@contract/account";
import { changeMobileSchema } from "@contract/mobile";
import { requireUser, signedInUser } from "./auth-guard";
import * as account from "./account-service";
import type { AuthRouteOptions, MobileDeps } from "./auth-deps";
import { confirmMobileChange, requestMobileChange } from "./mobile-service";

/** As the sign-in routes: per-IP ceilings against floods; the codes' own throttles do the real limiting. */
const SEND_LIMIT = { rateLimit: { max: 100, timeWindow: "1 hour" } };
const TRY_LIMIT = { rateLimit: { max: 300, timeWindow: "15 minutes" } };

/** The signed-in user's own account: name, e-mail, mobile, password and signed-in devices. */
export const accountRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { mailer, sms, publicUrl }) => {
  const deps = (request: FastifyRequest): MobileDeps => ({
    db: app.database.db,
    mailer,
    sms,
    log: request.log,
    publicUrl,
    client: { ip: request.ip, userAgent: request.headers["user-agent"] },
  });
  const token = (request: FastifyRequest) => request.bearerToken ?? "";

  app.put(
    "/auth/profile",
    { preHandler: requireUser, schema: { body: updateProfileSchema, response: { 200: accountUserResponseSchema } } },
    (request) => account.updateProfile(deps(request), signedInUser(request), request.body),
  );
  app.post(
    "/auth/change-email",
    {
      preHandler: requireUser,
      config: SEND_LIMIT,
      schema: { body: changeEmailSchema, response: { 200: accountMessageSchema } },
    },
    (request) => account.requestEmailChange(deps(request), signedInUser(request), request.body.email),
  );
  app.post(
    "/auth/change-email/verify",
    {
      preHandler: requireUser,
      config: TRY_LIMIT,
      schema: { body: confirmEmailChangeSchema, response: { 200: accountUserResponseSchema } },
    },
    (request) => account.confirmEmailChange(deps(request), signedInUser(request), request.body),
  );
  app.post(
    "/auth/change-mobile",
    {
      preHandler: requireUser,
      config: SEND_LIMIT,
      schema: { body: changeMobileSchema, response: { 200: accountMessageSchema } },
    },
    (request) => requestMobileChange(deps(request), signedInUser(request), request.body.mobile),
  );
  app.post(
    "/auth/change-mobile/verify",
    {
      preHandler: requireUser,
      config: TRY_LIMIT,
      schema: { body: confirmMobileChangeSchema, response: { 200: accountUserResponseSchema } },
    },
    (request) => confirmMobileChange(deps(request), signedInUser(request), request.body.otp),
  );
  app.post(
    "/auth/change-password",
    {
      preHandler: requireUser,
      config: TRY_LIMIT,
      schema: { body: changePasswordSchema, response: { 200: accountMessageSchema } },
    },
    (request) => account.changePassword(deps(request), signedInUser(request), token(request), request.body),
  );
  app.get(
    "/auth/sessions",
    { preHandler: requireUser, schema: { response: { 200: z.array(accountSessionSchema) } } },
    (request) => account.listSessions(deps(request), signedInUser(request), token(request)),
  );
  app.delete(
    "/auth/sessions/:id",
    { preHandler: requireUser, schema: { params: sessionIdParams, response: { 200: accountMessageSchema } } },
    (request) => account.endUserSession(deps(request), signedInUser(request), request.params.id),
  );
};
