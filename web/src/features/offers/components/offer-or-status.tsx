import { useT } from "@web/i18n/i18n";
import { HandCoins } from "lucide-react";
import { Suspense } from "react";
import { useLocation } from "wouter";
import type { ProductDetail } from "@contract/products";
import { Button } from "@web/components/ui/button";
import { lazyPart } from "@web/lib/lazy-part";

// Signed in only, so after hydration: the buyer's own offer on this listing, and its code, come then.
const MyOfferStatus = lazyPart(() => import("./my-offer-status").then((m) => m.MyOfferStatus));

/** Make Offer for a visitor (it asks them to log in); a signed-in buyer's own offer, if they have one, instead. */
export function OfferOrStatus({ product, signedIn }: { product: ProductDetail; signedIn: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  if (!signedIn)
    return (
      // Log in comes back to this listing, where the offer form is one tap away.
      <Button
        onClick={() => navigate(`/login?redirect=${encodeURIComponent(`/products/${product.id}`)}`)}
        data-testid="make-offer"
      >
        <HandCoins aria-hidden /> {t("offers.make")}
      </Button>
    );
  return (
    <Suspense fallback={null}>
      <MyOfferStatus product={product} />
    </Suspense>
  );
}
