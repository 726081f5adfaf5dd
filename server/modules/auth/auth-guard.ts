import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { PublicUser } from "@contract/auth";
import { MOBILE_MESSAGES } from "@contract/mobile";
import type { users } from "../../db/schema/users";
import { AppError, forbidden, unauthorized } from "../../lib/errors";
import { authenticateToken } from "./session-service";
import { isAdmin } from "../users";

type UserRow = typeof users.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, when a valid bearer token came with the request. */
    user?: UserRow;
    bearerToken?: string;
    /** The session the bearer token belongs to. */
    sessionId?: string;
  }
}

/** Reads `Authorization: Bearer` on API requests; a bad token leaves the request anonymous (routes decide). */
export const authPlugin = fp(async (app) => {
  app.decorateRequest("user", undefined);
  app.decorateRequest("bearerToken", undefined);
  app.decorateRequest("sessionId", undefined);
  // A callback hook: an anonymous request (most reads) passes without a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith("Bearer ") || !request.url.startsWith("/api/")) return done();
    const token = header.slice(7).trim();
    authenticateToken(app.database.db, token).then((signedIn) => {
      if (signedIn) {
        request.user = signedIn.user;
        request.bearerToken = token;
        request.sessionId = signedIn.sessionId;
      }
      done();
    }, done);
  });
});

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
}

/**
 * The signed-in user of a route that declared requireUser or requireAdmin: typed, and a 401 rather than a crash if a
 * route ever forgets its guard.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The session of a route that declared requireUser: what a live stream belongs to and ends with. */
export function signedInSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}

/** docs/product.md#accounts: only verified people list; the listing form verifies the number inline on this code. */
export async function requireVerifiedMobile(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
  // An unverified e-mail has its own answer from the listing service.
  if (request.user.isVerified && !request.user.mobileVerified)
    throw new AppError(403, "MOBILE_NOT_VERIFIED", MOBILE_MESSAGES.notVerified);
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
  if (!isAdmin(request.user)) throw forbidden("Admins only");
}

/** docs/architecture.md#how-a-request-flows: a user id in a path (or a listing's seller) must be the caller's, or the caller an admin. */
export const isSelfOrAdmin = (viewer: UserRow | undefined, userId: string) =>
  Boolean(viewer && (viewer.id === userId || isAdmin(viewer)));

export function requireSelfOrAdmin(viewer: UserRow, userId: string, message: string) {
  if (!isSelfOrAdmin(viewer, userId)) throw forbidden(message);
}

/** The only user fields that ever leave the server. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    role: user.role,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    mobile: user.mobile,
    isVerified: user.isVerified,
    mobileVerified: user.mobileVerified,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}
