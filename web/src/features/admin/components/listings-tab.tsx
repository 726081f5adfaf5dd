import { BadgeCheck, CircleAlert } from "lucide-react";
import { useListingsWithBankAccounts } from "../api/moderation-lists";
import { ListStates } from "./list-states";
import { ModerationCard, StatusBadge } from "./moderation-card";

const STATUS_TONE = { pending: "amber", approved: "emerald", rejected: "slate" } as const;

/** Every listing with its seller and payout account, so payouts can be checked before they are due. */
export function ListingsTab() {
  const query = useListingsWithBankAccounts();
  return (
    <ListStates query={query} empty="No listings yet." failure="Failed to fetch products with bank accounts">
      {(items) =>
        items.map((listing) => (
          <ModerationCard
            key={listing.id}
            product={listing}
            badge={<StatusBadge tone={STATUS_TONE[listing.status as keyof typeof STATUS_TONE] ?? "slate"}>{listing.status}</StatusBadge>}
          >
            <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
              {listing.bankAccountId ? (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-slate-900">{listing.bankName}</span>
                  <span className="font-mono text-slate-700">{listing.accountNumber}</span>
                  <span className="font-mono text-slate-700">{listing.ifscCode}</span>
                  <span className="text-slate-600">{listing.accountHolderName}</span>
                  {listing.isBankVerified ? (
                    <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
                      <BadgeCheck className="size-4" aria-hidden /> Verified
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 font-semibold text-amber-700">
                      <CircleAlert className="size-4" aria-hidden /> Not verified
                    </span>
                  )}
                </div>
              ) : (
                <p className="text-slate-600">No payout account on this listing.</p>
              )}
            </div>
          </ModerationCard>
        ))
      }
    </ListStates>
  );
}
