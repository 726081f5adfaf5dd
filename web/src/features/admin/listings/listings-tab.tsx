import { BadgeCheck, ChevronLeft, ChevronRight, CircleAlert } from "lucide-react";
import { Link, useSearch } from "wouter";
import { ADMIN_LISTINGS_PAGE_SIZE } from "@contract/admin-products";
import { useListingsCount, useListingsPage } from "./api/moderation-lists";
import type { AdminListing } from "./api/admin-product";
import { ListStates } from "../common/list-states";
import { ModerationCard, StatusBadge } from "./moderation-card";

/** A listing's state in the admin's words (the API's status names are for machines). */
function listingStateLabel(listing: Pick<AdminListing, "status" | "isAvailable">): {
  label: string;
  tone: "amber" | "emerald" | "slate" | "sky";
} {
  switch (listing.status) {
    case "pending":
      return { label: "Awaiting review", tone: "amber" };
    case "approved":
      return listing.isAvailable ? { label: "Live", tone: "emerald" } : { label: "Live, not available", tone: "slate" };
    case "rejected":
      return { label: "Rejected", tone: "slate" };
    case "sold":
      return { label: "Sold", tone: "sky" };
    case "delisted":
      return { label: "Delisted", tone: "slate" };
    default:
      return { label: listing.status, tone: "slate" };
  }
}

/** Every listing with its seller and payout account, a page at a time, so payouts can be checked before they are due. */
export function ListingsTab() {
  const requested = Number(new URLSearchParams(useSearch()).get("page"));
  const page = Number.isInteger(requested) && requested > 1 ? requested - 1 : 0;
  const query = useListingsPage(page);
  const total = useListingsCount().data?.total;
  return (
    <>
      <ListStates
        query={query}
        empty={page === 0 ? "No listings yet." : "No listings on this page."}
        failure="Failed to fetch products with bank accounts"
      >
        {(items) =>
          items.map((listing) => {
            const state = listingStateLabel(listing);
            return (
              <ModerationCard
                key={listing.id}
                product={listing}
                badge={<StatusBadge tone={state.tone}>{state.label}</StatusBadge>}
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
            );
          })
        }
      </ListStates>
      <Pager page={page} shown={query.data?.length ?? 0} total={total} />
    </>
  );
}

function Pager({ page, shown, total }: { page: number; shown: number; total: number | undefined }) {
  const first = page * ADMIN_LISTINGS_PAGE_SIZE;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / ADMIN_LISTINGS_PAGE_SIZE));
  const hasNext = pages === undefined ? shown === ADMIN_LISTINGS_PAGE_SIZE : page + 1 < pages;
  if (page === 0 && !hasNext) return null;
  const link =
    "inline-flex h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:border-brand-600 hover:text-brand-800";
  return (
    <nav aria-label="Listings pages" className="mt-5 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        {shown > 0 ? `Showing ${first + 1}–${first + shown}` : "Nothing here"}
        {total !== undefined && ` of ${total}`}
        {pages !== undefined && ` · page ${page + 1} of ${pages}`}
      </p>
      <div className="flex gap-2">
        {page > 0 && (
          <Link href={`?tab=listings&page=${page}`} className={link}>
            <ChevronLeft className="size-4" aria-hidden /> Previous
          </Link>
        )}
        {hasNext && (
          <Link href={`?tab=listings&page=${page + 2}`} className={link}>
            Next <ChevronRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
    </nav>
  );
}
