import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import { financialYearLabel, istQuarterRange } from "@contract/tax";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { payouts } from "../../db/schema/payouts";
import { sellerTaxIds } from "../../db/schema/seller-tax";
import { users } from "../../db/schema/users";
import type { Encryptor } from "../../lib/encryption";
import { recordAdminAction } from "../admin";

const cell = (v: string | number) => {
  const t = String(v);
  const safe = /^[=+\-@\t\r]/.test(t) ? `'${t}` : t;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

function taxIdOf(encryptor: Encryptor, sealed: string | null) {
  if (!sealed) return "not given (206AA)";
  try {
    return encryptor.decrypt(sealed);
  } catch {
    return "unreadable: ask the seller again";
  }
}

/**
 * The TDS deducted in a quarter of a financial year (by when the payout fell due, India's time), one row per payout,
 * with each seller's full PAN or Aadhaar, for the quarterly return (docs/tax.md). Downloading it is audit-logged.
 */
export async function tdsQuarterCsv(db: Db, encryptor: Encryptor, adminId: string, year: number, quarter: number) {
  const { from, to } = istQuarterRange(year, quarter);
  const rows = await db
    .select({
      dueAt: payouts.dueAt,
      orderNumber: orders.orderNumber,
      gross: orders.finalPrice,
      tds: payouts.tds,
      sellerName: users.fullName,
      kind: sellerTaxIds.kind,
      sealed: sellerTaxIds.valueEncrypted,
    })
    .from(payouts)
    .innerJoin(orders, eq(orders.id, payouts.orderId))
    .innerJoin(users, eq(users.id, payouts.sellerId))
    .leftJoin(sellerTaxIds, eq(sellerTaxIds.userId, payouts.sellerId))
    .where(and(gt(payouts.tds, 0), gte(payouts.dueAt, from), lt(payouts.dueAt, to)))
    .orderBy(asc(payouts.dueAt));
  await recordAdminAction(db, {
    adminId,
    action: "tds_report",
    entityType: "tds",
    entityId: adminId,
    details: { year, quarter, rows: rows.length },
  });
  const head = [
    "Financial year",
    "Quarter",
    "Credited on",
    "Order number",
    "Seller",
    "ID kind",
    "PAN or Aadhaar",
    "Gross amount",
    "TDS",
  ];
  const total = rows.reduce((s, r) => s + r.tds, 0);
  const lines = [
    head,
    ...rows.map((r) => [
      financialYearLabel(year),
      `Q${quarter}`,
      r.dueAt.toISOString(),
      r.orderNumber,
      r.sellerName,
      r.kind ?? "",
      taxIdOf(encryptor, r.sealed),
      r.gross,
      r.tds,
    ]),
    ["Total", "", "", "", "", "", "", "", total],
  ];
  return `${lines.map((l) => l.map(cell).join(",")).join("\r\n")}\r\n`;
}
