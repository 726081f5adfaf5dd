import { withoutLanguage } from "@contract/language";
import { useT } from "@web/i18n/i18n";
import { Suspense } from "react";
import { toast } from "@web/components/ui/use-toast";
import { lazyPart } from "@web/lib/lazy-part";
import { useSession } from "@web/lib/session";
import { HeartButton } from "./heart-button";
import type { HeartProps } from "./signed-in-heart";

// A signed-in person's heart reads and changes their wishlist: that code loads once they are known (after hydration).
const SignedInHeart = lazyPart(() => import("./signed-in-heart").then((m) => m.SignedInHeart));

/** The wishlist heart (docs/product.md#pages). A visitor is asked to log in; admins have no wishlist. */
export function WishlistHeart({ productId, title, className }: HeartProps) {
  const t = useT();
  const session = useSession();
  if (session.status === "signed-out") {
    const askToLogIn = () => {
      // Log in brings the visitor back to this page, where the heart is one tap away.
      const back = `${withoutLanguage(window.location.pathname)}${window.location.search}`;
      toast({
        title: t("wishlist.loginRequired"),
        description: t("wishlist.loginRequiredText"),
        variant: "destructive",
        action: { label: t("wishlist.logIn"), href: `/login?redirect=${encodeURIComponent(back)}` },
      });
    };
    return <HeartButton title={title} on={false} onToggle={askToLogIn} className={className} />;
  }
  if (session.user.role === "admin") return null;
  return (
    <Suspense fallback={<HeartButton title={title} on={false} disabled className={className} />}>
      <SignedInHeart userId={session.user.id} productId={productId} title={title} className={className} />
    </Suspense>
  );
}
