import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  type ConfirmEmailChangeInput,
  type UpdateProfileInput,
} from "@contract/account";
import type { users } from "../../db/schema/users";
import { SQL_STATE, sqlState } from "../../lib/database-errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { sha256Hex } from "../../lib/crypto";
import { findUserByEmail, replacePasswordHash, updateUser } from "../users";
import { emailChangedMail } from "./auth-mails";
import { toPublicUser } from "./auth-guard";
import { checkNewPassword, checkPassword, codeDeps, firstName, lockedOut } from "./auth-service";
import type { AuthDeps } from "./auth-deps";
import { clientKey } from "./client-key";
import { issueCode, verifyCode } from "./otp-service";
import { listLiveSessions, revokeOtherSessions, revokeUserSession } from "./sessions-repo";

type User = typeof users.$inferSelect;

/**
 * Who asked for an e-mail change code: this account at this client address. The code then works only for the
 * account that asked (whoever reads the new inbox cannot attach it to another account), and the resend lock and
 * hourly caps of the auth module's codes apply per account and address as they do per address for sign-in.
 */
const emailChangeClient = (deps: AuthDeps, userId: string) => `${clientKey(deps.client.ip)} user:${userId}`;

const gone = () => notFound("No account found");

export async function updateProfile(deps: AuthDeps, user: User, input: UpdateProfileInput) {
  const updated = await updateUser(deps.db, user.id, { fullName: input.fullName, language: input.language });
  if (!updated) throw gone();
  const message = input.fullName === undefined ? ACCOUNT_MESSAGES.languageSaved : ACCOUNT_MESSAGES.nameSaved;
  return { message, user: toPublicUser(updated) };
}

export async function requestEmailChange(deps: AuthDeps, user: User, email: string) {
  if (email.toLowerCase() === user.email.toLowerCase())
    throw badRequest(ACCOUNT_MESSAGES.sameEmail, [{ field: "email", message: ACCOUNT_MESSAGES.sameEmail }]);
  if (await findUserByEmail(deps.db, email)) throw conflict(ACCOUNT_MESSAGES.emailTaken, { field: "email" });
  await issueCode(
    { ...codeDeps(deps), client: emailChangeClient(deps, user.id) },
    email,
    "change_email",
    firstName(user.fullName),
    user.language,
  );
  return { success: true, message: `We have sent a 6-digit code to ${email}. Enter it to confirm your new email.` };
}

/**
 * The code is single use (a conditional update consumes it), so of several confirmations sent with one code exactly
 * one changes the address. The unique index settles two accounts confirming the same new address at once.
 */
export async function confirmEmailChange(deps: AuthDeps, user: User, input: ConfirmEmailChangeInput) {
  await verifyCode(deps.db, input.email, "change_email", input.otp, emailChangeClient(deps, user.id));
  let updated;
  try {
    // The code proves the new inbox is theirs.
    updated = await updateUser(deps.db, user.id, { email: input.email, isVerified: true });
  } catch (err) {
    if (sqlState(err) === SQL_STATE.uniqueViolation) throw conflict(ACCOUNT_MESSAGES.emailTaken, { field: "email" });
    throw err;
  }
  if (!updated) throw gone();
  // The change is made; a notice that cannot be sent right now must not undo it or fail the answer.
  await deps.mailer
    .send(emailChangedMail(user.email, firstName(user.fullName), updated.email, user.language))
    .catch(() => undefined);
  return { message: ACCOUNT_MESSAGES.emailChanged, user: toPublicUser(updated) };
}

/**
 * Needs the current password (throttled like sign-in, since it is a password check), then ends every other
 * session: whoever else was signed in must sign in again with the new one.
 */
export async function changePassword(deps: AuthDeps, user: User, token: string, input: ChangePasswordInput) {
  checkNewPassword(input.newPassword, "newPassword");
  const wrong = badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, [
    { field: "currentPassword", message: ACCOUNT_MESSAGES.currentPasswordWrong },
  ]);
  await checkPassword(deps, user, input.currentPassword, { wrong, locked: lockedOut });
  if (input.newPassword === input.currentPassword)
    throw badRequest(ACCOUNT_MESSAGES.samePassword, [{ field: "newPassword", message: ACCOUNT_MESSAGES.samePassword }]);
  const changed = await replacePasswordHash(deps.db, user.id, user.passwordHash, await hashPassword(input.newPassword));
  if (!changed) throw conflict(ACCOUNT_MESSAGES.passwordChangedMeanwhile);
  await revokeOtherSessions(deps.db, user.id, sha256Hex(token));
  return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
}

export async function listSessions(deps: AuthDeps, user: User, token: string) {
  const current = sha256Hex(token);
  const rows = await listLiveSessions(deps.db, user.id, new Date());
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastUsedAt.toISOString(),
    current: row.tokenHash === current,
  }));
}

/** Someone else's session id answers exactly as an unknown one: 404, nothing ended. */
export async function endUserSession(deps: AuthDeps, user: User, id: string) {
  if (!(await revokeUserSession(deps.db, user.id, id))) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
  return { success: true, message: ACCOUNT_MESSAGES.sessionEnded };
}
