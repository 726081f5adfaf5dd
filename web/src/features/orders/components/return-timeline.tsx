import { clsx } from "clsx";
import { Check, Circle, ExternalLink, Truck, X } from "lucide-react";
import type { OrderView } from "@contract/orders";
import { formatDateIST, formatRupees } from "@web/lib/format";

type Step = { label: string; detail?: string; state: "done" | "todo" | "bad" };

/** The return's steps as far as they have gone: requested, approved or rejected, refund started, refunded or failed. */
function stepsOf(order: Pick<OrderView, "returnRequest" | "refund">, seller: boolean): Step[] {
  const r = order.returnRequest!;
  const steps: Step[] = [{ label: "Return requested", detail: formatDateIST(r.requestedAt), state: "done" }];
  if (r.status === "rejected")
    return [...steps, { label: "Return rejected", detail: r.rejectionNote ?? undefined, state: "bad" }];
  // A step names what has happened: while the request waits, the step says it waits, never "approved".
  steps.push(
    r.status === "requested"
      ? { label: "Waiting for approval", detail: "We are reviewing your request", state: "todo" }
      : {
          label: "Return approved",
          detail:
            r.status === "approved"
              ? "We collect the item; the seller checks it once it is back"
              : r.status === "returned"
                ? "Back with the seller, who has 48 hours to check it"
                : `Item received back${r.processedAt ? ` on ${formatDateIST(r.processedAt)}` : ""}`,
          state: "done",
        },
  );
  if (r.status === "disputed")
    steps.push({
      label: "Seller disputed the item",
      detail: "Dobara decides from both sides' words and photos",
      state: "bad",
    });
  if (r.status === "refused")
    return [...steps, { label: "Refund refused", detail: "Dobara decided for the seller", state: "bad" }];
  const refund = order.refund;
  if (r.status !== "processed")
    return [...steps, { label: "Refund started", state: "todo" }, { label: "Refunded", state: "todo" }];
  if (!refund)
    return [
      ...steps,
      { label: "Item received", detail: "After the return fee there is nothing to refund", state: "done" },
    ];
  steps.push({
    label: "Refund started",
    detail: `${formatRupees(refund.amount)} ${seller ? "back to the buyer" : "to the way you paid"}`,
    state: "done",
  });
  if (refund.status === "processed")
    steps.push({
      label: "Refunded",
      detail: `${formatDateIST(refund.updatedAt)}${refund.reference ? ` · reference ${refund.reference}` : ""}`,
      state: "done",
    });
  else if (refund.status === "failed")
    steps.push({
      label: "Refund failed",
      detail: "A person from our team will complete it and contact you",
      state: "bad",
    });
  else steps.push({ label: "Refunded", detail: "Usually within 5-7 business days", state: "todo" });
  return steps;
}

/** The order page's and card's return timeline, shown once a return has been requested. */
export function ReturnTimeline({
  order,
  seller = false,
}: {
  order: Pick<OrderView, "returnRequest" | "refund"> & Partial<Pick<OrderView, "returnShipment">>;
  seller?: boolean;
}) {
  if (!order.returnRequest) return null;
  const pickup = order.returnShipment;
  return (
    <section aria-labelledby="return-timeline-heading" className="mt-4 border-t border-slate-200 pt-4">
      <h3 id="return-timeline-heading" className="mb-3 text-sm font-semibold text-slate-900">
        Return and refund
      </h3>
      {pickup && pickup.state !== "cancelled" && <ReturnPickup pickup={pickup} />}
      <ol className="space-y-0" data-testid="return-timeline">
        {stepsOf(order, seller).map((step, i, all) => (
          <li key={step.label} className="relative flex gap-3 pb-4 last:pb-0">
            {i < all.length - 1 && (
              <span
                aria-hidden
                className={clsx(
                  "absolute top-7 bottom-0 left-3.5 w-0.5 -translate-x-1/2",
                  step.state === "done" ? "bg-emerald-400" : "bg-slate-200",
                )}
              />
            )}
            <span
              className={clsx(
                "relative grid size-7 shrink-0 place-items-center rounded-full",
                step.state === "done" && "bg-emerald-500 text-white",
                step.state === "bad" && "bg-red-600 text-white",
                step.state === "todo" && "bg-slate-200 text-slate-500",
              )}
            >
              {step.state === "done" ? (
                <Check className="size-4" aria-hidden />
              ) : step.state === "bad" ? (
                <X className="size-4" aria-hidden />
              ) : (
                <Circle className="size-2.5 fill-current" aria-hidden />
              )}
            </span>
            <span className="min-w-0 pt-0.5 text-sm">
              <span
                className={clsx("block font-semibold", step.state === "todo" ? "text-slate-500" : "text-slate-900")}
              >
                {step.label}
              </span>
              {step.detail && <span className="block break-words text-slate-600">{step.detail}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The courier's return pickup (collected from the buyer, carried back to the seller): its AWB and tracking link, as
 * the forward parcel shows them; while it is being booked, a line saying so.
 */
function ReturnPickup({ pickup }: { pickup: NonNullable<OrderView["returnShipment"]> }) {
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" data-testid="return-pickup">
      <Truck className="size-4 text-brand-700" aria-hidden />
      {pickup.awb ? (
        <>
          <span>Return pickup by {pickup.courierName ?? "the courier"}</span>
          <span>
            <span className="text-slate-500">AWB </span>
            <span className="font-mono font-semibold text-slate-900">{pickup.awb}</span>
          </span>
          {pickup.trackingUrl && (
            <a
              href={pickup.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              Track return <ExternalLink className="size-3.5" aria-hidden />
            </a>
          )}
        </>
      ) : (
        <span>We are booking the courier's return pickup. Its AWB appears here once the courier confirms it.</span>
      )}
    </p>
  );
}
