import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { formatOrderNumber } from "@contract/order-number";
import { Button } from "@web/components/ui/button";
import { useOrder } from "@web/lib/api/orders";
import { markPushMoment } from "@web/lib/push-moment";
import { useSession } from "@web/lib/session";
import { clearStoredPayment } from "./checkout-params";
import { PaidItem } from "./components/paid-item";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "./messages";

preloadMessages(checkoutMessages);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /payment/success?orderId (docs/product.md#checkout): where the gateway's success callback sends the buyer. The order's number, item
 * and amount come from the server, and only to the buyer who placed it.
 */
export function PaymentSuccessPage() {
  const t = useMessages(checkoutMessages);
  const session = useSession();
  const given = new URLSearchParams(useSearch()).get("orderId") ?? "";
  const orderId = UUID.test(given) ? given : "";
  // Paid: the order summary's request must not be offered again.
  useEffect(clearStoredPayment, []);
  const track = orderId ? `/track-orders?orderId=${encodeURIComponent(orderId)}` : "/track-orders";
  return (
    <div className="mx-auto max-w-lg px-4 py-12 text-center">
      <title>{t("checkout.success.title")}</title>
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="size-9" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("checkout.success.heading")}</h1>
      {orderId && session.status === "signed-in" && <PlacedOrder id={orderId} />}
      <div className={card("mt-6 p-4 text-left text-sm text-slate-700")}>
        <h2 className="font-bold text-slate-900">{t("checkout.success.next")}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>{t("checkout.success.step1")}</li>
          <li>{t("checkout.success.step2")}</li>
          <li>{t("checkout.success.step3")}</li>
        </ol>
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">{t("checkout.success.note")}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={track}>{t("checkout.trackOrder")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/dashboard">{t("checkout.goToDashboard")}</Link>
        </Button>
      </div>
    </div>
  );
}

function PlacedOrder({ id }: { id: string }) {
  const t = useMessages(checkoutMessages);
  const order = useOrder(id);
  const placed = order.data?.viewer === "buyer";
  // The buyer's order is placed: the moment to offer being told when the seller accepts and ships it.
  useEffect(() => {
    if (placed) markPushMoment("order");
  }, [placed]);
  if (order.isPending) return <div className="mt-6 h-22 animate-pulse rounded-2xl bg-slate-100" role="status" />;
  if (!order.data || order.data.viewer !== "buyer") return null;
  return (
    <>
      <p className="mt-2 text-slate-600">
        {t("checkout.success.order")}{" "}
        <span className="font-semibold text-slate-900">{formatOrderNumber(order.data.orderNumber)}</span>
      </p>
      <PaidItem
        title={order.data.product.title}
        image={order.data.product.image}
        amount={order.data.totalPaid}
        caption={t("checkout.success.paid")}
      />
    </>
  );
}
