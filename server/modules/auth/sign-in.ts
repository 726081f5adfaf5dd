import { AUTH_MESSAGES } from "@contract/auth";
import { AppError } from "../../lib/errors";
import type { findUserByEmail } from "../users";
import { toPublicUser } from "./auth-guard";
import type { AuthDeps } from "./auth-deps";
import { startSession } from "./session-service";

/** The answers every way in shares: a session started, an account to verify first, an account to create. */
export async function signIn(
  deps: AuthDeps,
  user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>,
  message: string,
) {
  const token = await startSession(deps.db, user.id, deps.client);
  return { success: true, message, token, user: toPublicUser(user) };
}

export const needsVerification = (email: string) =>
  new AppError(403, "EMAIL_NOT_VERIFIED", AUTH_MESSAGES.verifyEmail, undefined).withBody({
    needsEmailVerification: true,
    email,
  });

export const accountNotFound = (typed: { email?: string; mobile?: string; username?: string }) =>
  new AppError(404, "ACCOUNT_NOT_FOUND", "This account doesn't exist. Would you like to create one?").withBody({
    shouldRedirectToRegister: true,
    ...typed,
  });
