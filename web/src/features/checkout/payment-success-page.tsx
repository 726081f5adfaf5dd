import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { formatOrderNumber } from "@contract/order-number";
import { Button } from "@web/components/ui/button";
import { useOrder } from "@web/lib/api/orders";
import { useSession } from "@web/lib/session";
import { clearStoredPayment } from "./checkout-params";
import { PaidItem } from "./components/paid-item";
import { card } from "@web/components/ui/card";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /payment/success?orderId (docs/product.md#checkout): where the gateway's success callback sends the buyer. The order's number, item
 * and amount come from the server, and only to the buyer who placed it.
 */
export function PaymentSuccessPage() {
  const session = useSession();
  const given = new URLSearchParams(useSearch()).get("orderId") ?? "";
  const orderId = UUID.test(given) ? given : "";
  // Paid: the order summary's request must not be offered again.
  useEffect(clearStoredPayment, []);
  const track = orderId ? `/track-orders?orderId=${encodeURIComponent(orderId)}` : "/track-orders";
  return (
    <div className="mx-auto max-w-lg px-4 py-12 text-center">
      <title>Payment Successful · Dobara</title>
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="size-9" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Payment Successful!</h1>
      {orderId && session.status === "signed-in" && <PlacedOrder id={orderId} />}
      <div className={card("mt-6 p-4 text-left text-sm text-slate-700")}>
        <h2 className="font-bold text-slate-900">What&apos;s next?</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>The seller confirms the item is ready.</li>
          <li>Our courier picks it up and delivers it to you, usually 4-5 business days after pickup.</li>
          <li>We hold your payment until delivery.</li>
        </ol>
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          Your order is confirmed once the seller confirms availability. If the seller cannot supply the item, you get a
          full refund within 2 days.
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={track}>Track Your Order</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

function PlacedOrder({ id }: { id: string }) {
  const order = useOrder(id);
  if (order.isPending) return <div className="mt-6 h-22 animate-pulse rounded-2xl bg-slate-100" role="status" />;
  if (!order.data || order.data.viewer !== "buyer") return null;
  return (
    <>
      <p className="mt-2 text-slate-600">
        Order <span className="font-semibold text-slate-900">{formatOrderNumber(order.data.orderNumber)}</span>
      </p>
      <PaidItem
        title={order.data.product.title}
        image={order.data.product.image}
        amount={order.data.totalPaid}
        caption="Paid"
      />
    </>
  );
}
