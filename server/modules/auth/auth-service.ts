import { AUTH_MESSAGES, type LoginInput, type RegisterInput } from "@contract/auth";
import { MOBILE_MESSAGES } from "@contract/mobile";
import { MOBILE_PATTERN } from "@contract/validation";
import type { Db } from "../../db/client";
import { SQL_STATE, sqlState, violatedConstraint } from "../../lib/database-errors";
import { AppError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import {
  deleteUnverifiedUser,
  findTakenField,
  findUserByEmail,
  findUserByMobile,
  findUserByUsername,
  insertUser,
  updateUser,
  releaseStaleHolds,
  isAdmin,
} from "../users";
import { clientKey } from "./client-key";
import { isCommonPassword } from "./common-passwords";
import { clearPasswordTries, passwordAccepted, type ThrottleRule } from "./login-throttle-repo";
import { claimPasswordTry } from "./login-throttle-service";
import { spendRegisterProof } from "./mobile-code-service";
import type { AuthDeps, MobileDeps } from "./auth-deps";
import { loginWithMobile, takeNumber } from "./mobile-service";
import { issueCode, verifyCode } from "./otp-service";
import { endAllSessions } from "./session-service";
import { accountNotFound, needsVerification, signIn } from "./sign-in";

/**
 * docs/decisions/0008-sign-in-throttles.md: five wrong passwords from one address lock that address out of the
 * account for 15 minutes; twenty from all addresses together lock password login (email codes still work).
 */
const CLIENT_TRIES: ThrottleRule = { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const ACCOUNT_TRIES: ThrottleRule = { limit: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
export const codeDeps = (deps: AuthDeps) => ({ db: deps.db, mailer: deps.mailer, client: clientKey(deps.client.ip) });
export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || undefined;

/** A real hash of a random string: verifying against it makes an unknown account cost as much as a known one. */
let decoyHash: Promise<string> | undefined;
const spendPasswordCheck = async (password: string) => {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password).catch(() => false);
};

export function checkNewPassword(password: string, field = "password") {
  if (isCommonPassword(password))
    throw badRequest(AUTH_MESSAGES.passwordCommon, [{ field, message: AUTH_MESSAGES.passwordCommon }]);
}

const REGISTER_MAIL_FAILED =
  "We could not send the verification email right now, so your account was not created. Please try again in a minute.";

const FIELD_TAKEN = {
  username: "This username is already taken",
  mobile: MOBILE_MESSAGES.taken,
  email: "An account with this email already exists",
} as const;

export async function register(deps: MobileDeps, input: RegisterInput) {
  checkNewPassword(input.password);
  const { mobileProof, privacyNotice, ...fields } = input;
  await releaseStaleHolds(deps.db, fields);
  const taken = await findTakenField(deps.db, fields);
  if (taken) throw conflict(FIELD_TAKEN[taken], { field: taken });
  let user;
  try {
    user = await insertUser(deps.db, {
      ...fields,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      isVerified: false,
      privacyNoticeVersion: privacyNotice,
      privacyNoticeAcceptedAt: new Date(),
    });
  } catch (err) {
    // Two sign-ups racing for the same name: the unique index decides, the answer stays a clear 409.
    const field = uniqueViolationField(err);
    if (field) throw conflict(FIELD_TAKEN[field], { field });
    throw err;
  }
  // A number proven by a sign-in code minutes ago is verified here without a second code.
  if (mobileProof && (await spendRegisterProof(deps.db, deps.sms, user.mobile, mobileProof)))
    await takeNumber(deps, user.id, user.mobile).catch(async (err: unknown) => {
      await deleteUnverifiedUser(deps.db, user.id);
      throw err;
    });
  try {
    await issueCode(codeDeps(deps), user.email, "verify_email", firstName(user.fullName), user.language);
  } catch (err) {
    // Without the code the account could never be verified, and it would hold the username, mobile and email
    // against the person's retry (409). Nothing else can refer to it yet, so it is removed again.
    await deleteUnverifiedUser(deps.db, user.id);
    if (err instanceof AppError && err.code === "MAIL_FAILED")
      throw new AppError(503, "MAIL_FAILED", REGISTER_MAIL_FAILED);
    throw err;
  }
  return {
    needsEmailVerification: true,
    message: `Account created. We have sent a 6-digit code to ${user.email}: enter it to verify your email.`,
    email: user.email,
  };
}

function uniqueViolationField(err: unknown): keyof typeof FIELD_TAKEN | undefined {
  if (sqlState(err) !== SQL_STATE.uniqueViolation) return undefined;
  return (["username", "mobile", "email"] as const).find((f) => violatedConstraint(err)?.includes(f));
}

export async function verifyEmail(deps: AuthDeps, email: string, otp: string) {
  const user = await findUserByEmail(deps.db, email);
  await verifyCode(deps.db, email, "verify_email", otp, clientKey(deps.client.ip));
  if (!user) throw notFound("No account found with this email");
  const verified = user.isVerified ? user : await updateUser(deps.db, user.id, { isVerified: true });
  if (!verified) throw notFound("No account found with this email");
  return signIn(deps, verified, "Email verified. Welcome to Dobara!");
}

export async function resendVerification(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound("No account found with this email");
  if (user.isVerified) throw conflict("This email is already verified. Please log in.");
  await issueCode(codeDeps(deps), user.email, "verify_email", firstName(user.fullName), user.language);
  return { success: true, message: `A new code has been sent to ${user.email}.` };
}

export async function checkEmail(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  return { exists: Boolean(user), isVerified: user?.isVerified ?? false };
}

export async function sendLoginCode(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw accountNotFound({ email });
  if (!user.isVerified) throw needsVerification(user.email);
  await issueCode(codeDeps(deps), user.email, "login", firstName(user.fullName), user.language);
  return { success: true, message: `We have sent a 6-digit code to ${user.email}.` };
}

/**
 * One identifier names one kind of field, never a fallback to another: an email has an @, a mobile is what a
 * mobile must look like (registration refuses such usernames), anything else is a username.
 */
function lookupIdentifier(db: Db, identifier: string) {
  if (identifier.includes("@")) return { typed: { email: identifier }, find: () => findUserByEmail(db, identifier) };
  if (MOBILE_PATTERN.test(identifier))
    return { typed: { mobile: identifier }, find: () => findUserByMobile(db, identifier) };
  return { typed: { username: identifier }, find: () => findUserByUsername(db, identifier) };
}

export async function login(deps: MobileDeps, input: LoginInput) {
  if (input.loginMethod === "mobile_otp") return loginWithMobile(deps, input.mobile, input.otp);
  if (input.loginMethod === "otp") {
    const user = await findUserByEmail(deps.db, input.email);
    await verifyCode(deps.db, input.email, "login", input.otp, clientKey(deps.client.ip));
    if (!user) throw accountNotFound({ email: input.email });
    return signIn(deps, user, "Login successful");
  }
  const { typed, find } = lookupIdentifier(deps.db, input.identifier);
  const user = await find();
  if (!user) {
    await spendPasswordCheck(input.password);
    throw accountNotFound(typed);
  }
  await checkPassword(deps, user, input.password, {
    wrong: unauthorized(AUTH_MESSAGES.invalidCredentials),
    locked: lockedOut,
  });
  if (!user.isVerified) throw needsVerification(user.email);
  return signIn(deps, user, "Login successful");
}

/**
 * Throttled per account and client address together, so what one address sends cannot lock the owner out
 * from another; a cap across all addresses stops a spread-out guesser and leaves the email code open. The try
 * is counted before the password is checked, so concurrent guesses cannot slip past either limit.
 */
export async function checkPassword(
  deps: Pick<AuthDeps, "db" | "client">,
  user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>,
  password: string,
  answers: { wrong: AppError; locked: (lockedUntil: Date, now: Date) => AppError },
) {
  const now = new Date();
  const client = clientKey(deps.client.ip);
  const claim = await claimPasswordTry(deps.db, user.id, client, { client: CLIENT_TRIES, account: ACCOUNT_TRIES }, now);
  if (!claim.claimed) {
    await spendPasswordCheck(password);
    throw answers.locked(claim.lockedUntil ?? now, now);
  }
  if (!(await verifyPassword(user.passwordHash, password).catch(() => false))) throw answers.wrong;
  await passwordAccepted(deps.db, user.id, client, ACCOUNT_TRIES.limit);
}

export const lockedOut = (lockedUntil: Date, now: Date) => {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(
    `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or log in with an email code.`,
    {
      retryAfterSeconds: seconds,
    },
  );
};

/** Every refusal, a locked admin account included, is the same 401: the form must not tell which mobiles are admins. */
export async function adminLogin(deps: AuthDeps, mobile: string, password: string) {
  const invalid = unauthorized(AUTH_MESSAGES.invalidAdminCredentials);
  const user = await findUserByMobile(deps.db, mobile);
  if (!user || !isAdmin(user)) {
    await spendPasswordCheck(password);
    throw invalid;
  }
  await checkPassword(deps, user, password, { wrong: invalid, locked: () => invalid });
  return signIn(deps, user, "Welcome to the admin panel");
}

/** Always the same answer, so the form cannot be used to learn who has an account. */
export async function forgotPassword(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user) await issueCode(codeDeps(deps), user.email, "reset_password", firstName(user.fullName), user.language);
  return { success: true, message: `If an account exists for ${email}, a reset code has been sent to it.` };
}

export async function resetPassword(deps: AuthDeps, input: { email: string; otp: string; newPassword: string }) {
  checkNewPassword(input.newPassword);
  await verifyCode(deps.db, input.email, "reset_password", input.otp, clientKey(deps.client.ip));
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw notFound("No account found with this email");
  // The code proves the inbox, so the email counts as verified; every old session ends.
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.newPassword), isVerified: true });
  await clearPasswordTries(deps.db, user.id, clientKey(deps.client.ip));
  await endAllSessions(deps.db, user.id);
  return { success: true, message: "Your password has been reset. Please log in with your new password." };
}
