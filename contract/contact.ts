import { z } from "zod";
import { emailField, mobileField, requiredText } from "./validation";

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  required: "Please fill in all required fields",
  success: "Your query has been sent successfully! We'll get back to you soon.",
  failure: "Failed to send message. Please try again.",
  grievance: (reference: string) =>
    `Your grievance has been received. Its reference is ${reference}; we have mailed it to you and will answer within 30 days.`,
} as const;

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.required, CONTACT_LIMITS.name),
  email: emailField,
  phone: mobileField,
  subject: requiredText(CONTACT_MESSAGES.required, CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_MESSAGES.required, CONTACT_LIMITS.message),
  /** A grievance about the person's data (docs/decisions/0047-data-rights.md): a reference mailed at once. */
  grievance: z.boolean().optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const contactResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** A grievance's reference, as mailed to the person. */
  reference: z.string().optional(),
});

/** A grievance's reference: short enough to read out on a phone call, found again from the query's id. */
export const grievanceReference = (queryId: string) => `GRV-${queryId.slice(0, 8).toUpperCase()}`;
export type ContactResponse = z.infer<typeof contactResponseSchema>;
