import { BRAND } from "@contract/brand";
import type { Mail } from "../../lib/mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The admin's answer to a contact query, quoting what the person asked so the mail stands on its own. */
export function contactReplyMail(
  query: { name: string; email: string; subject: string; message: string },
  reply: string,
): Mail {
  const subject = `${BRAND.name}: Re: ${query.subject}`;
  const quoted = query.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const text = [`Hello ${query.name},`, reply, `— ${BRAND.name} support`, `You wrote:\n${quoted}`].join("\n\n");
  const paragraphs = (s: string) =>
    s
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
      .join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p style="font-size:20px;font-weight:800;color:#115e59;margin:0 0 16px">${BRAND.name}</p>
<p>Hello ${escapeHtml(query.name)},</p>
${paragraphs(reply)}
<p>— ${BRAND.name} support</p>
<blockquote style="margin:16px 0 0;padding-left:12px;border-left:3px solid #cbd5e1;color:#475569">${paragraphs(query.message)}</blockquote>
</div></body></html>`;
  return { to: query.email, subject, text, html };
}
