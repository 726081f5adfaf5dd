import { formatRupees } from "@contract/money-format";

/** What a row is about when the thing itself is gone: a deleted listing's title stays in its details. */
export function goneLabel(entityType: string, details: Record<string, unknown> | null): string | null {
  if (entityType === "product" && typeof details?.title === "string") return `"${details.title}" (deleted)`;
  return entityType === "product" ? "a deleted listing" : null;
}

const words = (value: string) => value.replaceAll("_", " ");
const camelWords = (key: string) => key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
const dateOnly = (value: string) => new Date(value).toLocaleDateString("en-IN", { dateStyle: "medium" });

/** Each known detail in words; keys that hold ids or what the entity label already says are left out. */
const PARTS: Record<string, (value: unknown, all: Record<string, unknown>) => string | undefined> = {
  from: (from, all) => (all.to === undefined ? `was ${words(String(from))}` : undefined),
  to: (to, all) =>
    all.from === undefined ? `to ${words(String(to))}` : `from ${words(String(all.from))} to ${words(String(to))}`,
  reason: (v) => (v ? `reason: ${String(v)}` : undefined),
  rejectionNote: (v) => `note: ${String(v)}`,
  editRequests: (v) => `asked for: ${String(v)}`,
  expectedDeliveryDate: (v) => (v ? `expected delivery ${dateOnly(String(v))}` : undefined),
  refundAmount: (v) => `refund ${formatRupees(Number(v))}`,
  amount: (v) => `amount ${formatRupees(Number(v))}`,
  bankReference: (v) => `bank reference ${String(v)}`,
  accountNumber: (v) => `account ${String(v)}`,
  length: (v) => `${String(v)}-character reply`,
  changes: (v) =>
    v && typeof v === "object" && Object.keys(v).length > 0
      ? `changed ${Object.keys(v).map(camelWords).join(", ")}`
      : undefined,
  payoutIds: (v) => (Array.isArray(v) ? `${v.length} payout${v.length === 1 ? "" : "s"} shown` : undefined),
};

export function auditDetailsText(details: Record<string, unknown> | null): string | null {
  if (!details) return null;
  const parts = Object.entries(details).flatMap(([key, value]) => {
    const part = PARTS[key]?.(value, details);
    return part ? [part] : [];
  });
  return parts.length > 0 ? parts.join("; ") : null;
}
