import { translate } from "@web/i18n/i18n";
import { useMessages } from "@web/i18n/feature-messages";
import { offerMessages } from "../messages";
import { HandCoins } from "lucide-react";
import { Suspense, useState } from "react";
import { minimumOffer } from "@contract/offer-rules";
import type { ProductDetail } from "@contract/products";
import type { AmountRequest } from "@web/features/offers/components/offer-amount-dialog";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { markPushMoment } from "@web/lib/push-moment";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import { formatRupees } from "@web/lib/format";
import { useOnceOpened } from "@web/lib/use-once-opened";
import { useMakeOffer } from "../api/product-offers";
import { lazyPart } from "@web/lib/lazy-part";

// The amount form loads when the buyer opens it, not with the product page. Offline on a saved page its code may
// not be on the phone: the buyer is told, rather than the tap doing nothing.
const OfferAmountDialog = lazyPart(
  () => import("@web/features/offers/components/offer-amount-dialog").then((m) => m.OfferAmountDialog),
  <p role="alert" className="w-full text-sm font-medium text-amber-900">
    {translate("offers.offline")}
  </p>,
);

/** Make Offer for a signed-in non-owner on an available listing (a visitor's button is in offer-or-status.tsx). */
export function MakeOffer({ product }: { product: ProductDetail }) {
  const t = useMessages(offerMessages);
  const [request, setRequest] = useState<AmountRequest>();
  const make = useMakeOffer();
  const dialogLoaded = useOnceOpened(request !== undefined);

  function start() {
    setRequest({
      title: t("offers.makeTitle"),
      description: t("offers.makeText", {
        price: formatRupees(product.price),
        minimum: formatRupees(minimumOffer(product.price)),
      }),
      label: t("offers.yourOffer"),
      submitLabel: t("offers.send"),
      below: product.price,
      minimum: {
        amount: minimumOffer(product.price),
        message: t("offers.belowMinimum", { minimum: formatRupees(minimumOffer(product.price)) }),
      },
      withMessage: true,
    });
  }

  function submit(amount: number, message: string) {
    make.mutate(
      { productId: product.id, sellerId: product.sellerId, amount, ...(message ? { message } : {}) },
      {
        onSuccess: (offer) => {
          setRequest(undefined);
          markPushMoment("offer");
          toast({
            // The seller's own rule may have accepted it at once (decision 0050): then the notice says to pay.
            title: offer.status === "accepted" ? t("offers.acceptedAtOnce") : t("offers.submitted"),
            description: offer.notice
              ? t.text(offer.notice)
              : t("offers.sentText", { amount: formatRupees(offer.amount) }),
            variant: "success",
          });
        },
        onError: (err) =>
          toast({
            // Declined at once by the seller's rule: an answer, not a failure.
            title:
              err instanceof ApiRequestError && err.code === "OFFER_DECLINED"
                ? t("offers.declinedAtOnce")
                : t("offers.submitFailed"),
            description: serverMessage(err) ?? t("shell.pleaseTryAgain"),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <>
      <Button onClick={start} data-testid="make-offer">
        <HandCoins aria-hidden /> {t("offers.make")}
      </Button>
      {dialogLoaded && (
        <Suspense>
          <OfferAmountDialog
            request={request}
            busy={make.isPending}
            onClose={() => setRequest(undefined)}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </>
  );
}
