import type { Scan } from "./courier";
import { labelOf, statusIdOf } from "./shiprocket-statuses";
import { fromShiprocketTime } from "./shiprocket-times";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const text = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 200) : "");

/**
 * Shiprocket's scan entries (tracking's `shipment_track_activities`, the webhook's `scans`) as scans, oldest first:
 * status by the shipment status numbering (`sr-status`, else its label), entries without a readable time dropped.
 */
export function scansOf(entries: unknown): Scan[] {
  const list = Array.isArray(entries) ? entries.map(obj) : [];
  const scans: Scan[] = [];
  for (const a of list) {
    const at = fromShiprocketTime(a.date);
    if (!at) continue;
    const srStatus = statusIdOf(a["sr-status"], a["sr-status-label"]);
    scans.push({
      srStatus,
      label: text(a["sr-status-label"]) || labelOf(srStatus),
      activity: text(a.activity),
      location: text(a.location),
      at,
    });
  }
  // Newest first on the wire: reversed, a stable sort keeps scans of one second in the courier's order.
  return scans.reverse().sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** A webhook delivery's AWB and scans (its whole history so far; the top-level status when it lists none). */
export function webhookScans(body: unknown): { awb: string; scans: Scan[]; etd: Date | undefined } | undefined {
  const b = obj(body);
  const awb = typeof b.awb === "string" || typeof b.awb === "number" ? String(b.awb).trim() : "";
  if (!/^[A-Za-z0-9-]{4,40}$/.test(awb)) return undefined;
  let scans = scansOf(b.scans);
  if (scans.length === 0) {
    const at = fromShiprocketTime(b.current_timestamp);
    const srStatus = statusIdOf(b.shipment_status_id, b.shipment_status);
    if (at && srStatus)
      scans = [{ srStatus, label: labelOf(srStatus), activity: text(b.current_status), location: "", at }];
  }
  return { awb, scans, etd: fromShiprocketTime(b.etd) };
}
