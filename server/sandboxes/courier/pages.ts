import type { SandboxCourierOrder } from "./schema";
import { istStamp } from "@contract/ist-days";

/** The sandbox courier's pages: its public tracking page (with buttons to scan) and a shipping label. No script. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:520px;width:calc(100% - 24px);margin:24px auto;background:#fff;border-radius:12px;box-shadow:0 4px 20px #0002;overflow:hidden}
header{background:#7c2d12;color:#fff;padding:16px 20px}header small{opacity:.8}section{padding:16px 20px}
ol{list-style:none;padding:0;margin:0}li{border-left:3px solid #fdba74;padding:4px 0 12px 12px}li small{color:#6b7280;display:block}
.actions{display:flex;flex-wrap:wrap;gap:8px}.actions form{flex:1 1 45%}
button{width:100%;padding:10px;border-radius:8px;border:1px solid #9a3412;background:#fff7ed;color:#7c2d12;font-size:15px;cursor:pointer}
.label{border:2px solid #111;margin:16px;padding:12px;font-family:ui-monospace,monospace}.awb{font-size:24px;letter-spacing:2px}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

const SCAN_BUTTONS: [number, string][] = [
  [42, "Picked up"],
  [18, "In transit"],
  [17, "Out for delivery"],
  [7, "Delivered"],
  [21, "Delivery attempt failed"],
  [9, "Return to origin"],
  [10, "Back with the seller"],
];

export function trackingPage(order: SandboxCourierOrder) {
  const awb = order.awb ?? "";
  const scans = [...order.scans]
    .reverse()
    .map(
      (s) =>
        `<li><strong>${escapeHtml(s.label)}</strong> ${escapeHtml(s.activity)}<small>${escapeHtml(istStamp(new Date(s.at)))} IST · ${escapeHtml(s.location)}</small></li>`,
    )
    .join("");
  const buttons = SCAN_BUTTONS.map(
    ([status, label]) =>
      `<form method="post" action="/sandbox/courier/shipments/${encodeURIComponent(awb)}/scan"><input type="hidden" name="status" value="${status}"><button type="submit">${label}</button></form>`,
  ).join("");
  return page(
    `Tracking ${awb}`,
    `<header><strong>Sandbox courier</strong><br><small>Stands in for Shiprocket: no parcel moves</small></header>
<section><div>AWB</div><div class="awb">${escapeHtml(awb)}</div><p>${escapeHtml(order.courierName ?? "")} · ${escapeHtml(order.status)}${order.isReturn ? " · return" : ""}</p>
<ol>${scans || "<li>No scans yet</li>"}</ol></section>
<section><p>Scan this shipment as the courier would:</p><div class="actions">${buttons}</div></section>`,
  );
}

export function labelPage(order: SandboxCourierOrder) {
  const d = order.details as Record<string, string | undefined>;
  return page(
    `Label ${order.awb ?? ""}`,
    `<div class="label"><div>${escapeHtml(order.courierName ?? "")}</div><div class="awb">${escapeHtml(order.awb ?? "")}</div>
<p><strong>Ship to</strong><br>${escapeHtml(d.deliveryName ?? "")}<br>${escapeHtml(d.deliveryAddress ?? "")}<br>${escapeHtml(d.deliveryCity ?? "")} ${escapeHtml(d.deliveryPincode ?? "")}<br>Phone ${escapeHtml(d.deliveryPhone ?? "")}</p>
<p><strong>From</strong> ${escapeHtml(order.pickupLocation)}</p><p>Order ${escapeHtml(order.channelOrderId)} · Prepaid</p></div>`,
  );
}
