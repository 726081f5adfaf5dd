import { z } from "zod";
import { emailField, mobileField, requiredText } from "./validation";

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  required: "Please fill in all required fields",
  success: "Your query has been sent successfully! We'll get back to you soon.",
  failure: "Failed to send message. Please try again.",
} as const;

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.required, CONTACT_LIMITS.name),
  email: emailField,
  phone: mobileField,
  subject: requiredText(CONTACT_MESSAGES.required, CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_MESSAGES.required, CONTACT_LIMITS.message),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const contactResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
