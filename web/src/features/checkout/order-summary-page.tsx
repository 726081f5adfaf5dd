import {
  ArrowLeft,
  BadgeCheck,
  CreditCard,
  MapPin,
  RotateCcw,
  ShieldCheck,
  Truck,
  type LucideIcon,
} from "lucide-react";
import { DeliveryEstimateNote } from "@web/components/shipping/delivery-estimate-note";
import { useDeliveryEstimate } from "@web/lib/api/delivery-estimate";
import { useMemo, useState, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { isAddressComplete, type SavedAddress } from "@contract/addresses";
import {
  ADDRESS_MESSAGES,
  deliveryLine,
  type CouponView,
  type InitiatePayment,
  type PaymentGatewayChoice,
} from "@contract/checkout";
import { priceBreakdown, type PriceBreakdown } from "@contract/pricing";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { toast } from "@web/components/ui/use-toast";
import { useSavedAddresses } from "@web/lib/api/saved-addresses";
import { useSession } from "@web/lib/session";
import { useCheckoutView } from "./api/checkout-view";
import { initiateErrorText, initiatePayment } from "./api/initiate-payment";
import { usePaymentMethods } from "./api/payment-methods";
import {
  addressEntryUrl,
  readCheckoutParams,
  readSummaryIds,
  storePayment,
  type CheckoutParams,
} from "./checkout-params";
import { CheckoutProductCard } from "./components/checkout-product-card";
import { CheckoutFrame, CheckoutProblem } from "./components/checkout-states";
import { CouponBox } from "./components/coupon-box";
import { PaymentMethodChoice } from "./components/payment-method-choice";
import { PriceBreakdownCard } from "./components/price-breakdown-card";
import { useCheckoutItem } from "./components/use-checkout-item";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages, type KeyOf } from "@web/i18n/feature-messages";
import { checkoutMessages } from "./messages";

const RETURN_NOTE: Record<string, KeyOf<typeof checkoutMessages>> = {
  fashion: "checkout.summary.returnFashion",
  electronics: "checkout.summary.returnElectronics",
};

preloadMessages(checkoutMessages);

function MissingInformation() {
  const t = useMessages(checkoutMessages);
  return (
    <CheckoutProblem title={t("checkout.summary.missing")} message={t("checkout.summary.missingText")}>
      <Button asChild>
        <Link href="/">{t("checkout.goHome")}</Link>
      </Button>
    </CheckoutProblem>
  );
}

/** /order-summary?productId&action&offerId&addressId[&retry] (docs/product.md#checkout): ids only; the address is read by its id. */
export function OrderSummaryPage() {
  const session = useSession();
  const search = new URLSearchParams(useSearch());
  const params = readCheckoutParams(search);
  const ids = readSummaryIds(search);
  if (session.status !== "signed-in") return <PageSpinner />;
  if (!params || !ids) return <MissingInformation />;
  return <SummaryAddress params={params} ids={ids} userId={session.user.id} />;
}

/** The saved address the URL names; one without the recipient's name and phone is completed first. */
function SummaryAddress({
  params,
  ids,
  userId,
}: {
  params: CheckoutParams;
  ids: { addressId: string; retry?: string };
  userId: string;
}) {
  const t = useMessages(checkoutMessages);
  const saved = useSavedAddresses(userId);
  if (saved.isPending) return <PageSpinner />;
  const address = saved.data?.find((a) => a.id === ids.addressId);
  if (!address) return <MissingInformation />;
  if (!isAddressComplete(address))
    return (
      <CheckoutProblem title={t("checkout.summary.completeAddress")} message={t.text(ADDRESS_MESSAGES.incomplete)}>
        <Button asChild>
          <Link href={addressEntryUrl(params)}>{t("checkout.summary.completeAddressButton")}</Link>
        </Button>
      </CheckoutProblem>
    );
  return ids.retry ? (
    <RetriedSummary params={params} address={address} userId={userId} retry={ids.retry} />
  ) : (
    <OrderSummary params={params} address={address} userId={userId} />
  );
}

/** Try Again: the failed payment's coupon is applied again; a payment not the buyer's is simply ignored. */
function RetriedSummary(props: { params: CheckoutParams; address: SavedAddress; userId: string; retry: string }) {
  const failed = useCheckoutView(props.retry);
  if (failed.isPending) return <PageSpinner />;
  return <OrderSummary {...props} again={failed.data?.retry.couponCode} />;
}

function breakdownOrError(price: number | undefined, coupon: CouponView | undefined) {
  if (price === undefined) return undefined;
  try {
    return priceBreakdown(price, coupon);
  } catch {
    return "error" as const;
  }
}

function OrderSummary({
  params,
  address,
  userId,
  again,
}: {
  params: CheckoutParams;
  address: SavedAddress;
  userId: string;
  again?: string | null;
}) {
  const t = useMessages(checkoutMessages);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const item = useCheckoutItem(params, userId);
  const methods = usePaymentMethods();
  const [coupon, setCoupon] = useState<CouponView>();
  const [gateway, setGateway] = useState<PaymentGatewayChoice>("payu");
  const [starting, setStarting] = useState(false);
  const estimate = useDeliveryEstimate(params.productId, address.pincode);
  // Only the courier's "no" blocks: when it cannot be asked, the server decides at initiation.
  const undeliverable = estimate.data?.serviceable === false;
  const breakdown = useMemo(() => breakdownOrError(item.price, coupon), [item.price, coupon]);

  if (item.isPending) return <PageSpinner />;
  if (item.product.isError || item.offer.isError || item.offerUnusable || !breakdown) return <MissingInformation />;
  if (breakdown === "error")
    return (
      <CheckoutProblem title={t("checkout.summary.pricingError")} message={t("checkout.summary.pricingFailed")}>
        <Button asChild>
          <Link href="/">{t("checkout.goHome")}</Link>
        </Button>
      </CheckoutProblem>
    );

  const product = item.product.data;
  if (!product) return <PageSpinner />;
  const request = paymentRequest(params, address, breakdown, coupon);

  function proceed() {
    if (gateway === "razorpay") return payWithRazorpay();
    storePayment({ request, summaryUrl: `${location}?${search}` });
    navigate("/paynow");
  }

  async function payWithRazorpay() {
    setStarting(true);
    try {
      const answer = await initiatePayment({ ...request, gateway: "razorpay" });
      if ("checkoutId" in answer) return navigate(`/checkout/${answer.checkoutId}`);
      throw new Error("unexpected answer");
    } catch (err) {
      toast({
        title: t("checkout.summary.paymentError"),
        description: initiateErrorText(t, err),
        variant: "destructive",
      });
      setStarting(false);
    }
  }

  return (
    <CheckoutFrame
      title={t("checkout.summary.title")}
      back={
        <Link
          href={addressEntryUrl(params)}
          className="inline-flex h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> {t("checkout.back")}
        </Link>
      }
    >
      <div className="mt-4 grid gap-5 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="space-y-5">
          <CheckoutProductCard product={product} price={breakdown.productPrice} detailed />
          <section aria-labelledby="deliver-heading" className={card("p-4")}>
            <h2 id="deliver-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <MapPin className="size-5 text-brand-700" aria-hidden /> {t("checkout.deliveryAddress")}
            </h2>
            <p className="mt-1 text-sm break-words text-slate-700" data-testid="delivery-address" translate="no">
              {deliveryLine(address)}
            </p>
            <div className="mt-2">
              <DeliveryEstimateNote
                pincode={address.pincode}
                estimate={estimate.data}
                pending={estimate.isPending}
                error={estimate.error}
              />
            </div>
            <Button asChild variant="outline" size="sm" className="mt-3">
              <Link href={addressEntryUrl(params)}>{t("checkout.summary.changeAddress")}</Link>
            </Button>
          </section>
          <CouponBox orderValue={breakdown.productPrice} applied={coupon} again={again} onChange={setCoupon} />
        </div>
        <div className="space-y-5">
          <PriceBreakdownCard breakdown={breakdown} />
          <PaymentMethodChoice methods={methods.data?.methods} chosen={gateway} onChoose={setGateway} />
          <Button size="lg" className="w-full" onClick={proceed} disabled={starting || !methods.data || undeliverable}>
            <CreditCard aria-hidden /> {starting ? t("checkout.summary.starting") : t("checkout.summary.proceed")}
          </Button>
          {undeliverable && (
            <p className="text-sm font-medium text-red-700">
              {t("checkout.summary.notServiceable", { pincode: address.pincode })}
            </p>
          )}
          <ul className="space-y-2 rounded-2xl bg-slate-50 p-4 text-sm text-slate-600">
            <Note icon={ShieldCheck}>{t("checkout.summary.secure")}</Note>
            <Note icon={BadgeCheck}>{t("checkout.summary.confirmed")}</Note>
            <Note icon={Truck}>
              {t("checkout.summary.trackUnder")}{" "}
              <Link href="/track-orders" className="font-semibold text-brand-700 hover:underline">
                {t("checkout.summary.myOrders")}
              </Link>
              .
            </Note>
            <Note icon={RotateCcw}>
              {t(RETURN_NOTE[product.category] ?? "checkout.summary.returnOther")}{" "}
              <Link href="/return-policy" className="font-semibold text-brand-700 hover:underline">
                {t("checkout.summary.returnPolicy")}
              </Link>
            </Note>
          </ul>
        </div>
      </div>
    </CheckoutFrame>
  );
}

/** The figures the buyer sees are the figures sent: the server refuses the payment if its own differ. */
function paymentRequest(
  params: CheckoutParams,
  address: SavedAddress,
  b: PriceBreakdown,
  coupon: CouponView | undefined,
): InitiatePayment {
  return {
    productId: params.productId,
    finalPrice: b.total,
    deliveryAddress: deliveryLine(address),
    addressId: address.id,
    productPrice: b.productPrice,
    platformFee: b.buyerFee,
    deliveryPrice: b.deliveryCharge,
    discountAmount: b.couponDiscount,
    ...(coupon ? { couponCode: coupon.code } : {}),
  };
}

function Note({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon className="size-4 shrink-0 translate-y-0.5 text-emerald-700" aria-hidden />
      <span>{children}</span>
    </li>
  );
}
