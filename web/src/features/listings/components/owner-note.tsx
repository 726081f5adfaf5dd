import { Info, LayoutDashboard } from "lucide-react";
import { Link } from "wouter";
import type { ProductDetail } from "@contract/products";
import { Button } from "@web/components/ui/button";

const STATUS_NOTE: Record<string, string> = {
  pending: "Waiting for admin approval: buyers cannot see it yet.",
  rejected: "Not approved. Edit it to send it for review again.",
  delisted: "Delisted by an admin: buyers cannot see it.",
};

/** The seller's own listing: where it stands with the admins, and the way to manage it. */
export function OwnerNote({ product }: { product: ProductDetail }) {
  return (
    <div className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <p className="flex items-start gap-2 font-semibold">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> This is your listing.
      </p>
      {STATUS_NOTE[product.status] && <p className="mt-1">{STATUS_NOTE[product.status]}</p>}
      {product.hasPendingEdit && (
        <p className="mt-1">Your latest edit is awaiting approval; buyers see the listing as it was until then.</p>
      )}
      {product.rejectionReason && <p className="mt-1">Reason: {product.rejectionReason}</p>}
      <Button asChild variant="outline" size="sm" className="mt-3">
        <Link href="/dashboard?tab=products">
          <LayoutDashboard aria-hidden /> Manage in your dashboard
        </Link>
      </Button>
    </div>
  );
}
