import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Language } from "@contract/language";
import { NOTIFICATION_KIND_MESSAGES, type PreferenceKind } from "@contract/notification-preferences";
import { hindiText } from "@contract/messages-hi";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import { turnEmailOff } from "./preferences-service";
import { readUnsubscribeToken } from "./unsubscribe-token";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WORDS: Record<Language, { ask: (what: string) => string; button: string; done: (what: string) => string }> = {
  en: {
    ask: (what) => `Stop e-mails about: ${what}? The bell and your other choices stay as they are.`,
    button: "Stop these e-mails",
    done: (what) => `Done: no more e-mails about "${what}". You can turn them on again in your notification settings.`,
  },
  hi: {
    ask: (what) => `"${what}" के ई-मेल बंद करें? बेल और आपकी बाकी पसंद जैसी हैं वैसी रहेंगी।`,
    button: "ये ई-मेल बंद करें",
    done: (what) => `हो गया: "${what}" के ई-मेल अब नहीं आएँगे। सूचना सेटिंग में इन्हें फिर से चालू कर सकते हैं।`,
  },
};

const NOT_FOUND = "This unsubscribe link is not valid.";

/**
 * RFC 8058 one-click unsubscribe (decision 0048): the mail client POSTs to the link with no session, cookie or
 * context, so the link's token is the whole proof. A POST turns that kind's e-mail off and answers plainly, never
 * with a redirect; a GET only shows a page whose button POSTs, because link scanners follow GETs.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ unsubscribeKey: Buffer }> = async (app, { unsubscribeKey }) => {
  const db = app.database.db;
  // The client sends `List-Unsubscribe=One-Click` as a form (either encoding): nothing in it matters.
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) => done(null));
  const params = z.object({ token: z.string().max(200) });

  const find = async (token: string) => {
    const named = readUnsubscribeToken(unsubscribeKey, token);
    if (!named) return undefined;
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, named.userId));
    if (!row) return undefined;
    const label = NOTIFICATION_KIND_MESSAGES[named.kind as PreferenceKind];
    return { ...named, language: row.language, what: row.language === "hi" ? hindiText(label) : label };
  };

  app.post("/unsubscribe/:token", { schema: { params, hide: true } }, async (request, reply) => {
    const found = await find(request.params.token);
    if (!found) return reply.code(404).type("text/plain; charset=utf-8").send(NOT_FOUND);
    await turnEmailOff(db, found.userId, found.kind);
    return reply.type("text/plain; charset=utf-8").send(WORDS[found.language].done(found.what));
  });

  app.get("/unsubscribe/:token", { schema: { params, hide: true } }, async (request, reply) => {
    const found = await find(request.params.token);
    if (!found) return reply.code(404).type("text/plain; charset=utf-8").send(NOT_FOUND);
    const words = WORDS[found.language];
    const action = escapeHtml(`/api/unsubscribe/${request.params.token}`);
    return reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="${found.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Dobara</title></head><body><p>${escapeHtml(words.ask(found.what))}</p><form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(words.button)}</button></form></body></html>`,
      );
  });
};
