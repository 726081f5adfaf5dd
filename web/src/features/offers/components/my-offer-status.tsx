import type { ProductDetail } from "@contract/products";
import { PayOfferLink } from "@web/features/offers/components/pay-offer-link";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useWithdrawOffer } from "@web/lib/api/withdraw-offer";
import { formatRupees } from "@web/lib/format";
import { useMyOffer } from "../api/my-offer";
import { MakeOffer } from "./make-offer";
import { useMessages } from "@web/i18n/feature-messages";
import { offerMessages } from "../messages";

/**
 * A signed-in buyer's Make Offer, unless they already have an offer here: an open one says so with Withdraw (one open
 * offer per listing), a countered one names the counter, an accepted one is paid for with the server's total.
 */
export function MyOfferStatus({ product }: { product: ProductDetail }) {
  const t = useMessages(offerMessages);
  const mine = useMyOffer(product.id, true);
  const withdraw = useWithdrawOffer();
  const offer = mine.data?.offer;
  if (mine.isPending) return null;
  if (!offer) return <MakeOffer product={product} />;
  if (offer.status === "accepted") return <PayOfferLink offer={offer} from={`/products/${product.id}`} />;

  const words =
    offer.status === "countered" && offer.counterAmount !== null
      ? t("offers.counteredLine", {
          amount: formatRupees(offer.amount),
          counter: formatRupees(offer.counterAmount),
        })
      : t("offers.pendingLine", { amount: formatRupees(offer.amount) });
  return (
    <div
      data-testid="my-offer"
      className="flex w-full items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 py-1 pr-1 pl-3 text-sm text-amber-950 sm:w-auto"
    >
      <p className="min-w-0 font-semibold">{words}</p>
      <Button
        variant="outline"
        size="sm"
        className="border-amber-300 bg-white text-amber-950 hover:border-amber-500 hover:text-amber-950"
        disabled={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(offer.id, {
            onSuccess: () =>
              toast({ title: t("offers.withdrawn"), description: t("offers.canMakeNew"), variant: "success" }),
            onError: (err) =>
              toast({
                title: t("offers.withdrawFailed"),
                description: serverMessage(err) ?? t("shell.pleaseTryAgain"),
                variant: "destructive",
              }),
          })
        }
      >
        {t("offers.withdraw")}
      </Button>
    </div>
  );
}
