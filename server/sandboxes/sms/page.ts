import type { SandboxSms } from "./inbox";

/** The page a developer reads the codes on: the SMS the sandbox took in, newest first. No script. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#eef2f7;color:#1f2937}
main{max-width:860px;width:calc(100% - 24px);margin:24px auto}h1{font-size:20px}p{color:#4b5563}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{padding:8px 10px;border-bottom:1px solid #e5e7eb;text-align:left;font-size:14px;vertical-align:top}`;

export function sandboxSmsPage(messages: SandboxSms[]) {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.at.slice(0, 19).replace("T", " "))}</td><td>+${escapeHtml(m.mobiles)}</td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SMS sandbox</title><style>${STYLE}</style></head><body><main>
<h1>SMS sandbox</h1><p>Stands in for MSG91 while no MSG91 key is set (never in production). Codes and accept reminders sent to any number arrive here and in the server log. Reload to see new ones.</p>
<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No SMS yet.</td></tr>'}</tbody></table>
</main></body></html>`;
}
