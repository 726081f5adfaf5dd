import { z } from "zod";
import { mobileField } from "./validation";

/** Mobile numbers as a way in and a verified identity (docs/decisions/0041-mobile-verification.md). */

export const MOBILE_MESSAGES = {
  length: "Mobile number must be 10 digits",
  notVerified: "Please verify your mobile number before listing a product",
  taken: "This mobile number is already verified on another account",
  alreadyVerified: "Your mobile number is already verified",
  sendFailed: "We could not send the code right now. Please try again in a minute.",
  codeSent: "If this number can receive SMS, we have sent a 6-digit code to it.",
  verified: "Your mobile number is verified.",
  notOnAnyAccount:
    "This number is not verified on any account yet. Log in with your password or an email code, then verify it in your account.",
  budgetSpent: "We cannot send SMS codes right now. Please log in with your email instead, or try again tomorrow.",
  payoutWaiting: "Waiting for you to verify your mobile number",
} as const;

/** docs/product.md#limits-and-timings: the SMS limits, counted across every instance. */
export const SMS_LIMITS = {
  resendSeconds: 60,
  perNumberHour: 5,
  perNumberDay: 10,
  perAddressHour: 20,
  perAccountDay: 10,
} as const;

/** How long a number proven by a sign-in code that matched no account counts as verified for registering. */
export const REGISTER_PROOF_MINUTES = 15;

/** The ten Indian scripts' digit blocks (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam). */
const INDIAN_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66];

function asciiDigits(text: string) {
  return text.replace(/[\u0966-\u0d6f]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const zero = INDIAN_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? ch : String(code - zero);
  });
}

/**
 * What a person means by what they typed: spaces and dashes dropped, Indian-script digits read as digits, and a
 * typed +91 removed. Anything else (a leading 0, 9 or 11 digits) is left for the length rule to refuse.
 */
export function normaliseMobile(typed: string) {
  const compact = asciiDigits(typed).replace(/[\s\u00a0\-()]/g, "");
  return compact.startsWith("+91") ? compact.slice(3) : compact;
}

/** A mobile as a person types it: normalised, then the 10-digit rule. */
export const typedMobileField = z
  .string({ error: MOBILE_MESSAGES.length })
  .max(40, { error: MOBILE_MESSAGES.length })
  .transform(normaliseMobile)
  .pipe(mobileField);

export const sendMobileOtpSchema = z.object({ mobile: typedMobileField });
export const changeMobileSchema = z.object({ mobile: typedMobileField });
