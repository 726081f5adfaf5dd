import type { InvoiceDocument } from "./invoice-document";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const cells = (tag: "td" | "th", values: string[]) =>
  values.map((v, i) => `<${tag}${i > 0 ? ' class="n"' : ""}>${escape(v)}</${tag}>`).join("");

/** The invoice as a page of its own, printable (every value escaped: names and addresses are what people typed). */
export function invoiceHtml(d: InvoiceDocument) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(`${d.title} ${d.facts[0]![1]}`)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;color:#1f2937;max-width:760px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 16px}.grid{display:flex;flex-wrap:wrap;gap:24px;margin-bottom:16px}.grid>div{flex:1 1 260px}
h2{font-size:13px;text-transform:uppercase;color:#6b7280;margin:0 0 4px}p{margin:0}
table{width:100%;border-collapse:collapse;margin:12px 0}td,th{border-bottom:1px solid #e5e7eb;padding:6px 4px;text-align:left}
.n{text-align:right;white-space:nowrap}tfoot td{font-weight:600}small{color:#6b7280}
</style></head><body>
<h1>${escape(d.title)}</h1>
<div class="grid">
<div><h2>Supplier</h2>${d.supplier.map((l) => `<p>${escape(l)}</p>`).join("")}</div>
<div><h2>Recipient</h2>${d.recipient.map((l) => `<p>${escape(l)}</p>`).join("")}</div>
<div><h2>Details</h2>${d.facts.map(([k, v]) => `<p>${escape(k)}: <b>${escape(v)}</b></p>`).join("")}</div>
</div>
<table><thead><tr>${cells("th", d.columns)}</tr></thead>
<tbody>${d.rows.map((r) => `<tr>${cells("td", r)}</tr>`).join("")}</tbody>
<tfoot><tr>${cells("td", d.totals)}</tr></tfoot></table>
<small>${escape(d.footer)}</small>
</body></html>`;
}
