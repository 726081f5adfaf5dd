import { ArrowLeft, MapPin } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import type { CheckoutView } from "@contract/checkout";
import { priceBreakdown, type PriceBreakdown } from "@contract/pricing";
import type { PublicUser } from "@contract/auth";
import { ProductImage } from "@web/components/product/product-image";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import { formatRupees } from "@web/lib/format";
import { useSession } from "@web/lib/session";
import { useCheckoutView } from "./api/checkout-view";
import { useCreateRazorpayOrder, useVerifyRazorpayPayment } from "./api/razorpay-payment";
import { CheckoutFrame, CheckoutProblem } from "./components/checkout-states";
import { PriceBreakdownCard } from "./components/price-breakdown-card";
import { loadCheckoutScript, openRazorpay } from "./components/razorpay-checkout";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "./messages";

/** The view's own figures in the breakdown's shape; "You saved" compares with the same price without a coupon. */
function breakdownOf(view: CheckoutView): PriceBreakdown {
  let full = view.total;
  try {
    full = priceBreakdown(view.productPrice).total;
  } catch {
    // A price the pricing function refuses cannot come from a real checkout; show no saving rather than fail.
  }
  return {
    productPrice: view.productPrice,
    buyerFee: view.platformFee,
    deliveryCharge: view.deliveryCharge,
    couponDiscount: view.couponDiscount,
    total: view.total,
    saved: Math.max(0, full - view.total),
    sellerFee: 0,
  };
}

preloadMessages(checkoutMessages);

/** The alternate checkout /checkout/{id} (docs/product.md#checkout): the real pending checkout, paid through Razorpay. */
export function CheckoutPage() {
  const t = useMessages(checkoutMessages);
  const { orderId = "" } = useParams<{ orderId: string }>();
  const session = useSession();
  const view = useCheckoutView(orderId);
  if (session.status !== "signed-in" || view.isPending) return <PageSpinner />;
  if (view.isError) {
    const missing = view.error instanceof ApiRequestError && view.error.status >= 400 && view.error.status < 500;
    return (
      <CheckoutProblem
        title={missing ? t("checkout.razorpay.notFound") : t("checkout.razorpay.loadFailed")}
        message={missing ? t("checkout.razorpay.notYours") : t("checkout.connection")}
      >
        {!missing && <Button onClick={() => view.refetch()}>{t("checkout.tryAgain")}</Button>}
        <Button asChild variant={missing ? "primary" : "outline"}>
          <Link href="/dashboard">{t("checkout.goToDashboard")}</Link>
        </Button>
      </CheckoutProblem>
    );
  }
  const checkout = view.data;
  if (checkout.status === "success" && checkout.orderId)
    return (
      <CheckoutProblem title={t("checkout.razorpay.alreadyPaid")} message={t("checkout.razorpay.alreadyPaidText")}>
        <Button asChild>
          <Link href={`/track-orders/${checkout.orderId}`}>{t("checkout.trackOrder")}</Link>
        </Button>
      </CheckoutProblem>
    );
  if (checkout.status !== "pending")
    return (
      <CheckoutProblem title={t("checkout.razorpay.ended")} message={t("checkout.razorpay.endedText")}>
        <Button asChild>
          <Link href={`/products/${checkout.product.id}`}>{t("checkout.razorpay.backToProduct")}</Link>
        </Button>
      </CheckoutProblem>
    );
  return <CompletePurchase checkout={checkout} user={session.user} />;
}

function CompletePurchase({ checkout, user }: { checkout: CheckoutView; user: PublicUser }) {
  const t = useMessages(checkoutMessages);
  const [, navigate] = useLocation();
  const createOrder = useCreateRazorpayOrder();
  const verify = useVerifyRazorpayPayment();
  const [opening, setOpening] = useState(false);
  const busy = opening || createOrder.isPending || verify.isPending;

  async function pay() {
    setOpening(true);
    try {
      const order = await createOrder.mutateAsync({ amount: checkout.total, orderId: checkout.id });
      try {
        await loadCheckoutScript(order.checkoutScriptUrl);
      } catch {
        return toast({
          title: t("checkout.razorpay.sdkFailed"),
          description: t("checkout.pleaseTryAgain"),
          variant: "destructive",
        });
      }
      openRazorpay(
        {
          key: order.keyId,
          amount: order.amount,
          currency: order.currency,
          name: "Dobara",
          description: checkout.product.title,
          order_id: order.orderId,
          prefill: { name: user.fullName, email: user.email, contact: user.mobile },
          theme: { color: "#0f766e" },
          modal: {
            ondismiss: () =>
              toast({
                title: t("checkout.razorpay.cancelled"),
                description: t("checkout.razorpay.closed"),
                variant: "destructive",
              }),
          },
          handler: (response) =>
            verify.mutate(
              { ...response, orderId: checkout.id },
              {
                onSuccess: (result) => {
                  if (!result.success || !result.orderId)
                    return toast({
                      title: t("checkout.razorpay.verifyFailed"),
                      description: t.text(result.message),
                      variant: "destructive",
                    });
                  toast({
                    title: t("checkout.razorpay.success"),
                    description: t.text(result.message),
                    variant: "success",
                  });
                  navigate(`/track-orders/${result.orderId}`);
                },
                onError: (err) =>
                  toast({
                    title: t("checkout.razorpay.verifyFailed"),
                    description: serverMessage(err) ?? t("checkout.razorpay.contactSupport"),
                    variant: "destructive",
                  }),
              },
            ),
        },
        (description) =>
          toast({
            title: t("checkout.summary.paymentError"),
            description: description ?? t("checkout.razorpay.didNotGoThrough"),
            variant: "destructive",
          }),
      );
    } catch (err) {
      toast({
        title: t("checkout.summary.paymentError"),
        description: serverMessage(err) ?? t("checkout.razorpay.initiateFailed"),
        variant: "destructive",
      });
    } finally {
      setOpening(false);
    }
  }

  return (
    <CheckoutFrame
      title={t("checkout.razorpay.title")}
      back={
        <Link
          href={`/products/${checkout.product.id}`}
          className="inline-flex h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> {t("checkout.razorpay.backToProduct")}
        </Link>
      }
    >
      <div className="mt-4 grid gap-5 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="space-y-5">
          <section aria-label={t("checkout.item")} className={card("flex gap-3 p-3 sm:gap-4 sm:p-4")}>
            <ProductImage
              productId={checkout.product.id}
              images={checkout.product.image ? [checkout.product.image] : []}
              variant="thumb"
              alt=""
              priority
              className="size-20 shrink-0 rounded-xl sm:size-24"
            />
            <div className="min-w-0">
              <h2 className="line-clamp-2 font-semibold break-words text-slate-900" translate="no">
                {checkout.product.title}
              </h2>
              <p className="mt-1 text-lg font-bold text-slate-900">{formatRupees(checkout.productPrice)}</p>
            </div>
          </section>
          <section aria-labelledby="deliver-heading" className={card("p-4")}>
            <h2 id="deliver-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <MapPin className="size-5 text-brand-700" aria-hidden /> {t("checkout.deliveryAddress")}
            </h2>
            <p className="mt-1 text-sm break-words text-slate-700" translate="no">
              {checkout.deliveryAddress}
            </p>
          </section>
        </div>
        <div className="space-y-4">
          <PriceBreakdownCard breakdown={breakdownOf(checkout)} />
          <Button size="lg" className="w-full" onClick={pay} disabled={busy}>
            {verify.isPending
              ? t("checkout.razorpay.verifying")
              : busy
                ? t("checkout.razorpay.opening")
                : t("checkout.razorpay.pay", { amount: formatRupees(checkout.total) })}
          </Button>
          <p className="text-center text-sm text-slate-500">{t("checkout.razorpay.note")}</p>
        </div>
      </div>
    </CheckoutFrame>
  );
}
