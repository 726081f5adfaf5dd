import { Link } from "wouter";
import type { Offer } from "@contract/offers";
import { Button } from "@web/components/ui/button";
import { formatRupees } from "@web/lib/format";

/** The words of the buyer's pay button: the server's total (fee and delivery in), and the agreed price in it. */
const payWording = (offer: Pick<Offer, "amount" | "counterAmount" | "payTotal">) =>
  `Pay ${formatRupees(offer.payTotal ?? 0)} (offer ${formatRupees(offer.counterAmount ?? offer.amount)} + fee and delivery)`;

/** Checkout of an accepted offer, coming back to `from` (the product page or Offers Made). */
export function PayOfferLink({ offer, from, size }: { offer: Offer; from: string; size?: "sm" }) {
  return (
    <Button asChild size={size}>
      <Link
        href={`/address-entry?productId=${offer.product.id}&action=offer&offerId=${offer.id}&from=${encodeURIComponent(from)}`}
      >
        {payWording(offer)}
      </Link>
    </Button>
  );
}
