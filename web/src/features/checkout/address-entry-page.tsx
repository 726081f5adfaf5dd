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

/** /address-entry?productId&action&offerId&from (docs/product.md#checkout): choose or add the delivery address. */
export function AddressEntryPage() {
  const session = useSession();
  const params = readCheckoutParams(new URLSearchParams(useSearch()));
  if (session.status !== "signed-in") return <PageSpinner />;
  if (!params)
    return (
      <CheckoutProblem title="Product not found" message="This checkout link does not name a product.">
        <Button onClick={() => history.back()}>Go Back</Button>
      </CheckoutProblem>
    );
  return <AddressEntry params={params} userId={session.user.id} />;
}

function AddressEntry({ params, userId }: { params: CheckoutParams; userId: string }) {
  const [, navigate] = useLocation();
  const item = useCheckoutItem(params, userId);
  const saved = useSavedAddresses(userId);
  const addresses = saved.data ?? [];
  const [chosenId, setChosenId] = useState<string>();
  const [adding, setAdding] = useState<boolean>();
  const [editing, setEditing] = useState<SavedAddress>();
  const backTo = params.from ?? `/products/${params.productId}`;

  useEffect(() => {
    if (saved.isError) toast({ title: "Error", description: "Failed to fetch addresses", variant: "destructive" });
  }, [saved.isError]);

  const back = (
    <Link
      href={backTo}
      className="inline-flex h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back
    </Link>
  );

  if (item.isPending) return <PageSpinner />;
  if (item.product.isError) {
    const missing =
      item.product.error instanceof ApiRequestError && item.product.error.status < 500 && item.product.error.status > 0;
    return (
      <CheckoutProblem
        title={missing ? "Product not found" : "Failed to fetch product"}
        message={missing ? "It may have been sold or removed by the seller." : "Check your connection and try again."}
      >
        <Button onClick={() => (history.length > 1 ? history.back() : navigate(backTo))}>Go Back</Button>
      </CheckoutProblem>
    );
  }
  if (item.offer.isError)
    return (
      <CheckoutProblem title="Failed to fetch offers" message="Check your connection and try again.">
        <Button onClick={() => item.offer.refetch()}>Try again</Button>
      </CheckoutProblem>
    );
  if (item.offerUnusable || item.price === undefined)
    return (
      <CheckoutProblem
        title="Offer not payable"
        message="This offer is not accepted, has expired or is for another listing. Check your offers in the dashboard."
      >
        <Button asChild>
          <Link href="/dashboard?tab=offers">Go to My Offers</Link>
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
    <CheckoutFrame title="Delivery address" back={back}>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="space-y-5 lg:order-2">
          <CheckoutProductCard product={product} price={item.price} />
        </div>
        <div className="space-y-5 lg:order-1">
          {saved.isPending ? (
            <div className="h-24 animate-pulse rounded-xl bg-slate-100" role="status" aria-label="Loading addresses" />
          ) : (
            addresses.length > 0 && (
              <section aria-labelledby="saved-heading">
                <h2 id="saved-heading" className="mb-3 text-lg font-bold text-slate-900">
                  Saved addresses
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
              <Plus aria-hidden /> Add a new address
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
                Continue to Checkout
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
