import { z } from "zod";

/** docs/product.md#accounts: mobile is 10 digits starting 6-9. */
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

/** The message for the length; a separate one for 10 digits that no Indian mobile number starts with. */
export const mobileField = z
  .string({ error: "Mobile number must be 10 digits" })
  .trim()
  .regex(/^\d{10}$/, { error: "Mobile number must be 10 digits" })
  .regex(MOBILE_PATTERN, { error: "Mobile number must start with 6, 7, 8 or 9" });
