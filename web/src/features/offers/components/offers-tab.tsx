import { useState } from "react";
import type { Offer } from "@contract/offers";
import { OfferAmountDialog, type AmountRequest } from "@web/features/offers/components/offer-amount-dialog";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatRupees } from "@web/lib/format";
import { useWithdrawOffer } from "@web/lib/api/withdraw-offer";
import { useAnswerOffer, useOffers, type OfferAction, type OfferSide } from "../api/my-offers";
import { OfferCard } from "./offer-card";
import { TabState } from "@web/components/ui/tab-state";
import { LoadMore, SubTabs } from "@web/components/ui/list-controls";
import { useMessages } from "@web/i18n/feature-messages";
import { offerMessages } from "../messages";

/** Offers (docs/product.md#pages): sub-tabs Offers Received and Offers Made; `highlight` is the offer a link pointed at. */
export function OffersTab({
  userId,
  initialSide = "seller",
  highlight,
}: {
  userId: string;
  initialSide?: OfferSide;
  highlight?: string;
}) {
  const t = useMessages(offerMessages);
  const [side, setSide] = useState<OfferSide>(initialSide);
  return (
    <section aria-labelledby="offers-heading">
      <h2 id="offers-heading" className="text-xl font-bold text-slate-900">
        {t("offers.heading")}
      </h2>
      <SubTabs
        label={t("offers.heading")}
        tabs={
          [
            ["seller", t("offers.received")],
            ["buyer", t("offers.made")],
          ] as const
        }
        current={side}
        onChange={setSide}
      />
      <div className="mt-4">
        <OfferList key={side} side={side} userId={userId} highlight={highlight} />
      </div>
    </section>
  );
}

function OfferList({ side, userId, highlight }: { side: OfferSide; userId: string; highlight?: string }) {
  const t = useMessages(offerMessages);
  const query = useOffers(side, userId);
  const answer = useAnswerOffer(side, userId);
  const withdraw = useWithdrawOffer();
  const [counterFor, setCounterFor] = useState<Offer>();
  const offers = query.data?.pages.flat() ?? [];

  function act(offer: Offer, action: OfferAction | "withdraw", counterAmount?: number) {
    if (action === "withdraw") {
      return withdraw.mutate(offer.id, {
        onSuccess: () => toast({ title: t("offers.withdrawn"), description: offer.product.title, variant: "success" }),
        onError: (err) =>
          toast({
            title: t("offers.withdrawFailed"),
            description: serverMessage(err) ?? t("shell.pleaseTryAgain"),
            variant: "destructive",
          }),
      });
    }
    if (action === "counter" && counterAmount === undefined) return setCounterFor(offer);
    answer.mutate(
      { id: offer.id, action, counterAmount },
      {
        onSuccess: (o) => {
          setCounterFor(undefined);
          const description =
            o.status === "accepted"
              ? t("offers.doneAgreed", { title: o.product.title, amount: formatRupees(o.counterAmount ?? o.amount) })
              : o.product.title;
          toast({ title: t(`offers.done.${action}`), description, variant: "success" });
        },
        onError: (err) =>
          toast({
            title: t(`offers.failed.${action}`),
            description: serverMessage(err) ?? t("shell.pleaseTryAgain"),
            variant: "destructive",
          }),
      },
    );
  }

  const request: AmountRequest | undefined = counterFor && {
    title: t("offers.counterTitle"),
    description: t("offers.counterText", {
      user: counterFor.otherPartyUsername,
      amount: formatRupees(counterFor.amount),
      title: counterFor.product.title,
      price: formatRupees(counterFor.product.price),
    }),
    label: t("offers.yourCounter"),
    submitLabel: t("offers.sendCounter"),
    above: counterFor.amount,
    below: counterFor.product.price,
    withMessage: false,
  };

  if (query.isPending || query.isError || offers.length === 0) {
    return (
      <TabState
        loading={query.isPending}
        error={query.isError ? t("offers.fetchFailed") : undefined}
        onRetry={() => query.refetch()}
        empty={side === "seller" ? t("offers.emptyReceived") : t("offers.emptyMade")}
      />
    );
  }
  return (
    <>
      <div className="grid gap-3 lg:grid-cols-2">
        {offers.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            side={side}
            busy={answer.isPending || withdraw.isPending}
            highlighted={offer.id === highlight}
            onAction={(action) => act(offer, action)}
          />
        ))}
      </div>
      <LoadMore query={query} />
      <OfferAmountDialog
        request={request}
        busy={answer.isPending}
        onClose={() => setCounterFor(undefined)}
        onSubmit={(amount) => counterFor && act(counterFor, "counter", amount)}
      />
    </>
  );
}
