import { DeliveryEstimateNote } from "@web/components/shipping/delivery-estimate-note";
import { useDeliveryEstimate } from "@web/lib/api/delivery-estimate";
import { ArrowLeft, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { isAddressComplete, type SavedAddress } from "@contract/addresses";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError } from "@web/lib/api-client";
import { useSavedAddresses } from "@web/lib/api/saved-addresses";
import { useSession } from "@web/lib/session";
import { readCheckoutParams, orderSummaryUrl, type CheckoutParams } from "./checkout-params";
import { AddressForm } from "./components/address-form";
import { CheckoutProductCard } from "./components/checkout-product-card";
import { CheckoutFrame, CheckoutProblem } from "./components/checkout-states";
import { SavedAddressList } from "./components/saved-address-list";
import { useCheckoutItem } from "./components/use-checkout-item";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "./messages";

preloadMessages(checkoutMessages);

/** /address-entry?productId&action&offerId&from (docs/product.md#checkout): choose or add the delivery address. */
export function AddressEntryPage() {
  const t = useMessages(checkoutMessages);
  const session = useSession();
  const params = readCheckoutParams(new URLSearchParams(useSearch()));
  if (session.status !== "signed-in") return <PageSpinner />;
  if (!params)
    return (
      <CheckoutProblem title={t("checkout.address.productNotFound")} message={t("checkout.address.noProduct")}>
        <Button onClick={() => history.back()}>{t("checkout.goBack")}</Button>
      </CheckoutProblem>
    );
  return <AddressEntry params={params} userId={session.user.id} />;
}

function AddressEntry({ params, userId }: { params: CheckoutParams; userId: string }) {
  const t = useMessages(checkoutMessages);
  const [, navigate] = useLocation();
  const item = useCheckoutItem(params, userId);
  const saved = useSavedAddresses(userId);
  const addresses = saved.data ?? [];
  const [chosenId, setChosenId] = useState<string>();
  const [adding, setAdding] = useState<boolean>();
  const [editing, setEditing] = useState<SavedAddress>();
  const backTo = params.from ?? `/products/${params.productId}`;

  useEffect(() => {
    if (saved.isError)
      toast({ title: t("checkout.error"), description: t("checkout.address.fetchFailed"), variant: "destructive" });
  }, [saved.isError, t]);

  const back = (
    <Link
      href={backTo}
      className="inline-flex h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> {t("checkout.back")}
    </Link>
  );

  if (item.isPending) return <PageSpinner />;
  if (item.product.isError) {
    const missing =
      item.product.error instanceof ApiRequestError && item.product.error.status < 500 && item.product.error.status > 0;
    return (
      <CheckoutProblem
        title={missing ? t("checkout.address.productNotFound") : t("checkout.address.productFailed")}
        message={missing ? t("checkout.address.soldOrRemoved") : t("checkout.connection")}
      >
        <Button onClick={() => (history.length > 1 ? history.back() : navigate(backTo))}>{t("checkout.goBack")}</Button>
      </CheckoutProblem>
    );
  }
  if (item.offer.isError)
    return (
      <CheckoutProblem title={t("checkout.address.offersFailed")} message={t("checkout.connection")}>
        <Button onClick={() => item.offer.refetch()}>{t("checkout.tryAgain")}</Button>
      </CheckoutProblem>
    );
  if (item.offerUnusable || item.price === undefined)
    return (
      <CheckoutProblem
        title={t("checkout.address.offerNotPayable")}
        message={t("checkout.address.offerNotPayableText")}
      >
        <Button asChild>
          <Link href="/dashboard?tab=offers">{t("checkout.address.myOffers")}</Link>
        </Button>
      </CheckoutProblem>
    );

  const product = item.product.data;
  if (!product) return <PageSpinner />;
  const showForm = adding ?? (saved.isSuccess && addresses.length === 0);
  // The default address is chosen until the person picks another (or the one they picked is deleted).
  const selected = addresses.find((a) => a.id === chosenId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const goOn = (a: SavedAddress) => (isAddressComplete(a) ? navigate(orderSummaryUrl(params, a.id)) : setEditing(a));

  return (
    <CheckoutFrame title={t("checkout.deliveryAddress")} back={back}>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="space-y-5 lg:order-2">
          <CheckoutProductCard product={product} price={item.price} />
        </div>
        <div className="space-y-5 lg:order-1">
          {saved.isPending ? (
            <div
              className="h-24 animate-pulse rounded-xl bg-slate-100"
              role="status"
              aria-label={t("checkout.address.loading")}
            />
          ) : (
            addresses.length > 0 && (
              <section aria-labelledby="saved-heading">
                <h2 id="saved-heading" className="mb-3 text-lg font-bold text-slate-900">
                  {t("checkout.address.saved")}
                </h2>
                <SavedAddressList
                  userId={userId}
                  addresses={addresses}
                  selectedId={selected?.id}
                  onSelect={setChosenId}
                  onEdit={(a) => {
                    setAdding(false);
                    setEditing(a);
                  }}
                />
              </section>
            )
          )}
          {editing ? (
            <div className={card("p-4")}>
              <AddressForm
                key={editing.id}
                userId={userId}
                isFirst={false}
                editing={editing}
                onSaved={(a) => {
                  setChosenId(a.id);
                  setEditing(undefined);
                  goOn(a);
                }}
                onCancel={() => setEditing(undefined)}
              />
            </div>
          ) : showForm ? (
            <div className={card("p-4")}>
              <AddressForm
                userId={userId}
                isFirst={addresses.length === 0}
                onSaved={(a) => {
                  setChosenId(a.id);
                  setAdding(false);
                  goOn(a);
                }}
                onCancel={() => (addresses.length > 0 ? setAdding(false) : navigate(backTo))}
              />
            </div>
          ) : (
            <Button variant="outline" onClick={() => setAdding(true)} disabled={saved.isPending}>
              <Plus aria-hidden /> {t("checkout.address.addNew")}
            </Button>
          )}
          {!showForm && !editing && (
            <div className="space-y-3 border-t border-slate-200 pt-4">
              {selected && <SelectedEstimate productId={product.id} pincode={selected.pincode} />}
              <Button
                size="lg"
                className="w-full sm:w-auto"
                disabled={!selected}
                onClick={() => selected && goOn(selected)}
              >
                {t("checkout.address.continue")}
              </Button>
            </div>
          )}
        </div>
      </div>
    </CheckoutFrame>
  );
}

/** The courier's estimate for the chosen address, before the summary. */
function SelectedEstimate({ productId, pincode }: { productId: string; pincode: string }) {
  const estimate = useDeliveryEstimate(productId, pincode);
  return (
    <DeliveryEstimateNote
      pincode={pincode}
      estimate={estimate.data}
      pending={estimate.isPending}
      error={estimate.error}
    />
  );
}
