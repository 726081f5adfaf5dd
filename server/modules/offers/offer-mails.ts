import { BRAND } from "@contract/brand";
import type { Mail } from "../../lib/mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short mail about an offer someone must act on, with a link to the dashboard's Offers tab. */
export function offerMail(to: string, subject: string, lines: string[], link: string): Mail {
  const text = [...lines, "", `Open your offers: ${link}`, "", `— ${BRAND.name}`].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p style="font-size:20px;font-weight:800;color:#115e59;margin:0 0 16px">${BRAND.name}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}" style="color:#0f766e;font-weight:600">Open your offers</a></p></div></body></html>`;
  return { to, subject: `${BRAND.name}: ${subject}`, text, html };
}
