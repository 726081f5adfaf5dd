import { z } from "zod";
import { privacyNoticeField } from "./privacy";
import { ROLES, SELF_SERVICE_ROLES } from "./roles";
import { typedMobileField } from "./mobile";
import { emailField, MOBILE_PATTERN, mobileField } from "./validation";
import { LANGUAGES } from "./language";

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_PER_HOUR = 5;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SESSION_DAYS = 30;

export const AUTH_MESSAGES = {
  identifierRequired: "Email, username or mobile number is required",
  passwordRequired: "Password is required",
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordCommon: "This password is too common. Please choose a less guessable one.",
  passwordsDontMatch: "Passwords don't match",
  otpInvalid: "OTP must be 6 digits",
  fullNameMin: "Full name must be at least 2 characters",
  usernameMin: "Username must be at least 3 characters",
  usernamePattern: "Username may use letters, numbers, dots and underscores only",
  usernameLikeMobile: "Username cannot be a mobile number",
  roleRequired: "Please select a role",
  ageConfirm: "Please confirm you are 16 or older and accept the Terms",
  invalidCredentials: "Invalid credentials. Please check and try again.",
  invalidAdminCredentials: "Invalid admin credentials",
  verifyEmail: "Please verify your email before logging in. We can send you a new code.",
} as const;

export const otpField = z
  .string({ error: AUTH_MESSAGES.otpInvalid })
  .regex(/^\d{6}$/, { error: AUTH_MESSAGES.otpInvalid });

/** Length is checked here; the common-password list is checked by the server. */
export const newPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordMin })
  .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordMax });

export const fullNameField = z
  .string({ error: AUTH_MESSAGES.fullNameMin })
  .trim()
  .min(2, { error: AUTH_MESSAGES.fullNameMin })
  .max(100, { error: "Full name must be at most 100 characters" });

export const registerSchema = z.object({
  fullName: fullNameField,
  username: z
    .string({ error: AUTH_MESSAGES.usernameMin })
    .trim()
    .min(3, { error: AUTH_MESSAGES.usernameMin })
    .max(30, { error: "Username must be at most 30 characters" })
    .regex(/^[A-Za-z0-9._]+$/, { error: AUTH_MESSAGES.usernamePattern })
    // Login reads an identifier shaped like a mobile as a mobile, so such a username could never be used to log in.
    .refine((v) => !MOBILE_PATTERN.test(v), { error: AUTH_MESSAGES.usernameLikeMobile }),
  mobile: mobileField,
  email: emailField,
  password: newPasswordField,
  role: z.enum(SELF_SERVICE_ROLES, { error: AUTH_MESSAGES.roleRequired }),
  /** Given by a mobile sign-in that matched no account: the number counts as verified (no second code). */
  mobileProof: z.string().max(100).optional(),
  /** The privacy notice's version the person read and accepted (contract/privacy.ts). */
  privacyNotice: privacyNoticeField,
  /** The page's language at sign-up (decision 0046): the verification mail is already written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.discriminatedUnion("loginMethod", [
  z.object({
    loginMethod: z.literal("password"),
    identifier: z
      .string({ error: AUTH_MESSAGES.identifierRequired })
      .trim()
      .min(1, { error: AUTH_MESSAGES.identifierRequired })
      .max(254),
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, { error: AUTH_MESSAGES.passwordRequired })
      .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordMax }),
  }),
  z.object({ loginMethod: z.literal("otp"), email: emailField, otp: otpField }),
  z.object({ loginMethod: z.literal("mobile_otp"), mobile: typedMobileField, otp: otpField }),
]);
export type LoginInput = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailField });
export const verifyEmailSchema = z.object({ email: emailField, otp: otpField });
export const resetPasswordSchema = z
  .object({
    email: emailField,
    otp: otpField,
    newPassword: newPasswordField,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: AUTH_MESSAGES.passwordsDontMatch,
  });
export const adminLoginSchema = z.object({
  mobile: z
    .string({ error: "Mobile number must be 10 digits" })
    .regex(/^\d{10}$/, { error: "Mobile number must be 10 digits" }),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX),
});

/** The only user fields any answer carries. */
export const publicUserSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string(),
  isVerified: z.boolean(),
  mobileVerified: z.boolean(),
  /** The language the person chose (decision 0046): pages, mails, SMS and notifications are written in it. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  token: z.string().optional(),
  user: publicUserSchema.optional(),
  needsEmailVerification: z.boolean().optional(),
  shouldRedirectToRegister: z.boolean().optional(),
  email: z.string().optional(),
  mobile: z.string().optional(),
  /** With shouldRedirectToRegister after a mobile code: proves the number to the registration that follows. */
  mobileProof: z.string().optional(),
  username: z.string().optional(),
  exists: z.boolean().optional(),
  isVerified: z.boolean().optional(),
  retryAfterSeconds: z.number().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
