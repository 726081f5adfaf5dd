import { z } from "zod";

/**
 * India's tax rules as Dobara applies them (docs/tax.md): the seller's PAN or Aadhaar, the financial year, and the
 * defaults of the GST and section 194-O figures (decisions 0044 and 0045; the operator sets them in configuration).
 */

export const TAX_DEFAULTS = {
  /** Stand-ins outside production only; production refuses to start without GSTIN, GST_LEGAL_NAME, GST_ADDRESS. */
  gstLegalName: "Dobara Marketplace (test)",
  gstAddress: "1 MG Road, Bengaluru 560001",
  gstin: "29AABCD1234E1Z5",
  gstState: "Karnataka",
  /** Other support services (e-commerce platform's fees); decision 0044 asks a tax adviser to confirm it. */
  gstSac: "998599",
  gstRatePercent: 18,
  /** Section 194-O from 1 October 2024 (Finance (No. 2) Act 2024). */
  tdsRatePercent: 0.1,
  /** Section 206AA: no PAN or Aadhaar furnished. */
  tdsNoPanRatePercent: 5,
  /** Section 194-O(4): an individual or HUF with gross sales up to this in the year, who gave a PAN or Aadhaar. */
  smallSellerLimitRupees: 500_000,
} as const;

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Five letters, four digits, a letter; the fourth letter says who holds it (P a person, H a Hindu undivided family). */
const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;
const AADHAAR_PATTERN = /^[2-9][0-9]{11}$/;

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** The Verhoeff check an Aadhaar number's last digit carries: true when the whole number checks out. */
export function verhoeffValid(digits: string) {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(reversed[i])]!]!;
  return c === 0;
}

export type TaxIdKind = "pan" | "aadhaar";

/** Why a typed PAN or Aadhaar is refused, in words; null when it is good. Spaces are ignored, letters upper-cased. */
function taxIdProblem(kind: TaxIdKind, raw: string): string | null {
  const value = normalTaxId(raw);
  if (kind === "pan")
    return PAN_PATTERN.test(value) ? null : "A PAN is 5 letters, 4 digits and a letter, like ABCPE1234F.";
  if (!/^[0-9]{12}$/.test(value)) return "An Aadhaar number is 12 digits.";
  if (!AADHAAR_PATTERN.test(value)) return "An Aadhaar number never starts with 0 or 1.";
  return verhoeffValid(value) ? null : "This Aadhaar number's last digit does not check out: please look at it again.";
}

export const normalTaxId = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();

/** A PAN of a person or a Hindu undivided family, or an Aadhaar (always a person): who 194-O's exemption can cover. */
export const isIndividualOrHuf = (kind: TaxIdKind, value: string) =>
  kind === "aadhaar" || value[3] === "P" || value[3] === "H";

/** What the seller sees of their PAN or Aadhaar: the last four characters only. */
export const maskTaxId = (kind: TaxIdKind, last4: string) => (kind === "pan" ? `XXXXXX${last4}` : `XXXX XXXX ${last4}`);

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April to March, in India's time) a moment falls in: 2026 for 1 Apr 2026 - 31 Mar 2027. */
export function financialYearOf(at: Date) {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
}

/** "2026-27" */
export const financialYearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, "0")}`;

/** The quarter of the financial year (1: April-June ... 4: January-March) a moment falls in, in India's time. */
export function financialQuarterOf(at: Date) {
  const month = new Date(at.getTime() + IST_OFFSET_MS).getUTCMonth();
  return Math.floor(((month + 9) % 12) / 3) + 1;
}

/** The instant a month (YYYY-MM) starts in India's time, and the next one's start. */
export function istMonthRange(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(y, m, 1) - IST_OFFSET_MS);
  return { from, to };
}

/** The instants a quarter (1-4) of a financial year starts and ends at, in India's time. */
export function istQuarterRange(year: number, quarter: number) {
  const startMonth = quarter === 4 ? 0 : 3 + (quarter - 1) * 3;
  const startYear = quarter === 4 ? year + 1 : year;
  const from = new Date(Date.UTC(startYear, startMonth, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(startYear, startMonth + 3, 1) - IST_OFFSET_MS);
  return { from, to };
}

/** PUT /api/payouts/tax-id: the seller's PAN or Aadhaar, checked the same way in the form and on the server. */
export const taxIdInputSchema = z
  .object({ kind: z.enum(["pan", "aadhaar"], { error: "Choose PAN or Aadhaar" }), value: z.string().max(20) })
  .superRefine((v, ctx) => {
    const problem = taxIdProblem(v.kind, v.value);
    if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
  });
export type TaxIdInput = z.infer<typeof taxIdInputSchema>;

/** What the seller (and the Payouts tab) sees: masked, never the number. */
export const taxIdViewSchema = z.object({
  taxId: z.object({ kind: z.enum(["pan", "aadhaar"]), masked: z.string(), updatedAt: z.string() }).nullable(),
});
export type TaxIdView = z.infer<typeof taxIdViewSchema>;

export const tdsQuarterQuerySchema = z.object({
  year: z.coerce.number().int().min(2020, { error: "year must be a financial year's first year, like 2026" }).max(2100),
  quarter: z.coerce
    .number()
    .int()
    .min(1, { error: "quarter must be 1 to 4" })
    .max(4, { error: "quarter must be 1 to 4" }),
});
