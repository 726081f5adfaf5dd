import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { whatsappOptIns, type WhatsAppOptOutSource } from "../../db/schema/whatsapp";

export interface Consent {
  mobile: string;
  wording: string;
  wordingVersion: string;
  language: "en" | "hi";
  ip: string;
}

/**
 * Opts in, in one statement, so concurrent ticks leave one consistent row. A tick while already opted in to the
 * same number and words keeps the first proof; a new number or new words replace it.
 */
export async function optIn(db: Db, userId: string, consent: Consent) {
  const values = { ...consent, optedIn: true, optedInAt: sql`now()`, optedOutAt: null, optOutSource: null };
  await db
    .insert(whatsappOptIns)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: whatsappOptIns.userId,
      set: { ...values, updatedAt: sql`now()` },
      where: sql`NOT ${whatsappOptIns.optedIn} OR ${whatsappOptIns.mobile} <> excluded.mobile OR ${whatsappOptIns.wordingVersion} <> excluded.wording_version`,
    });
}

/** Opts the account out at once; the consent's proof stays. Answers whether it was opted in. */
export async function optOut(db: Db, userId: string) {
  const rows = await db
    .update(whatsappOptIns)
    .set({ optedIn: false, optedOutAt: sql`now()`, optOutSource: "account" satisfies WhatsAppOptOutSource })
    .where(and(eq(whatsappOptIns.userId, userId), eq(whatsappOptIns.optedIn, true)))
    .returning({ userId: whatsappOptIns.userId });
  return rows.length > 0;
}

/**
 * A STOP reply from this number (10 digits) sent at `sentAt`: every account opted in to it before then is opted out.
 * An older STOP (a replayed webhook) leaves a later opt-in alone.
 */
export async function optOutByStopReply(db: Db, mobile: string, sentAt: Date) {
  return db
    .update(whatsappOptIns)
    .set({ optedIn: false, optedOutAt: sql`now()`, optOutSource: "stop_reply" satisfies WhatsAppOptOutSource })
    .where(
      and(
        eq(whatsappOptIns.mobile, mobile),
        eq(whatsappOptIns.optedIn, true),
        // Meta's timestamp has whole seconds; the opt-in has milliseconds.
        lte(whatsappOptIns.optedInAt, new Date(sentAt.getTime() + 999)),
      ),
    )
    .returning({ userId: whatsappOptIns.userId });
}

/** The account's verified mobile and its opt-in, as one read. */
export async function findOptIn(db: Db, userId: string) {
  const [row] = await db
    .select({
      mobile: users.mobile,
      mobileVerified: users.mobileVerified,
      erasedAt: users.erasedAt,
      optedIn: whatsappOptIns.optedIn,
      optedInMobile: whatsappOptIns.mobile,
      optedInAt: whatsappOptIns.optedInAt,
    })
    .from(users)
    .leftJoin(whatsappOptIns, eq(whatsappOptIns.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const verifiedMobile = row.mobileVerified && !row.erasedAt ? row.mobile : undefined;
  // Consent names a number: after a change of number the new one is not opted in.
  const optedIn = Boolean(row.optedIn && verifiedMobile && row.optedInMobile === verifiedMobile);
  return { verifiedMobile, optedIn, optedInAt: optedIn ? row.optedInAt : null };
}
