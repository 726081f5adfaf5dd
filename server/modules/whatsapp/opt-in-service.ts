import type { Language } from "@contract/language";
import { hindiText } from "@contract/messages-hi";
import {
  displayMobile,
  maskedMobile,
  WHATSAPP_MESSAGES,
  WHATSAPP_OPT_IN_VERSION,
  type WhatsAppOptInInput,
  type WhatsAppOptInView,
} from "@contract/whatsapp";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound, unavailable } from "../../lib/errors";
import { findOptIn, optIn, optOut } from "./opt-in-repo";

/** The opt-in box's label, exactly as the person reads it: in their language, with their number. */
function optInWording(language: Language, mobile: string) {
  const text = language === "hi" ? hindiText(WHATSAPP_MESSAGES.optInWording) : WHATSAPP_MESSAGES.optInWording;
  return text.replace("{mobile}", displayMobile(mobile));
}

/**
 * Whether this account gets WhatsApp updates, for the notification preferences: opted in to its verified number,
 * which is shown masked.
 */
export async function whatsAppState(db: Db, userId: string) {
  const found = await findOptIn(db, userId);
  return {
    optedIn: found?.optedIn ?? false,
    mobile: found?.verifiedMobile ? maskedMobile(found.verifiedMobile) : null,
    optedInAt: found?.optedInAt?.toISOString() ?? null,
  };
}

interface OptInContext {
  db: Db;
  /** False when WhatsApp is off (production without settings). */
  available: boolean;
}

/** GET /api/whatsapp/opt-in: the state and the words of the box. */
export async function optInView({ db, available }: OptInContext, userId: string, language: Language) {
  const found = await findOptIn(db, userId);
  if (!found) throw notFound();
  return {
    available,
    optedIn: found.optedIn,
    mobile: found.verifiedMobile ? maskedMobile(found.verifiedMobile) : null,
    optedInAt: found.optedInAt?.toISOString() ?? null,
    wording: found.verifiedMobile ? optInWording(language, found.verifiedMobile) : null,
    wordingVersion: WHATSAPP_OPT_IN_VERSION,
  } satisfies WhatsAppOptInView;
}

/**
 * PUT /api/whatsapp/opt-in: ticking the box stores the consent (time, the exact words in the reader's language,
 * their version, the address); unticking opts out at once, WhatsApp available or not.
 */
export async function setOptIn(
  context: OptInContext,
  userId: string,
  input: WhatsAppOptInInput,
  client: { ip: string; language: Language },
) {
  if (!input.optIn) {
    await optOut(context.db, userId);
    return { ...(await optInView(context, userId, client.language)), message: WHATSAPP_MESSAGES.optedOut };
  }
  if (!context.available) throw unavailable(WHATSAPP_MESSAGES.notAvailable);
  if (input.wordingVersion !== WHATSAPP_OPT_IN_VERSION) throw conflict(WHATSAPP_MESSAGES.staleWording);
  const found = await findOptIn(context.db, userId);
  if (!found) throw notFound();
  if (!found.verifiedMobile) throw badRequest(WHATSAPP_MESSAGES.noVerifiedMobile);
  await optIn(context.db, userId, {
    mobile: found.verifiedMobile,
    wording: optInWording(client.language, found.verifiedMobile),
    wordingVersion: WHATSAPP_OPT_IN_VERSION,
    language: client.language,
    ip: client.ip,
  });
  return { ...(await optInView(context, userId, client.language)), message: WHATSAPP_MESSAGES.optedIn };
}
