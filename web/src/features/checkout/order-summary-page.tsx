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
import { useMemo, useState, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { CouponView, InitiatePayment } from "@contract/checkout";
import { priceBreakdown, type PriceBreakdown } from "@contract/pricing";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { toast } from "@web/components/ui/use-toast";
import { useSession } from "@web/lib/session";
import { initiateErrorMessage, initiatePayment } from "./api/initiate-payment";
import {
  addressEntryUrl,
  readCheckoutParams,
  readSummaryAddress,
  storePayment,
  type CheckoutParams,
} from "./checkout-params";
import { CheckoutProductCard } from "./components/checkout-product-card";
import { CheckoutFrame, CheckoutProblem } from "./components/checkout-states";
import { CouponBox } from "./components/coupon-box";
import { PriceBreakdownCard } from "./components/price-breakdown-card";
import { useCheckoutItem } from "./components/use-checkout-item";

const RETURN_NOTE: Record<string, string> = {
  fashion: "Fashion items are checked and can be returned on the spot at delivery.",
  electronics: "Electronics can be returned within 2 days of delivery.",
};

/** Part 2 §2 /order-summary?productId&action&offerId&address&addressId. */
export function OrderSummaryPage() {
  const session = useSession();
  const search = new URLSearchParams(useSearch());
  const params = readCheckoutParams(search);
  const address = readSummaryAddress(search);
  if (session.status !== "signed-in") return <PageSpinner />;
  if (!params || !address)
    return (
      <CheckoutProblem title="Missing Information" message="Product or address information is missing">
        <Button asChild>
          <Link href="/">Go Home</Link>
        </Button>
      </CheckoutProblem>
    );
  return <OrderSummary params={params} address={address} userId={session.user.id} />;
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
}: {
  params: CheckoutParams;
  address: { id: string; line: string };
  userId: string;
}) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const item = useCheckoutItem(params, userId);
  const [coupon, setCoupon] = useState<CouponView>();
  const [startingRazorpay, setStartingRazorpay] = useState(false);
  const breakdown = useMemo(() => breakdownOrError(item.price, coupon), [item.price, coupon]);

  if (item.isPending) return <PageSpinner />;
  if (item.product.isError || item.offer.isError || item.offerUnusable || !breakdown)
    return (
      <CheckoutProblem title="Missing Information" message="Product or address information is missing">
        <Button asChild>
          <Link href="/">Go Home</Link>
        </Button>
      </CheckoutProblem>
    );
  if (breakdown === "error")
    return (
      <CheckoutProblem title="Pricing Error" message="Failed to calculate pricing">
        <Button asChild>
          <Link href="/">Go Home</Link>
        </Button>
      </CheckoutProblem>
    );

  const product = item.product.data;
  if (!product) return <PageSpinner />;
  const request = paymentRequest(params, address, breakdown, coupon);

  function proceed() {
    storePayment({ request, summaryUrl: `${location}?${search}` });
    navigate("/paynow");
  }

  async function payWithRazorpay() {
    setStartingRazorpay(true);
    try {
      const answer = await initiatePayment({ ...request, gateway: "razorpay" });
      if ("checkoutId" in answer) return navigate(`/checkout/${answer.checkoutId}`);
      throw new Error("unexpected answer");
    } catch (err) {
      toast({
        title: "Payment Error",
        description: initiateErrorMessage(err),
        variant: "destructive",
      });
      setStartingRazorpay(false);
    }
  }

  return (
    <CheckoutFrame
      title="Order summary"
      back={
        <Link
          href={addressEntryUrl(params)}
          className="inline-flex h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back
        </Link>
      }
    >
      <div className="mt-4 grid gap-5 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="space-y-5">
          <CheckoutProductCard product={product} price={breakdown.productPrice} detailed />
          <section
            aria-labelledby="deliver-heading"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="deliver-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <MapPin className="size-5 text-brand-700" aria-hidden /> Delivery address
            </h2>
            <p className="mt-1 text-sm break-words text-slate-700" data-testid="delivery-address">
              {address.line}
            </p>
            <Button asChild variant="outline" size="sm" className="mt-3">
              <Link href={addressEntryUrl(params)}>Change Address</Link>
            </Button>
          </section>
          <CouponBox
            orderValue={breakdown.productPrice}
            productTitle={product.title}
            applied={coupon}
            onChange={setCoupon}
          />
        </div>
        <div className="space-y-5">
          <PriceBreakdownCard breakdown={breakdown} />
          <div className="space-y-3">
            <Button size="lg" className="w-full" onClick={proceed} disabled={startingRazorpay}>
              <CreditCard aria-hidden /> Proceed to Payment
            </Button>
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={payWithRazorpay}
              disabled={startingRazorpay}
            >
              {startingRazorpay ? "Starting Razorpay..." : "Pay with Razorpay"}
            </Button>
          </div>
          <ul className="space-y-2 rounded-2xl bg-slate-50 p-4 text-sm text-slate-600">
            <Note icon={ShieldCheck}>
              Payments go through a secure payment gateway; Dobara holds the money until delivery.
            </Note>
            <Note icon={BadgeCheck}>Your order is confirmed once the payment succeeds.</Note>
            <Note icon={Truck}>
              Track it any time under{" "}
              <Link href="/track-orders" className="font-semibold text-brand-700 hover:underline">
                My Orders
              </Link>
              .
            </Note>
            <Note icon={RotateCcw}>
              {RETURN_NOTE[product.category] ?? "Returns follow our return policy for this category."}{" "}
              <Link href="/return-policy" className="font-semibold text-brand-700 hover:underline">
                Return policy
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
  address: { id: string; line: string },
  b: PriceBreakdown,
  coupon: CouponView | undefined,
): InitiatePayment {
  return {
    productId: params.productId,
    finalPrice: b.total,
    deliveryAddress: address.line,
    addressId: address.id,
    productPrice: b.productPrice,
    platformFee: b.platformFee,
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
