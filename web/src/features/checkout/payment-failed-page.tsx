import { XCircle } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@web/components/ui/button";
import { useSession } from "@web/lib/session";
import { useCheckoutView } from "./api/checkout-view";
import { readStoredPayment, retryUrl } from "./checkout-params";
import { PaidItem } from "./components/paid-item";
import { failureWords } from "./payment-failure-text";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "./messages";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COMMON_CAUSES = [
  "checkout.failed.cause1",
  "checkout.failed.cause2",
  "checkout.failed.cause3",
  "checkout.failed.cause4",
  "checkout.failed.cause5",
] as const;

preloadMessages(checkoutMessages);

/**
 * docs/product.md#checkout /payment/failed?reason&paymentId. The server names the item and the amount of the buyer's own payment;
 * Try Again returns to the same summary, with the same address and coupon.
 */
export function PaymentFailedPage() {
  const t = useMessages(checkoutMessages);
  const session = useSession();
  const search = new URLSearchParams(useSearch());
  const reason = search.get("reason");
  const paymentId = search.get("paymentId") ?? "";
  const known = UUID.test(paymentId) && session.status === "signed-in";
  return (
    <div className="mx-auto max-w-lg px-4 py-12 text-center">
      <title>{t("checkout.failed.title")}</title>
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-red-100 text-red-700">
        <XCircle className="size-9" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("checkout.failed.heading")}</h1>
      <p className="mt-2 break-words text-slate-700" data-testid="failure-reason">
        {failureWords(t, reason)}
      </p>
      <p className="mt-1 text-sm text-slate-500">{t("checkout.failed.noOrder")}</p>
      {known ? <FailedPayment id={paymentId} /> : <Actions again={readStoredPayment()?.summaryUrl} />}
      <div className={card("mt-6 p-4 text-left text-sm text-slate-700")}>
        <h2 className="font-bold text-slate-900">{t("checkout.failed.causes")}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {COMMON_CAUSES.map((c) => (
            <li key={c}>{t(c)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function FailedPayment({ id }: { id: string }) {
  const t = useMessages(checkoutMessages);
  const payment = useCheckoutView(id);
  if (payment.isPending) return <div className="mt-6 h-22 animate-pulse rounded-2xl bg-slate-100" role="status" />;
  if (!payment.data) return <Actions again={readStoredPayment()?.summaryUrl} />;
  const p = payment.data;
  return (
    <>
      <PaidItem
        title={p.product.title}
        image={p.product.image}
        amount={p.total}
        caption={t("checkout.failed.notCompleted")}
      />
      <Actions again={retryUrl(p.retry, p.id)} />
    </>
  );
}

/** Try Again goes to the summary the payment started from, or back in history when nothing says which. */
function Actions({ again }: { again: string | undefined }) {
  const t = useMessages(checkoutMessages);
  const [, navigate] = useLocation();
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Button onClick={() => (again ? navigate(again) : history.back())}>{t("checkout.failed.tryAgain")}</Button>
      <Button asChild variant="outline">
        <Link href="/dashboard">{t("checkout.backToDashboard")}</Link>
      </Button>
    </div>
  );
}
