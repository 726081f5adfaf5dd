import type { SellerPayout } from "@contract/payouts";
import { formatDateIST } from "./format";

type PayoutState = Pick<SellerPayout, "status" | "bankReference" | "paidAt" | "note">;

/** A payout's state in a few words, the same on My Sales and Account > Payouts: due, sending, paid, failed. */
export function payoutState(p: PayoutState): {
  label: string;
  tone: "emerald" | "sky" | "amber" | "red";
  detail?: string;
} {
  if (p.status === "paid")
    return {
      label: "Paid",
      tone: "emerald",
      detail: [p.paidAt && formatDateIST(p.paidAt), p.bankReference && `UTR ${p.bankReference}`]
        .filter(Boolean)
        .join(" · "),
    };
  if (p.status === "sending") return { label: "Sending", tone: "sky", detail: "On its way to your bank" };
  if (p.note?.startsWith("Failed: ")) return { label: "Failed", tone: "red", detail: p.note.slice("Failed: ".length) };
  return { label: "Due", tone: "amber", detail: p.note ?? "Goes out to your bank shortly" };
}

export const PAYOUT_TONES = {
  emerald: "bg-emerald-50 text-emerald-800",
  sky: "bg-sky-50 text-sky-800",
  amber: "bg-amber-50 text-amber-900",
  red: "bg-red-50 text-red-800",
} as const;
