import { XCircle } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@web/components/ui/button";
import { useSession } from "@web/lib/session";
import { useCheckoutView } from "./api/checkout-view";
import { readStoredPayment, retryUrl } from "./checkout-params";
import { PaidItem } from "./components/paid-item";
import { failureText } from "./payment-failure-text";
import { card } from "@web/components/ui/card";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COMMON_CAUSES = [
  "Insufficient funds in the account",
  "A network problem during the payment",
  "The payment timed out",
  "An invalid or expired card",
  "The bank declined the transaction",
];

/**
 * docs/product.md#checkout /payment/failed?reason&paymentId. The server names the item and the amount of the buyer's own payment;
 * Try Again returns to the same summary, with the same address and coupon.
 */
export function PaymentFailedPage() {
  const session = useSession();
  const search = new URLSearchParams(useSearch());
  const reason = search.get("reason");
  const paymentId = search.get("paymentId") ?? "";
  const known = UUID.test(paymentId) && session.status === "signed-in";
  return (
    <div className="mx-auto max-w-lg px-4 py-12 text-center">
      <title>Payment Failed · Dobara</title>
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-red-100 text-red-700">
        <XCircle className="size-9" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Payment Failed</h1>
      <p className="mt-2 break-words text-slate-700" data-testid="failure-reason">
        {failureText(reason)}
      </p>
      <p className="mt-1 text-sm text-slate-500">No order was placed for this payment.</p>
      {known ? <FailedPayment id={paymentId} /> : <Actions again={readStoredPayment()?.summaryUrl} />}
      <div className={card("mt-6 p-4 text-left text-sm text-slate-700")}>
        <h2 className="font-bold text-slate-900">Common causes</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {COMMON_CAUSES.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function FailedPayment({ id }: { id: string }) {
  const payment = useCheckoutView(id);
  if (payment.isPending) return <div className="mt-6 h-22 animate-pulse rounded-2xl bg-slate-100" role="status" />;
  if (!payment.data) return <Actions again={readStoredPayment()?.summaryUrl} />;
  const p = payment.data;
  return (
    <>
      <PaidItem title={p.product.title} image={p.product.image} amount={p.total} caption="Payment not completed" />
      <Actions again={retryUrl(p.retry, p.id)} />
    </>
  );
}

/** Try Again goes to the summary the payment started from, or back in history when nothing says which. */
function Actions({ again }: { again: string | undefined }) {
  const [, navigate] = useLocation();
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Button onClick={() => (again ? navigate(again) : history.back())}>Try Again</Button>
      <Button asChild variant="outline">
        <Link href="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
