import { BRAND } from "@contract/brand";
import { formatRupees } from "@contract/money-format";
import { toRupees } from "@contract/money";
import { MISMATCH_KIND_LABELS } from "@contract/reconciliation";
import type { Mail } from "../../lib/mailer";
import type { FoundMismatch } from "./reconciliation-repo";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const amount = (paise: number | null) => (paise === null ? "nothing" : formatRupees(toRupees(paise)));

/** One line saying what differs: the kind, the gateway's reference, and both amounts. */
export function mismatchLine(day: string, m: FoundMismatch) {
  return `${day}, ${m.gateway}: ${MISMATCH_KIND_LABELS[m.kind]} (${m.gatewayRef}): gateway ${amount(m.gatewayPaise)}, books ${amount(m.bookPaise)}.`;
}

/** The bell's notice to an admin. */
export const mismatchNotice = (userId: string, day: string, m: FoundMismatch) => ({
  userId,
  type: "reconciliation_mismatch" as const,
  title: "Reconciliation mismatch",
  message: mismatchLine(day, m),
});

/** The mail to an admin: every new mismatch of a run, with a link to the Reconciliation tab. */
export function mismatchMail(to: string, lines: string[], link: string): Mail {
  const subject = lines.length === 1 ? "A reconciliation mismatch" : `${lines.length} reconciliation mismatches`;
  const intro = "The gateways and our books disagree. Each stays open until it is resolved:";
  const text = [intro, ...lines, `Open the Reconciliation tab: ${link}`, `— ${BRAND.name}`].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p style="font-size:20px;font-weight:800;color:#115e59;margin:0 0 16px">${BRAND.name}</p>
<p>${escapeHtml(intro)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("\n")}</ul>
<p><a href="${escapeHtml(link)}" style="color:#0f766e;font-weight:600">Open the Reconciliation tab</a></p></div></body></html>`;
  return { to, subject: `${BRAND.name}: ${subject}`, text, html };
}
