import { z } from "zod";

/**
 * WhatsApp updates (docs/providers/whatsapp.md#opt-in): sent only to a person who ticked the box on the Account tab,
 * and only to the verified mobile the box named. The box's wording is ours to prove later: the server renders it, the
 * page shows exactly that, and the opt-in stores it with its version.
 */
export const WHATSAPP_OPT_IN_VERSION = "wa-opt-in-1";

export const WHATSAPP_MESSAGES = {
  /** The box's label; `{mobile}` is the number as "+91 98765 43210". */
  optInWording: "Send me order and offer updates from Dobara on WhatsApp at {mobile} (reply STOP to stop)",
  optedIn: "You will get order and offer updates on WhatsApp.",
  optedOut: "WhatsApp updates are off.",
  notAvailable: "WhatsApp updates are not available right now.",
  noVerifiedMobile: "Verify your mobile number first: WhatsApp updates go only to a verified number.",
  staleWording: "This page is out of date. Reload it and tick the box again.",
} as const;

export const whatsAppOptInSchema = z
  .object({
    optIn: z.boolean({ error: "Send optIn as true or false" }),
    /** The version of the wording the person saw (WHATSAPP_OPT_IN_VERSION); needed to opt in. */
    wordingVersion: z.string().max(40).optional(),
  })
  .strict();
export type WhatsAppOptInInput = z.infer<typeof whatsAppOptInSchema>;

/** The Account tab's WhatsApp box: whether it is ticked, and the words to show beside it. */
export const whatsAppOptInViewSchema = z.object({
  /** False in production without WhatsApp settings: the box is not shown. */
  available: z.boolean(),
  optedIn: z.boolean(),
  /** The verified number, masked ("+91 ••••• •3210"); null without one. */
  mobile: z.string().nullable(),
  optedInAt: z.string().nullable(),
  /** The box's label in the reader's language with their full number; null without a verified number. */
  wording: z.string().nullable(),
  wordingVersion: z.string(),
  message: z.string().optional(),
});
export type WhatsAppOptInView = z.infer<typeof whatsAppOptInViewSchema>;

/** "+91 98765 43210": how the number reads in the wording. */
export const displayMobile = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** "+91 ••••• •3210": the number where others might look over a shoulder. */
export const maskedMobile = (mobile: string) => `+91 ••••• •${mobile.slice(-4)}`;
