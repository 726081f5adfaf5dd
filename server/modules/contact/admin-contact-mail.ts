import { BRAND } from "@contract/brand";
import type { Language } from "@contract/language";
import type { Mail } from "../../lib/mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail's own words (the admin's reply is sent as written), in each language its reader may read (decision 0046). */
const REPLY_WORDS = {
  en: { hello: "Hello", support: `${BRAND.name} support`, youWrote: "You wrote:" },
  hi: { hello: "नमस्ते", support: `${BRAND.name} सहायता टीम`, youWrote: "आपने लिखा था:" },
} as const;

/**
 * The admin's answer to a contact query, quoting what the person asked so the mail stands on its own; its own words
 * in the language of the account with that address, if there is one.
 */
export function contactReplyMail(
  query: { name: string; email: string; subject: string; message: string },
  reply: string,
  language: Language = "en",
): Mail {
  const words = REPLY_WORDS[language];
  const subject = `${BRAND.name}: Re: ${query.subject}`;
  const quoted = query.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const text = [`${words.hello} ${query.name},`, reply, `— ${words.support}`, `${words.youWrote}\n${quoted}`].join(
    "\n\n",
  );
  const paragraphs = (s: string) =>
    s
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
      .join("\n");
  const html = `<!doctype html><html${language === "en" ? "" : ` lang="${language}"`}><body style="font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p style="font-size:20px;font-weight:800;color:#115e59;margin:0 0 16px">${BRAND.name}</p>
<p>${words.hello} ${escapeHtml(query.name)},</p>
${paragraphs(reply)}
<p>— ${words.support}</p>
<blockquote style="margin:16px 0 0;padding-left:12px;border-left:3px solid #cbd5e1;color:#475569">${paragraphs(query.message)}</blockquote>
</div></body></html>`;
  return { to: query.email, subject, text, html };
}
