import { useProduct } from "@web/lib/api/product";
import { useBuyerOffer } from "../api/accepted-offer";
import type { CheckoutParams } from "../checkout-params";

/**
 * The listing being bought and the price agreed for it: the listing price for Buy Now, the accepted offer's
 * amount (or the counter the buyer accepted) for an offer. The server works the same price out again.
 */
export function useCheckoutItem(params: CheckoutParams, userId: string) {
  const product = useProduct(params.productId);
  const offer = useBuyerOffer(userId, params.offerId);
  const agreedOffer =
    offer.data && offer.data.status === "accepted" && offer.data.productId === params.productId
      ? (offer.data.counterAmount ?? offer.data.amount)
      : undefined;
  const offerUnusable = params.action === "offer" && offer.isSuccess && agreedOffer === undefined;
  return {
    product,
    offer,
    isPending: product.isPending || (params.action === "offer" && offer.isPending),
    /** Whole rupees; undefined until known, or when the offer cannot be paid. */
    price: params.action === "offer" ? agreedOffer : product.data?.price,
    offerUnusable,
  };
}
