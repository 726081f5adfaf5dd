import type { Language } from "@contract/language";
import { randomUUID } from "node:crypto";
import { OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from "@contract/auth";
import type { Db } from "../../db/client";
import type { OneTimeCodePurpose } from "../../db/schema/one-time-codes";
import { newOtpCode, sameHex, sha256Hex } from "../../lib/crypto";
import { AppError, badRequest, tooManyRequests } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { codeMail } from "./auth-mails";
import { claimTry, consumeCode, deleteCode, latestCode, lockAddress, replaceCode, sendTimesSince } from "./otp-repo";

/** The row id salts the hash, so equal codes never share a digest. */
const hashCode = (id: string, code: string) => sha256Hex(`${id}:${code}`);

const HOUR_MS = 3600_000;

/**
 * Codes an hour to one address from every client together: a ceiling against mail floods from many addresses,
 * set well above the per-client OTP_MAX_PER_HOUR so that one client can never fill it for the owner.
 */
const OTP_MAX_PER_HOUR_ALL_CLIENTS = 15;

export const OTP_ERRORS = {
  missing: "No OTP found or it has expired. Please request a new code.",
  wrong: "Invalid OTP. Please check the code and try again.",
  burned: "Too many wrong attempts: this code no longer works. Please request a new code.",
} as const;

const MAIL_FAILED_MESSAGE = "We could not send the email right now. Please try again in a minute.";

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/**
 * Enforces the resend lock and the hourly caps, stores the hashed code, then mails it. The resend lock and the
 * per-hour cap count the codes this client (clientKey) asked for, and a new code replaces only this client's
 * earlier one: what another address requests can neither hold off nor undo the owner's code
 * (docs/decisions/0008-sign-in-throttles.md).
 */
export async function issueCode(
  deps: { db: Db; mailer: Mailer; client: string; now?: Date },
  email: string,
  purpose: OneTimeCodePurpose,
  name?: string,
  /** The recipient's language (decision 0046): the mail is written in it. */
  language: Language = "en",
) {
  const { db, mailer, client } = deps;
  const id = randomUUID();
  const code = newOtpCode();
  await db.transaction(async (tx) => {
    await lockAddress(tx, email);
    // Read the clock after the lock: a request that waited for it must not judge the cooldown by when it arrived.
    const now = deps.now ?? new Date();
    const last = await latestCode(tx, email, purpose, client);
    if (last) {
      const waited = (now.getTime() - last.createdAt.getTime()) / 1000;
      if (waited < OTP_RESEND_SECONDS) {
        const retryAfterSeconds = Math.ceil(OTP_RESEND_SECONDS - waited);
        throw tooManyRequests(`Please wait ${retryAfterSeconds} seconds before requesting another code.`, {
          retryAfterSeconds,
        });
      }
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    for (const [from, cap] of [
      [client, OTP_MAX_PER_HOUR],
      [undefined, OTP_MAX_PER_HOUR_ALL_CLIENTS],
    ] as const) {
      const sent = await sendTimesSince(tx, email, from, hourAgo, cap);
      if (sent.length >= cap) {
        // A slot frees when the oldest of the newest `cap` sends falls out of the hour.
        const retryAfterSeconds = Math.max(1, Math.ceil((sent[cap - 1]!.getTime() + HOUR_MS - now.getTime()) / 1000));
        throw tooManyRequests(
          `Too many codes requested for this email. Please try again in ${inMinutes(retryAfterSeconds)}.`,
          { retryAfterSeconds },
        );
      }
    }
    await replaceCode(tx, {
      id,
      email,
      purpose,
      client,
      codeHash: hashCode(id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    });
  });
  // The mail goes out after the commit: an SMTP round trip must not hold the address lock or a transaction open.
  try {
    await mailer.send(codeMail(email, name, purpose, code, language));
  } catch {
    // An unsent code must not hold the resend lock against the person.
    await deleteCode(db, id);
    throw new AppError(503, "MAIL_FAILED", MAIL_FAILED_MESSAGE);
  }
}

/**
 * Checks a submitted code against the newest one this client asked for; single use, 10-minute life, five wrong
 * tries burn it. Guesses from another address never reach (or burn) the owner's code.
 */
export async function verifyCode(
  db: Db,
  email: string,
  purpose: OneTimeCodePurpose,
  code: string,
  client: string,
  now = new Date(),
) {
  const row = await latestCode(db, email, purpose, client);
  if (!row) throw badRequest(OTP_ERRORS.missing);
  const attempts = await claimTry(db, row.id, OTP_MAX_ATTEMPTS, now);
  if (attempts === undefined) throw badRequest(OTP_ERRORS.missing);
  if (!sameHex(row.codeHash, hashCode(row.id, code))) {
    throw badRequest(attempts >= OTP_MAX_ATTEMPTS ? OTP_ERRORS.burned : OTP_ERRORS.wrong, {
      attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - attempts),
    });
  }
  if (!(await consumeCode(db, row.id))) throw badRequest(OTP_ERRORS.missing);
}
