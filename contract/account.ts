import { z } from "zod";
import { AUTH_MESSAGES, fullNameField, newPasswordField, otpField, PASSWORD_MAX, publicUserSchema } from "./auth";
import { emailField } from "./validation";
import { LANGUAGES } from "./language";

/** The account tab's own changes: name, e-mail (confirmed by a code sent to the new address), password, sessions. */
export const ACCOUNT_MESSAGES = {
  nameSaved: "Your name has been updated.",
  languageSaved: "Your language has been saved.",
  nothingToChange: "Send a new full name or language",
  sameEmail: "This is already your email address",
  emailTaken: "An account with this email already exists",
  emailChanged: "Your email address has been changed.",
  currentPasswordRequired: "Please enter your current password",
  currentPasswordWrong: "Your current password is not correct",
  samePassword: "The new password must be different from the current one",
  passwordChangedMeanwhile: "Your password was changed meanwhile. Please try again.",
  passwordChanged: "Your password has been changed. You have been logged out on your other devices.",
  sessionNotFound: "This session does not exist or has already ended",
  sessionEnded: "That device has been logged out.",
} as const;

/** The name, the language the site, mails and messages speak (decision 0046), or both. */
export const updateProfileSchema = z
  .object({ fullName: fullNameField.optional(), language: z.enum(LANGUAGES).optional() })
  .refine((body) => body.fullName !== undefined || body.language !== undefined, {
    error: ACCOUNT_MESSAGES.nothingToChange,
  });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changeEmailSchema = z.object({ email: emailField });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const confirmEmailChangeSchema = z.object({ email: emailField, otp: otpField });
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeSchema>;

/** Confirms a mobile change (or the current number) with the code sent to that number. */
export const confirmMobileChangeSchema = z.object({ otp: otpField });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordMax }),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDontMatch }).max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: AUTH_MESSAGES.passwordsDontMatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The account answers that change the signed-in user carry the user as the server now has it. */
export const accountUserResponseSchema = z.object({ message: z.string(), user: publicUserSchema });
export type AccountUserResponse = z.infer<typeof accountUserResponseSchema>;

export const accountMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;

/** A signed-in device; `current` marks the one asking. */
export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionIdParams = z.object({ id: z.uuid({ error: ACCOUNT_MESSAGES.sessionNotFound }) });
