import { useT } from "@web/i18n/i18n";
import { WISHLIST_MESSAGES } from "@contract/wishlist-messages";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError } from "@web/lib/api-client";
import { useAddToWishlist } from "@web/lib/api/add-to-wishlist";
import { useRemoveFromWishlist } from "@web/lib/api/remove-from-wishlist";
import { useWishlist } from "@web/lib/api/wishlist";
import { HeartButton } from "./heart-button";

/** A signed-in person's heart: toggles; a 409 on add means it was already saved, so the heart turns on. */
export function SignedInHeart({ userId, productId, title, className }: { userId: string } & HeartProps) {
  const t = useT();
  const wishlist = useWishlist(userId);
  const add = useAddToWishlist(userId);
  const remove = useRemoveFromWishlist(userId, {
    onSuccess: () => toast({ title: t.text(WISHLIST_MESSAGES.removed), description: title, variant: "success" }),
    onError: () =>
      toast({ title: t("wishlist.removeFailed"), description: t("shell.pleaseTryAgain"), variant: "destructive" }),
  });
  const entry = wishlist.data?.find((e) => e.productId === productId);
  const on = Boolean(entry) || (add.isPending && add.variables === productId);

  function toggle() {
    if (entry) {
      remove.mutate(entry.id);
      return;
    }
    add.mutate(productId, {
      onSuccess: () => toast({ title: t.text(WISHLIST_MESSAGES.added), description: title, variant: "success" }),
      onError: (err) =>
        err instanceof ApiRequestError && err.status === 409
          ? toast({ title: t.text(WISHLIST_MESSAGES.already), description: title })
          : toast({ title: t("wishlist.addFailed"), description: t("shell.pleaseTryAgain"), variant: "destructive" }),
    });
  }

  return <HeartButton title={title} on={on} onToggle={toggle} className={className} />;
}

export interface HeartProps {
  productId: string;
  title: string;
  className?: string;
}
