import { CircleAlert, Truck } from "lucide-react";
import type { DeliveryEstimate } from "@contract/shipping";
import { SHIPPING_MESSAGES } from "@contract/shipping-rules";
import { serverMessage } from "@web/lib/api-client";

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
  if (pending)
    return (
      <p role="status" className="text-sm text-slate-500">
        Checking delivery to {pincode}...
      </p>
    );
  if (error || !estimate)
    return (
      <p role="status" className="text-sm text-slate-600">
        {serverMessage(error) ?? SHIPPING_MESSAGES.unavailable}
      </p>
    );
  if (!estimate.serviceable)
    return (
      <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {SHIPPING_MESSAGES.notServiceable(pincode)}
      </p>
    );
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-slate-700" data-testid="delivery-estimate">
      <Truck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      <span>
        Delivery to {pincode} in about{" "}
        <strong className="text-slate-900">
          {estimate.etaDays} {estimate.etaDays === 1 ? "day" : "days"}
        </strong>{" "}
        after the seller hands it to the courier
      </span>
    </p>
  );
}
