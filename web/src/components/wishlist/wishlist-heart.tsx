import { clsx } from "clsx";
import { Heart } from "lucide-react";
import type { MouseEvent } from "react";
import { WISHLIST_MESSAGES } from "@contract/wishlist-messages";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError } from "@web/lib/api-client";
import { useAddToWishlist } from "@web/lib/api/add-to-wishlist";
import { useRemoveFromWishlist } from "@web/lib/api/remove-from-wishlist";
import { useWishlist } from "@web/lib/api/wishlist";
import { useSession } from "@web/lib/session";

/** Part 1 §4 wishlist heart: toggles; a 409 on add means it was already saved, so the heart turns on. Admins have no wishlist. */
export function WishlistHeart({
  productId,
  title,
  className,
}: {
  productId: string;
  title: string;
  className?: string;
}) {
  const session = useSession();
  const userId = session.status === "signed-out" ? undefined : session.user.id;
  const wishlist = useWishlist(userId);
  const add = useAddToWishlist(userId ?? "");
  const remove = useRemoveFromWishlist(userId ?? "", {
    onSuccess: () => toast({ title: WISHLIST_MESSAGES.removed, description: title, variant: "success" }),
    onError: () =>
      toast({ title: "Failed to remove from wishlist", description: "Please try again.", variant: "destructive" }),
  });
  if (session.status !== "signed-out" && session.user.role === "admin") return null;

  const entry = wishlist.data?.find((e) => e.productId === productId);
  const on = Boolean(entry) || (add.isPending && add.variables === productId);

  function toggle(event: MouseEvent) {
    // The heart sits on a card that is itself a link.
    event.preventDefault();
    event.stopPropagation();
    if (!userId) {
      // Log in brings the visitor back to this page, where the heart is one tap away.
      const back = `${window.location.pathname}${window.location.search}`;
      toast({
        title: "Login Required",
        description: WISHLIST_MESSAGES.loginRequired,
        variant: "destructive",
        action: { label: "Log in", href: `/login?redirect=${encodeURIComponent(back)}` },
      });
      return;
    }
    if (entry) {
      remove.mutate(entry.id);
      return;
    }
    add.mutate(productId, {
      onSuccess: () => toast({ title: WISHLIST_MESSAGES.added, description: title, variant: "success" }),
      onError: (err) =>
        err instanceof ApiRequestError && err.status === 409
          ? toast({ title: WISHLIST_MESSAGES.already, description: title })
          : toast({ title: "Failed to add to wishlist", description: "Please try again.", variant: "destructive" }),
    });
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={on}
      aria-label={on ? `Remove ${title} from wishlist` : `Add ${title} to wishlist`}
      className={clsx(
        "grid size-11 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <Heart className={clsx("size-5", on ? "fill-rose-500 text-rose-500" : "text-slate-600")} aria-hidden />
    </button>
  );
}
