import { useT } from "@web/i18n/i18n";
import { CircleAlert, Truck } from "lucide-react";
import type { DeliveryEstimate } from "@contract/shipping";
import { SHIPPING_MESSAGES } from "@contract/shipping-rules";
import { serverMessage } from "@web/lib/api-client";
import { useMessages } from "@web/i18n/feature-messages";
import { Suspense } from "react";
import { shippingMessages } from "./messages";

/**
 * One line on the courier's estimate: how many days it takes, that it cannot go there, or why we cannot say. It is the
 * page's only delivery figure, and it names no date: a date counted from today would leave out the seller's hand-over.
 */
export function DeliveryEstimateNote({
  pincode,
  estimate,
  pending,
  error,
}: {
  pincode: string;
  estimate: DeliveryEstimate | undefined;
  pending: boolean;
  error: unknown;
}) {
  const t = useT();
  if (pending)
    return (
      <p role="status" className="text-sm text-slate-500">
        {t("delivery.checking", { pincode })}
      </p>
    );
  if (error || !estimate)
    return (
      <p role="status" className="text-sm text-slate-600">
        {serverMessage(error) ?? t.text(SHIPPING_MESSAGES.unavailable)}
      </p>
    );
  if (!estimate.serviceable)
    return (
      <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {/* Its words load only when a pincode turns out not served: a moment's wait, never a line in the other language. */}
        <Suspense fallback={null}>
          <NotServiceable pincode={pincode} />
        </Suspense>
      </p>
    );
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-slate-700" data-testid="delivery-estimate">
      <Truck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      <span>{t("delivery.estimate", { pincode, days: t("delivery.days", { n: estimate.etaDays ?? 0 }) })}</span>
    </p>
  );
}

function NotServiceable({ pincode }: { pincode: string }) {
  const t = useMessages(shippingMessages);
  return <>{t("shipping.notServiceable", { pincode })}</>;
}
