import { eq } from "drizzle-orm";
import type { Language } from "@contract/language";
import { isAlwaysMailed, isPreferenceKind, type PreferenceKind } from "@contract/notification-preferences";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { actionMail, linkIn } from "../../lib/action-mail";
import type { Mailer } from "../../lib/mailer";
import type { DeliveryChannel, Outgoing, SendResult } from "./delivery-channel";
import { isOn, readChoices } from "./preferences-repo";
import { unsubscribeToken } from "./unsubscribe-token";

export interface EmailChannelDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Keys the one-click unsubscribe links (unsubscribe-token.ts). */
  unsubscribeKey: Buffer;
  /** The mail of each kind always mailed (isAlwaysMailed), written by the module of its event. */
  ownMails?: Partial<Record<PreferenceKind, OwnMailWriter>>;
}

/** A mail a module writes for its event in the reader's language; `path` is the in-app address its button opens. */
export interface OwnMail {
  subject: string;
  lines: string[];
  link: { path: string; label: string };
}
/** Answers the mail for one delivery, or undefined when there is nothing to say any more (the subject is gone). */
type OwnMailWriter = (db: Db, outgoing: Outgoing) => Promise<OwnMail | undefined>;

const WORDS: Record<Language, { open: string; stop: (url: string) => string }> = {
  en: { open: "Open in Dobara", stop: (url) => `Don't want these e-mails? Turn them off: ${url}` },
  hi: { open: "Dobara में खोलें", stop: (url) => `ये ई-मेल नहीं चाहिए? यहाँ बंद करें: ${url}` },
};

/**
 * The notification's own words by mail (decision 0048): its title, message and link, in the language it was written
 * in, with RFC 8058 one-click unsubscribe headers and the same link in the body (the 2024 Gmail and Yahoo rules). The
 * person's switch is read again at send time: a mail unsubscribed from while queued is not sent. A kind always mailed
 * (the payment receipt, the new-order mail) goes in the words its module writes (`ownMails`), with no such link: it
 * cannot be turned off. Sign-in codes and security mails are sent by their own modules, never through here.
 */
export function emailChannel(deps: EmailChannelDeps): DeliveryChannel {
  return {
    name: "email",
    async send(outgoing) {
      if (!isPreferenceKind(outgoing.type)) return { outcome: "skipped", reason: "not a kind people are mailed" };
      const to = await mailboxOf(deps.db, outgoing.userId);
      if (!to) return { outcome: "skipped", reason: "no proven e-mail address" };
      if (isAlwaysMailed(outgoing.type)) return sendOwnMail(deps, outgoing, to);
      const { deviations } = await readChoices(deps.db, outgoing.userId, outgoing.type);
      if (!isOn(deviations, outgoing.type, "email")) return { outcome: "skipped", reason: "e-mail turned off" };
      const words = WORDS[outgoing.language];
      const unsubscribe = `${deps.publicUrl}/api/unsubscribe/${unsubscribeToken(deps.unsubscribeKey, outgoing.userId, outgoing.type)}`;
      const mail = actionMail(
        to,
        outgoing.title,
        [outgoing.message, words.stop(unsubscribe)],
        { href: linkIn(deps.publicUrl, outgoing.language, outgoing.link), label: words.open },
        outgoing.language,
      );
      return sendMail(deps, {
        ...mail,
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
    },
  };
}

async function sendOwnMail(deps: EmailChannelDeps, outgoing: Outgoing, to: string): Promise<SendResult> {
  const write = deps.ownMails?.[outgoing.type as PreferenceKind];
  const own = write ? await write(deps.db, outgoing) : undefined;
  if (!own) return { outcome: "skipped", reason: "no mail to write for this notification" };
  const href = linkIn(deps.publicUrl, outgoing.language, own.link.path);
  return sendMail(deps, actionMail(to, own.subject, own.lines, { href, label: own.link.label }, outgoing.language));
}

async function sendMail(deps: EmailChannelDeps, mail: Parameters<Mailer["send"]>[0]): Promise<SendResult> {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    // SMTP gives no idempotency key: a mail server that took the message but dropped the line before answering
    // may get it again. Rare, and a second mail is better than none for a deadline or a receipt.
    return { outcome: "retry", error: err instanceof Error ? err.message : "the mail server failed" };
  }
  return { outcome: "sent" };
}

/** A proven address of an account not erased. */
async function mailboxOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, verified: users.isVerified, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row && row.verified && !row.erasedAt ? row.email : undefined;
}
