import { formatRupees } from "@contract/money-format";

/** The sandbox gateway's pages: small server-rendered HTML that looks like a hosted payment page. No SPA, no inline script. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#eef2f7;color:#1f2937}
main{max-width:420px;width:calc(100% - 24px);margin:32px auto;background:#fff;border-radius:12px;box-shadow:0 4px 20px #0002;overflow:hidden}
header{background:#0f766e;color:#fff;padding:16px 20px}header small{opacity:.8}
section{padding:20px}.amount{font-size:28px;font-weight:700;margin:4px 0 16px}
fieldset{border:1px solid #d1d5db;border-radius:8px;margin:0 0 16px;padding:8px 12px}label{display:block;padding:6px 0}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer;margin-top:8px}
.pay{background:#0f766e;color:#fff}.fail{background:#fee2e2;color:#991b1b}.note{font-size:12px;color:#6b7280;margin-top:16px}`;

const page = (title: string, body: string, script?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script ? `<script src="${escapeHtml(script)}"></script>` : ""}</body></html>`;

export function payuCheckoutPage(request: Record<string, string>, productinfo: string, amount: number) {
  const form = (outcome: "success" | "failure", label: string, css: string, extra = "") =>
    `<form method="post" action="/sandbox/payu/complete">${hidden({ ...request, outcome })}${extra}<button class="${css}" type="submit">${label}</button></form>`;
  const methods = `<fieldset><legend>Pay using</legend>
<label><input type="radio" name="mode" value="UPI" checked> UPI</label>
<label><input type="radio" name="mode" value="CC"> Credit / debit card</label>
<label><input type="radio" name="mode" value="NB"> Net banking</label></fieldset>`;
  return page(
    "Sandbox payment · Dobara",
    `<header><strong>Dobara</strong><br><small>Sandbox payment page: no real money moves</small></header>
<section><div>${escapeHtml(productinfo)}</div><div class="amount">${formatRupees(amount)}</div>
${form("success", `Pay ${formatRupees(amount)}`, "pay", methods)}
${form("failure", "Fail payment", "fail")}
<p class="note">Transaction ${escapeHtml(request.txnid ?? "")}. This page stands in for PayU when no PayU keys are set.</p></section>`,
  );
}

/** Posts the gateway's answer back to the merchant: submitted by a small same-origin script, or by hand. */
export function returnToMerchantPage(action: string, fields: Record<string, string>) {
  return page(
    "Returning to Dobara",
    `<section><form method="post" action="${escapeHtml(action)}">${hidden(fields)}
<p>Returning to Dobara…</p><button class="pay" type="submit">Continue</button></form></section>`,
    "/sandbox/payu/return.js",
  );
}

export const errorPage = (message: string) =>
  page("Payment error", `<header><strong>Dobara</strong></header><section><p>${escapeHtml(message)}</p></section>`);

/**
 * What a declined payment tells the buyer, in the words Razorpay itself uses: the checkout shows the gateway's
 * description as it is, so the sandbox's must read as a real one would (never "sandbox").
 */
export const SANDBOX_DECLINE_TEXT =
  "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.";

export const RETURN_SCRIPT = "document.forms[0].submit();\n";

/**
 * The stand-in for Razorpay's checkout.js: `new Razorpay(options).open()` shows Pay and Fail; Pay asks the sandbox
 * for a correctly signed payment and hands it to options.handler, Fail calls the payment.failed listeners.
 */
export const RAZORPAY_CHECKOUT_SCRIPT = `(function () {
  function Razorpay(options) { this.options = options || {}; this.listeners = {}; }
  Razorpay.prototype.on = function (event, fn) { this.listeners[event] = fn; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var shade = document.createElement("div");
    shade.setAttribute("role", "dialog");
    shade.setAttribute("aria-label", "Sandbox Razorpay checkout");
    shade.style.cssText = "position:fixed;inset:0;background:#0008;display:flex;align-items:center;justify-content:center;z-index:9999";
    var box = document.createElement("div");
    box.style.cssText = "background:#fff;border-radius:12px;padding:20px;width:300px;font-family:system-ui,sans-serif";
    var title = document.createElement("p");
    title.textContent = (o.name || "Dobara") + " · sandbox Razorpay";
    var amount = document.createElement("p");
    amount.style.cssText = "font-size:24px;font-weight:700";
    amount.textContent = "₹" + (Number(o.amount || 0) / 100).toLocaleString("en-IN");
    function button(label, bg, fg, onClick) {
      var b = document.createElement("button");
      b.type = "button"; b.textContent = label;
      b.style.cssText = "display:block;width:100%;padding:10px;margin-top:8px;border:0;border-radius:8px;cursor:pointer;background:" + bg + ";color:" + fg;
      b.addEventListener("click", onClick);
      return b;
    }
    function close() { shade.remove(); }
    box.append(title, amount,
      button("Pay", "#0f766e", "#fff", function () {
        fetch("/sandbox/razorpay/pay", { method: "POST", headers: { "content-type": "application/json" },
          body: JSON.stringify({ order_id: o.order_id, amount: o.amount, key: o.key }) })
          .then(function (r) { if (!r.ok) throw new Error("sandbox refused"); return r.json(); })
          .then(function (resp) { close(); if (o.handler) o.handler(resp); })
          .catch(function () { close(); if (self.listeners["payment.failed"]) self.listeners["payment.failed"]({ error: { description: "Sandbox payment failed" } }); });
      }),
      button("Fail", "#fee2e2", "#991b1b", function () {
        fetch("/sandbox/razorpay/pay", { method: "POST", headers: { "content-type": "application/json" },
          body: JSON.stringify({ order_id: o.order_id, amount: o.amount, key: o.key, outcome: "failure" }) })
          .catch(function () {})
          .then(function () { close(); if (self.listeners["payment.failed"]) self.listeners["payment.failed"]({ error: { description: ${JSON.stringify(SANDBOX_DECLINE_TEXT)} } }); });
      }),
      button("Cancel", "#f3f4f6", "#111", function () { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); }));
    shade.append(box);
    document.body.append(shade);
  };
  window.Razorpay = Razorpay;
})();
`;
