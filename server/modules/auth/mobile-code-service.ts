import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from "@contract/auth";
import type { Language } from "@contract/language";
import { MOBILE_MESSAGES, REGISTER_PROOF_MINUTES } from "@contract/mobile";
import { newOtpCode } from "../../lib/crypto";
import { AppError, badRequest } from "../../lib/errors";
import { giveBackSlots } from "../cluster";
import { clientKey } from "./client-key";
import type { MobileDeps, SmsChannel } from "./auth-deps";
import {
  claimMobileTry,
  consumeMobileCode,
  deleteMobileCode,
  latestMobileCode,
  deleteExpiredMobileCodes,
  replaceMobileCode,
  type CodeOwner,
} from "./mobile-codes-repo";
import { OTP_ERRORS } from "./otp-service";
import { takeSmsSlots } from "./sms-limits";

/**
 * docs/providers/msg91.md#codes: HMAC-SHA256 under the pepper of purpose, the number as sent (91 and 10 digits) and
 * the code. A code for one number or purpose can never match another's row.
 */
export const mobileCodeHash = (pepper: Buffer | string, purpose: string, mobile: string, code: string) =>
  createHmac("sha256", pepper).update(`${purpose}:91${mobile}:${code}`).digest();

/**
 * Checks every limit, stores the code's hash, then has the provider send it. A send the provider refused or whose
 * answer was lost is a 503 with nothing counted: the code is removed and the limits' slots given back, and nothing
 * is sent again by itself (the person may ask again). The SMS is in `language`, the recipient's (decision 0046).
 */
export async function issueMobileCode(deps: MobileDeps, owner: CodeOwner, language: Language) {
  const slots = await takeSmsSlots(deps, {
    mobile: owner.mobile,
    client: clientKey(deps.client.ip),
    ...(owner.userId ? { userId: owner.userId } : {}),
  });
  const code = newOtpCode();
  const id = randomUUID();
  const hash = mobileCodeHash(deps.sms.pepper, owner.purpose, owner.mobile, code).toString("hex");
  await replaceMobileCode(deps.db, owner, {
    id,
    codeHash: hash,
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
  });
  const outcome = await deps.sms.sender.sendCode(owner.mobile, code, language);
  if (outcome.state !== "accepted") {
    deps.sms.counts.providerFailures += 1;
    deps.log.warn({ state: outcome.state, reason: outcome.reason }, "an SMS code was not sent");
    await deleteMobileCode(deps.db, id);
    await giveBackSlots(deps.db, slots);
    throw new AppError(503, "SMS_FAILED", MOBILE_MESSAGES.sendFailed);
  }
  deps.sms.counts.sent += 1;
}

const sameDigest = (stored: string, given: Buffer) => {
  const kept = Buffer.from(stored, "hex");
  return kept.length === given.length && timingSafeEqual(kept, given);
};

/**
 * Single use, 10 minutes, five wrong tries burn it, compared in constant time. A try is taken before comparing
 * and the code consumed by a conditional update, so of twenty concurrent submissions of the right code one passes.
 */
export async function checkMobileCode(db: MobileDeps["db"], sms: SmsChannel, owner: CodeOwner, code: string) {
  const row = await latestMobileCode(db, owner);
  await checkRow(db, sms, row, code);
}

/** The same checks on a row already found (a change of number looks its code up by account). */
export async function checkRow(
  db: MobileDeps["db"],
  sms: SmsChannel,
  row: Awaited<ReturnType<typeof latestMobileCode>>,
  code: string,
) {
  if (!row) throw badRequest(OTP_ERRORS.missing);
  const attempts = await claimMobileTry(db, row.id, OTP_MAX_ATTEMPTS, new Date());
  if (attempts === undefined) throw badRequest(OTP_ERRORS.missing);
  if (!sameDigest(row.codeHash, mobileCodeHash(sms.pepper, row.purpose, row.mobile, code))) {
    throw badRequest(attempts >= OTP_MAX_ATTEMPTS ? OTP_ERRORS.burned : OTP_ERRORS.wrong, {
      attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - attempts),
    });
  }
  if (!(await consumeMobileCode(db, row.id))) throw badRequest(OTP_ERRORS.missing);
  sms.counts.verified += 1;
}

/** A number proven by a sign-in code that matched no account: a token the registration within 15 minutes spends. */
export async function issueRegisterProof(db: MobileDeps["db"], sms: SmsChannel, mobile: string) {
  const token = randomBytes(24).toString("base64url");
  await replaceMobileCode(
    db,
    { purpose: "register", mobile, userId: null },
    {
      id: randomUUID(),
      codeHash: mobileCodeHash(sms.pepper, "register", mobile, token).toString("hex"),
      expiresAt: new Date(Date.now() + REGISTER_PROOF_MINUTES * 60_000),
    },
  );
  return token;
}

/** Spends a registration's proof of its number, once: true when it was good for this number. */
export async function spendRegisterProof(db: MobileDeps["db"], sms: SmsChannel, mobile: string, token: string) {
  const row = await latestMobileCode(db, { purpose: "register", mobile, userId: null });
  if (!row || row.consumedAt || row.expiresAt <= new Date()) return false;
  if (!sameDigest(row.codeHash, mobileCodeHash(sms.pepper, "register", mobile, token))) return false;
  return consumeMobileCode(db, row.id);
}

/** The job that forgets codes and proofs a day past their expiry: of no use to anyone. */
export const sweepMobileCodes = (db: MobileDeps["db"]) => deleteExpiredMobileCodes(db);
