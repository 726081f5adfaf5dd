import { DialogShell, DialogTitle, DialogDescription } from "@web/components/ui/dialog";
import { CircleCheck } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";
import { PRODUCT_MESSAGES } from "@contract/products";
import { useMessages } from "@web/i18n/feature-messages";
import { sellingMessages } from "../selling/messages";

/** /edit-product (docs/product.md#pages): the success dialog shown for the 2 seconds before the move to My Products. */
export function ProductUpdatedDialog({ open, live }: { open: boolean; live: boolean }) {
  const t = useMessages(sellingMessages);
  return (
    <DialogShell open={open} fadeIn className="max-w-sm text-center" onEscapeKeyDown={(e) => e.preventDefault()}>
      <div className="mx-auto grid size-12 place-items-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="size-6" aria-hidden />
      </div>
      <DialogTitle className="mt-3">{t("listing.updatedDialog")}</DialogTitle>
      <DialogDescription className="mt-2">
        {t.text(PRODUCT_MESSAGES.updated)}
        {live ? ` ${t("listing.updatedLive")}` : ""} {t("listing.takingYou")}
      </DialogDescription>
      <Button asChild size="lg" className="mt-5 w-full">
        <Link href="/dashboard?tab=products">{t("listing.goToMyProducts")}</Link>
      </Button>
    </DialogShell>
  );
}
