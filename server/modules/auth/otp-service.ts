import { randomUUID } from "node:crypto";
import { OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from "@contract/auth";
import type { Db } from "../../db/client";
import type { OneTimeCodePurpose } from "../../db/schema/one-time-codes";
import { newOtpCode, sameHex, sha256Hex } from "../../lib/crypto";
import { AppError, badRequest, tooManyRequests } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { codeMail } from "./auth-mails";
import { consumeCode, countCodesSince, deleteCode, latestCode, recordWrongTry, replaceCode } from "./otp-repo";

/** The row id salts the hash, so equal codes never share a digest. */
const hashCode = (id: string, code: string) => sha256Hex(`${id}:${code}`);

export const OTP_ERRORS = {
  missing: "No OTP found or it has expired. Please request a new code.",
  wrong: "Invalid OTP. Please check the code and try again.",
  burned: "Too many wrong attempts: this code no longer works. Please request a new code.",
} as const;

/** Enforces the resend lock and hourly cap, stores the hashed code, then mails it. */
export async function issueCode(deps: { db: Db; mailer: Mailer; now?: Date }, email: string, purpose: OneTimeCodePurpose, name?: string) {
  const { db, mailer } = deps;
  const now = deps.now ?? new Date();
  const last = await latestCode(db, email, purpose);
  if (last) {
    const waited = (now.getTime() - last.createdAt.getTime()) / 1000;
    if (waited < OTP_RESEND_SECONDS) {
      const retryAfterSeconds = Math.ceil(OTP_RESEND_SECONDS - waited);
      throw tooManyRequests(`Please wait ${retryAfterSeconds} seconds before requesting another code.`, { retryAfterSeconds });
    }
  }
  const sentLastHour = await countCodesSince(db, email, new Date(now.getTime() - 3600_000));
  if (sentLastHour >= OTP_MAX_PER_HOUR) {
    throw tooManyRequests("Too many codes requested for this email. Please try again in an hour.", { retryAfterSeconds: 3600 });
  }

  const id = randomUUID();
  const code = newOtpCode();
  await replaceCode(db, { id, email, purpose, codeHash: hashCode(id, code), expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000) });
  try {
    await mailer.send(codeMail(email, name, purpose, code));
  } catch {
    // An unsent code must not hold the resend lock against the person.
    await deleteCode(db, id);
    throw new AppError(503, "MAIL_FAILED", "We could not send the email right now. Please try again in a minute.");
  }
}

/** Checks a submitted code; single use, 10-minute life, five wrong tries burn it. */
export async function verifyCode(db: Db, email: string, purpose: OneTimeCodePurpose, code: string, now = new Date()) {
  const row = await latestCode(db, email, purpose);
  if (!row || row.consumedAt || row.expiresAt <= now) throw badRequest(OTP_ERRORS.missing);
  if (!sameHex(row.codeHash, hashCode(row.id, code))) {
    const attempts = await recordWrongTry(db, row.id, OTP_MAX_ATTEMPTS);
    throw badRequest(attempts >= OTP_MAX_ATTEMPTS ? OTP_ERRORS.burned : OTP_ERRORS.wrong, { attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - attempts) });
  }
  if (!(await consumeCode(db, row.id))) throw badRequest(OTP_ERRORS.missing);
}
