import type { Language } from "@contract/language";
import { MOBILE_MESSAGES } from "@contract/mobile";
import type { users } from "../../db/schema/users";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import { createNotification, notificationText } from "../notifications";
import { claimVerifiedMobile, findVerifiedMobileOwner, mobileHeldUnverified } from "../users";
import { toPublicUser } from "./auth-guard";
import { accountNotFound, needsVerification, signIn } from "./sign-in";
import { checkMobileCode, checkRow, issueMobileCode, issueRegisterProof } from "./mobile-code-service";
import { latestCodeOfUser } from "./mobile-codes-repo";
import type { MobileDeps } from "./auth-deps";

type User = typeof users.$inferSelect;

/** "+91 98765 43210": how a number is shown back to the person who typed it. */
const shown = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/**
 * The same answer whether or not an account has the number: sign-in must not tell who is registered. The SMS is in
 * the language of the account that holds the number verified, else in the request's (`requestLanguage`).
 */
export async function sendMobileLoginCode(deps: MobileDeps, mobile: string, requestLanguage: Language) {
  const holder = await findVerifiedMobileOwner(deps.db, mobile);
  await issueMobileCode(deps, { purpose: "login", mobile, userId: null }, holder?.language ?? requestLanguage);
  return { success: true, message: MOBILE_MESSAGES.codeSent };
}

/**
 * Signs in the account that holds the number verified. A number no account holds answers the way to register, with
 * a proof that makes the number verified there for 15 minutes. A number only typed, never proven, by some account
 * signs nobody in (docs/decisions/0041-mobile-verification.md): that person signs in another way and verifies it.
 */
export async function loginWithMobile(deps: MobileDeps, mobile: string, otp: string) {
  await checkMobileCode(deps.db, deps.sms, { purpose: "login", mobile, userId: null }, otp);
  const owner = await findVerifiedMobileOwner(deps.db, mobile);
  if (owner) {
    if (!owner.isVerified) throw needsVerification(owner.email);
    return signIn(deps, owner, "Login successful");
  }
  if (await mobileHeldUnverified(deps.db, mobile))
    throw new AppError(409, "MOBILE_NOT_VERIFIED", MOBILE_MESSAGES.notOnAnyAccount).withBody({ mobile });
  const mobileProof = await issueRegisterProof(deps.db, deps.sms, mobile);
  throw accountNotFound({ mobile }).withBody({ shouldRedirectToRegister: true, mobile, mobileProof });
}

/** A code to the account's current number (to verify it) or to a new one (to change to it once the code is back). */
export async function requestMobileChange(deps: MobileDeps, user: User, mobile: string) {
  if (mobile === user.mobile && user.mobileVerified)
    throw badRequest(MOBILE_MESSAGES.alreadyVerified, [{ field: "mobile", message: MOBILE_MESSAGES.alreadyVerified }]);
  const owner = await findVerifiedMobileOwner(deps.db, mobile);
  if (owner && owner.id !== user.id) throw conflict(MOBILE_MESSAGES.taken, { field: "mobile" });
  await issueMobileCode(deps, { purpose: "verify_mobile", mobile, userId: user.id }, user.language);
  return { success: true, message: `We have sent a 6-digit code to ${shown(mobile)}. Enter it to verify the number.` };
}

/** The code proves the number: it becomes the account's, verified, and anyone who only typed it is told. */
export async function confirmMobileChange(deps: MobileDeps, user: User, otp: string) {
  const row = await latestCodeOfUser(deps.db, user.id);
  await checkRow(deps.db, deps.sms, row, otp);
  return { message: MOBILE_MESSAGES.verified, user: toPublicUser(await takeNumber(deps, user.id, row!.mobile)) };
}

/** Gives the number to the account, verified, and tells every account that had only typed it. */
export async function takeNumber(deps: MobileDeps, userId: string, mobile: string) {
  const claim = await claimVerifiedMobile(deps.db, userId, mobile);
  if (claim.kind === "taken") throw conflict(MOBILE_MESSAGES.taken, { field: "mobile" });
  if (claim.kind === "gone") throw notFound("No account found");
  for (const other of claim.displaced)
    await createNotification(deps.db, {
      userId: other.id,
      type: "mobile_taken",
      text: notificationText("mobileTaken", { mobile: shown(mobile) }),
      link: "/account",
    });
  return claim.user;
}
