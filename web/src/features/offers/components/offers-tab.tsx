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

const FAILED: Record<OfferAction, string> = {
  accept: "Failed to accept offer",
  reject: "Failed to reject offer",
  counter: "Failed to send counter offer",
  "accept-counter": "Failed to accept counter offer",
  "decline-counter": "Failed to decline counter offer",
};
const DONE: Record<OfferAction, string> = {
  accept: "Offer accepted",
  reject: "Offer rejected",
  counter: "Counter offer sent",
  "accept-counter": "Counter offer accepted",
  "decline-counter": "Counter offer declined",
};

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
  const [side, setSide] = useState<OfferSide>(initialSide);
  return (
    <section aria-labelledby="offers-heading">
      <h2 id="offers-heading" className="text-xl font-bold text-slate-900">
        Offers
      </h2>
      <SubTabs
        label="Offers"
        tabs={
          [
            ["seller", "Offers Received"],
            ["buyer", "Offers Made"],
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
  const query = useOffers(side, userId);
  const answer = useAnswerOffer(side, userId);
  const withdraw = useWithdrawOffer();
  const [counterFor, setCounterFor] = useState<Offer>();
  const offers = query.data?.pages.flat() ?? [];

  function act(offer: Offer, action: OfferAction | "withdraw", counterAmount?: number) {
    if (action === "withdraw") {
      return withdraw.mutate(offer.id, {
        onSuccess: () => toast({ title: "Offer withdrawn", description: offer.product.title, variant: "success" }),
        onError: (err) =>
          toast({
            title: "Failed to withdraw offer",
            description: serverMessage(err) ?? "Please try again.",
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
          const agreed = o.status === "accepted" ? ` at ${formatRupees(o.counterAmount ?? o.amount)}` : "";
          toast({ title: DONE[action], description: `${o.product.title}${agreed}`, variant: "success" });
        },
        onError: (err) =>
          toast({
            title: FAILED[action],
            description: serverMessage(err) ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  const request: AmountRequest | undefined = counterFor && {
    title: "Counter offer",
    description: `${counterFor.otherPartyUsername} offered ${formatRupees(counterFor.amount)} for "${counterFor.product.title}" (listed at ${formatRupees(counterFor.product.price)}). You can counter once.`,
    label: "Your counter offer",
    submitLabel: "Send counter offer",
    above: counterFor.amount,
    below: counterFor.product.price,
    withMessage: false,
  };

  if (query.isPending || query.isError || offers.length === 0) {
    return (
      <TabState
        loading={query.isPending}
        error={query.isError ? "Failed to fetch offers" : undefined}
        onRetry={() => query.refetch()}
        empty={
          side === "seller"
            ? "No offers received yet. Buyers' offers on your listings appear here."
            : "You have not made any offers yet. Make one from a product page."
        }
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
