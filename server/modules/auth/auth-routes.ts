import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminLoginSchema,
  authResponseSchema,
  emailOnlySchema,
  loginSchema,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "@contract/auth";
import { sendMobileOtpSchema } from "@contract/mobile";
import { accountRoutes } from "./account-routes";
import { requireUser, signedInUser, toPublicUser } from "./auth-guard";
import * as auth from "./auth-service";
import type { AuthRouteOptions, MobileDeps } from "./auth-deps";
import { requestLanguage } from "../../lib/response-language";
import { sendMobileLoginCode } from "./mobile-service";
import { endSession } from "./session-service";

/**
 * Per-IP ceilings only stop floods: a carrier-NAT address is shared by many people. The strict limits count
 * per account (or email) and client address together, in the services (docs/decisions/0008-sign-in-throttles.md).
 */
const SEND_LIMIT = { rateLimit: { max: 100, timeWindow: "1 hour" } };
const TRY_LIMIT = { rateLimit: { max: 300, timeWindow: "15 minutes" } };
const ok = { 200: authResponseSchema };

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { mailer, sms, publicUrl } = options;
  const deps = (request: FastifyRequest): MobileDeps => ({
    db: app.database.db,
    mailer,
    sms,
    log: request.log,
    publicUrl,
    client: { ip: request.ip, userAgent: request.headers["user-agent"] },
  });

  app.post(
    "/auth/register",
    { config: SEND_LIMIT, schema: { body: registerSchema, response: { 201: authResponseSchema } } },
    async (request, reply) => reply.status(201).send(await auth.register(deps(request), request.body)),
  );
  app.post("/auth/verify-email", { config: TRY_LIMIT, schema: { body: verifyEmailSchema, response: ok } }, (request) =>
    auth.verifyEmail(deps(request), request.body.email, request.body.otp),
  );
  app.post(
    "/auth/resend-verification",
    { config: SEND_LIMIT, schema: { body: emailOnlySchema, response: ok } },
    (request) => auth.resendVerification(deps(request), request.body.email),
  );
  app.post("/auth/check-email", { config: TRY_LIMIT, schema: { body: emailOnlySchema, response: ok } }, (request) =>
    auth.checkEmail(app.database.db, request.body.email),
  );
  app.post("/auth/send-otp", { config: SEND_LIMIT, schema: { body: emailOnlySchema, response: ok } }, (request) =>
    auth.sendLoginCode(deps(request), request.body.email),
  );
  app.post(
    "/auth/send-mobile-otp",
    { config: SEND_LIMIT, schema: { body: sendMobileOtpSchema, response: ok } },
    (request) => sendMobileLoginCode(deps(request), request.body.mobile, requestLanguage(request)),
  );
  app.post("/auth/login", { config: TRY_LIMIT, schema: { body: loginSchema, response: ok } }, (request) =>
    auth.login(deps(request), request.body),
  );
  app.post(
    "/auth/forgot-password",
    { config: SEND_LIMIT, schema: { body: emailOnlySchema, response: ok } },
    (request) => auth.forgotPassword(deps(request), request.body.email),
  );
  app.post(
    "/auth/reset-password",
    { config: TRY_LIMIT, schema: { body: resetPasswordSchema, response: ok } },
    (request) => auth.resetPassword(deps(request), request.body),
  );
  app.post("/auth/admin-login", { config: TRY_LIMIT, schema: { body: adminLoginSchema, response: ok } }, (request) =>
    auth.adminLogin(deps(request), request.body.mobile, request.body.password),
  );
  app.get(
    "/auth/me",
    { preHandler: requireUser, schema: { response: { 200: z.object({ user: publicUserSchema }) } } },
    async (request) => ({
      user: toPublicUser(signedInUser(request)),
    }),
  );
  await app.register(accountRoutes, { mailer, sms, publicUrl });
  app.post("/auth/logout", { preHandler: requireUser, schema: { response: ok } }, async (request) => {
    await endSession(app.database.db, request.bearerToken!);
    return { success: true, message: "Logged out" };
  });
};
