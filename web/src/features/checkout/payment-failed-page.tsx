import { XCircle } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@web/components/ui/button";
import { readStoredPayment } from "./checkout-params";
import { failureText } from "./payment-failure-text";

const COMMON_CAUSES = [
  "Insufficient funds in the account",
  "A network problem during the payment",
  "The payment timed out",
  "An invalid or expired card",
  "The bank declined the transaction",
];

/** Part 2 §2 /payment/failed?reason. Try Again returns to the order summary the payment started from. */
export function PaymentFailedPage() {
  const [, navigate] = useLocation();
  const reason = new URLSearchParams(useSearch()).get("reason");
  const summary = readStoredPayment()?.summaryUrl;
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
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 text-left text-sm text-slate-700 shadow-sm">
        <h2 className="font-bold text-slate-900">Common causes</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {COMMON_CAUSES.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => (summary ? navigate(summary) : history.back())}>Try Again</Button>
        <Button asChild variant="outline">
          <Link href="/dashboard">Back to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
