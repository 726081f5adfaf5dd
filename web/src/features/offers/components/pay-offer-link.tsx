import { Link } from "wouter";
import type { Offer } from "@contract/offers";
import { Button } from "@web/components/ui/button";
import { formatRupees } from "@web/lib/format";
import { useMessages } from "@web/i18n/feature-messages";
import { offerMessages } from "../messages";

/** Checkout of an accepted offer, coming back to `from` (the product page or Offers Made). */
export function PayOfferLink({ offer, from, size }: { offer: Offer; from: string; size?: "sm" }) {
  const t = useMessages(offerMessages);
  return (
    <Button asChild size={size}>
      <Link
        href={`/address-entry?productId=${offer.product.id}&action=offer&offerId=${offer.id}&from=${encodeURIComponent(from)}`}
      >
        {/* The server's total (fee and delivery in), and the agreed price in it. */}
        {t("offers.pay", {
          total: formatRupees(offer.payTotal ?? 0),
          amount: formatRupees(offer.counterAmount ?? offer.amount),
        })}
      </Link>
    </Button>
  );
}
