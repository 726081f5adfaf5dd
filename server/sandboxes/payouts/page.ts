import type { SandboxObject } from "./books-repo";

/** The sandbox's page: recent penny drops and payouts, each with the buttons that decide it. No script. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#eef2f7;color:#1f2937}
main{max-width:860px;width:calc(100% - 24px);margin:24px auto}h1{font-size:20px}p{color:#4b5563}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden;margin-bottom:24px}
th,td{padding:8px 10px;border-bottom:1px solid #e5e7eb;text-align:left;font-size:14px;vertical-align:top}
form{display:inline}button{margin:2px;padding:6px 10px;border-radius:6px;border:1px solid #d1d5db;background:#fff;cursor:pointer}
.ok{background:#0f766e;color:#fff;border-color:#0f766e}`;

const button = (kind: string, id: string, outcome: string, label: string, css = "") =>
  `<form method="post" action="/sandbox/payouts/control/${kind}/${escapeHtml(id)}"><input type="hidden" name="outcome" value="${outcome}"><button class="${css}" type="submit">${label}</button></form>`;

export function sandboxPayoutsPage(rows: SandboxObject[], seconds: number, rupees: (n: number) => string) {
  const validations = rows.filter((r) => r.kind === "fund_account.validation");
  const payouts = rows.filter((r) => r.kind === "payout");
  const vRows = validations
    .map((r) => {
      const e = r.entity as {
        status: string;
        fund_account: { bank_account: { name: string; account_number: string } };
        results: { account_status: string | null; registered_name: string | null };
      };
      const actions =
        e.status === "created"
          ? button("validations", r.id, "active", "Active", "ok") +
            button("validations", r.id, "invalid", "Invalid") +
            button("validations", r.id, "failed", "Bank unreachable")
          : "";
      return `<tr><td>${escapeHtml(r.id)}</td><td>${escapeHtml(e.fund_account.bank_account.name)}<br><small>${escapeHtml(e.fund_account.bank_account.account_number)}</small></td><td>${escapeHtml(e.status)} ${escapeHtml(e.results.account_status ?? "")}<br><small>${escapeHtml(e.results.registered_name ?? "")}</small></td><td>${actions}</td></tr>`;
    })
    .join("");
  const pRows = payouts
    .map((r) => {
      const e = r.entity as {
        status: string;
        amount: number;
        mode: string;
        utr: string | null;
        narration: string | null;
      };
      const actions =
        e.status === "processing" || e.status === "queued"
          ? button("payouts", r.id, "processed", "Processed", "ok") + button("payouts", r.id, "failed", "Fail")
          : e.status === "processed"
            ? button("payouts", r.id, "reversed", "Reverse")
            : "";
      return `<tr><td>${escapeHtml(r.id)}</td><td>${rupees(e.amount / 100)} ${escapeHtml(e.mode)}<br><small>${escapeHtml(e.narration ?? "")}</small></td><td>${escapeHtml(e.status)}<br><small>${escapeHtml(e.utr ?? "")}</small></td><td>${actions}</td></tr>`;
    })
    .join("");
  const table = (head: string, body: string) =>
    `<table><thead><tr>${head}</tr></thead><tbody>${body || '<tr><td colspan="4">Nothing yet</td></tr>'}</tbody></table>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payouts · Dobara</title><style>${STYLE}</style></head>
<body><main><h1>Sandbox payouts (stands in for RazorpayX)</h1>
<p>No real money moves. Whatever nobody decides here settles by itself after ${seconds} seconds: penny drops come back active with the holder's name (an account ending 0000 comes back invalid), payouts are processed with a UTR.</p>
<h2>Penny drops</h2>${table("<th>Validation</th><th>Account</th><th>Status</th><th></th>", vRows)}
<h2>Payouts</h2>${table("<th>Payout</th><th>Amount</th><th>Status</th><th></th>", pRows)}
</main></body></html>`;
}
