import { DialogShell, DialogTitle, DialogDescription } from "@web/components/ui/dialog";
import { CircleCheck } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";

/** /edit-product (docs/product.md#pages): the success dialog shown for the 2 seconds before the move to My Products. */
export function ProductUpdatedDialog({ open, live }: { open: boolean; live: boolean }) {
  return (
    <DialogShell open={open} fadeIn className="max-w-sm text-center" onEscapeKeyDown={(e) => e.preventDefault()}>
      <div className="mx-auto grid size-12 place-items-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="size-6" aria-hidden />
      </div>
      <DialogTitle className="mt-3">Product Updated!</DialogTitle>
      <DialogDescription className="mt-2">
        Your product has been updated and sent for admin approval.
        {live ? " Buyers see the current version until it is approved." : ""} Taking you to My Products…
      </DialogDescription>
      <Button asChild size="lg" className="mt-5 w-full">
        <Link href="/dashboard?tab=products">Go to My Products</Link>
      </Button>
    </DialogShell>
  );
}
