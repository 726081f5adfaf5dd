import { Info, LayoutDashboard } from "lucide-react";
import { Link } from "wouter";
import type { ProductDetail } from "@contract/products";
import { Button } from "@web/components/ui/button";
import { useMessages, type KeyOf } from "@web/i18n/feature-messages";
import { productMessages } from "../messages";

const STATUS_NOTE: Record<string, KeyOf<typeof productMessages>> = {
  pending: "ownerNote.pending",
  rejected: "ownerNote.rejected",
  delisted: "ownerNote.delisted",
};

/** The seller's own listing: where it stands with the admins, and the way to manage it. */
export function OwnerNote({ product }: { product: ProductDetail }) {
  const t = useMessages(productMessages);
  const note = STATUS_NOTE[product.status];
  return (
    <div className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <p className="flex items-start gap-2 font-semibold">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {t("ownerNote.yours")}
      </p>
      {note && <p className="mt-1">{t(note)}</p>}
      {product.hasPendingEdit && <p className="mt-1">{t("ownerNote.pendingEdit")}</p>}
      {product.rejectionReason && <p className="mt-1">{t("ownerNote.reason", { reason: product.rejectionReason })}</p>}
      <Button asChild variant="outline" size="sm" className="mt-3">
        <Link href="/dashboard?tab=products">
          <LayoutDashboard aria-hidden /> {t("ownerNote.manage")}
        </Link>
      </Button>
    </div>
  );
}
