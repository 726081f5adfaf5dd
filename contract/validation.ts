import { z } from "zod";

/** DECISIONS.md "Accounts": mobile is 10 digits starting 6-9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Trims, then requires at least one character; `max` bounds what we store. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, { error: "Please enter a valid email address" })
  .pipe(z.email({ error: "Please enter a valid email address" }));

export const mobileField = z
  .string({ error: "Mobile number must be 10 digits" })
  .trim()
  .regex(MOBILE_PATTERN, { error: "Mobile number must be 10 digits" });
