import type { SandboxWhatsApp } from "./outbox";

/** The page a developer reads the WhatsApp messages on, and answers them from: statuses, a STOP reply. No script. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#eef2f7;color:#1f2937}
main{max-width:960px;width:calc(100% - 24px);margin:24px auto}h1{font-size:20px}p{color:#4b5563}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{padding:8px 10px;border-bottom:1px solid #e5e7eb;text-align:left;font-size:14px;vertical-align:top}
form{display:inline-block;margin:0 4px 4px 0}button{font-size:13px;padding:3px 8px}`;

const button = (action: string, fields: Record<string, string>, label: string) =>
  `<form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("")}<button type="submit">${escapeHtml(label)}</button></form>`;

function row(m: SandboxWhatsApp) {
  const status = `/sandbox/whatsapp/messages/${encodeURIComponent(m.wamid)}/status`;
  const actions = [
    button(status, { status: "delivered" }, "Delivered"),
    button(status, { status: "read" }, "Read"),
    button(status, { status: "failed" }, "Failed"),
    button("/sandbox/whatsapp/inbound", { from: m.to.replace("+", ""), text: "STOP" }, "Reply STOP"),
  ].join("");
  return `<tr><td>${escapeHtml(m.at.slice(0, 19).replace("T", " "))}</td><td>${escapeHtml(m.to)}</td>
<td><b>${escapeHtml(m.template)}</b> (${escapeHtml(m.language)})<br>${m.parameters.map(escapeHtml).join("<br>")}</td>
<td>${escapeHtml(m.statuses.join(", ") || "accepted")}</td><td>${actions}</td></tr>`;
}

export function sandboxWhatsAppPage(messages: SandboxWhatsApp[]) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>WhatsApp sandbox</title><style>${STYLE}</style></head><body><main>
<h1>WhatsApp sandbox</h1><p>Stands in for Meta's WhatsApp Cloud API while no WhatsApp settings are set (never in production). Template messages sent to opted-in numbers arrive here. The buttons post Meta's signed webhooks back to the app: a status, or a STOP reply from that number. Reload to see new ones.</p>
<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Template and parameters</th><th>Statuses told</th><th>Answer as Meta</th></tr></thead><tbody>${messages.map(row).join("") || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table>
</main></body></html>`;
}
