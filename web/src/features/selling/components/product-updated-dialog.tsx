import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";

/** /edit-product (docs/product.md#pages): the success dialog shown for the 2 seconds before the move to My Products. */
export function ProductUpdatedDialog({ open, live }: { open: boolean; live: boolean }) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity starting:opacity-0" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-1/2 rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <div className="mx-auto grid size-12 place-items-center rounded-full bg-emerald-50 text-emerald-600">
            <CircleCheck className="size-6" aria-hidden />
          </div>
          <Dialog.Title className="mt-3 text-lg font-bold text-slate-900">Product Updated!</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Your product has been updated and sent for admin approval.
            {live ? " Buyers see the current version until it is approved." : ""} Taking you to My Products…
          </Dialog.Description>
          <Button asChild size="lg" className="mt-5 w-full">
            <Link href="/dashboard?tab=products">Go to My Products</Link>
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
