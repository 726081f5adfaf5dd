import { useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "@web/features/listings/messages";
import { ShoppingBag } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";

/** docs/product.md#checkout: Buy Now starts checkout at the address step; a visitor logs in first and comes back to the listing. */
export function BuyNow({ productId, signedIn }: { productId: string; signedIn: boolean }) {
  const t = useMessages(productMessages);
  const here = `/products/${productId}`;
  const href = signedIn
    ? `/address-entry?productId=${productId}&action=buy&from=${encodeURIComponent(here)}`
    : `/login?redirect=${encodeURIComponent(here)}`;
  return (
    <Button asChild variant="secondary" data-testid="buy-now">
      <Link href={href}>
        <ShoppingBag aria-hidden /> {t("product.buyNow")}
      </Link>
    </Button>
  );
}
