import { BRAND } from "@contract/brand";
import { pathInLanguage, type Language } from "@contract/language";
import type { Mail } from "./mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A short mail about something the reader must act on, with one link to the exact place in the app. The caller writes
 * the subject, lines and link label in the reader's `language` (decision 0046); the mail is marked with it.
 */
export function actionMail(
  to: string,
  subject: string,
  lines: string[],
  link: { href: string; label: string },
  language: Language = "en",
): Mail {
  const text = [...lines, "", `${link.label}: ${link.href}`, "", `— ${BRAND.name}`].join("\n\n");
  const html = `<!doctype html><html${language === "en" ? "" : ` lang="${language}"`}><body style="font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p style="font-size:20px;font-weight:800;color:#115e59;margin:0 0 16px">${BRAND.name}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}" style="color:#0f766e;font-weight:600">${escapeHtml(link.label)}</a></p></div></body></html>`;
  return { to, subject: `${BRAND.name}: ${subject}`, text, html };
}

/** `path` (an in-app address) under `publicUrl`, in the reader's language: a Hindi reader lands on the /hi page. */
export const linkIn = (publicUrl: string, language: Language, path: string) =>
  `${publicUrl}${language === "en" ? path : pathInLanguage(language, path)}`;
