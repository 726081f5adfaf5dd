import type { ReactNode } from "react";
import type { AdminReturnView } from "@contract/orders";
import { DISPUTE_REASON_LABELS, ReturnPhotos } from "@web/features/orders";
import { formatDateTimeIST } from "@web/lib/format";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-3 text-sm">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      {children}
    </div>
  );
}

/**
 * Both sides of a return side by side (stacked on a phone), with the listing's own photos to compare: the buyer's
 * photos, the seller's note and dispute with theirs.
 */
export function ReturnSides({ item }: { item: AdminReturnView }) {
  const sellerSpoke = item.sellerNote || item.disputeReason || item.sellerPhotos.length > 0;
  if (item.photos.length === 0 && !sellerSpoke) return null;
  return (
    <div className="mt-3 grid gap-3 md:grid-cols-3" data-testid="return-sides">
      <Column title="Buyer">
        <ReturnPhotos photos={item.photos} label="Buyer's photo" />
      </Column>
      <Column title="Seller">
        {item.sellerNote && <p className="mt-1 break-words whitespace-pre-line text-slate-700">{item.sellerNote}</p>}
        <ReturnPhotos photos={item.sellerPhotos} label="Seller's photo" />
        {item.disputeReason && (
          <p className="mt-2 font-semibold text-slate-900">
            Disputed{item.checkedAt ? ` ${formatDateTimeIST(item.checkedAt)}` : ""}:{" "}
            {DISPUTE_REASON_LABELS[item.disputeReason]}
          </p>
        )}
        {item.disputeNote && <p className="mt-1 break-words whitespace-pre-line text-slate-700">{item.disputeNote}</p>}
        <ReturnPhotos photos={item.disputePhotos} label="Seller's dispute photo" />
        {!sellerSpoke && <p className="mt-1 text-slate-500">Nothing yet.</p>}
      </Column>
      <Column title="The listing">
        <ReturnPhotos photos={item.listingImages} label="Listing photo" />
      </Column>
    </div>
  );
}
