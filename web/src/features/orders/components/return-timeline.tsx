import { clsx } from "clsx";
import { Check, Circle, ExternalLink, Truck, X } from "lucide-react";
import type { OrderView } from "@contract/orders";
import { formatDateIST, formatRupees } from "@web/lib/format";
import { useMessages, type FeatureTranslator, type KeyOf } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";

type Step = { label: string; detail?: string; state: "done" | "todo" | "bad" };
type T = FeatureTranslator<KeyOf<typeof orderMessages>>;

/** The return's steps as far as they have gone: requested, approved or rejected, refund started, refunded or failed. */
function stepsOf(order: Pick<OrderView, "returnRequest" | "refund">, seller: boolean, t: T): Step[] {
  const r = order.returnRequest!;
  const date = (at: string) => formatDateIST(at, t.language);
  const steps: Step[] = [{ label: t("orders.return.requested"), detail: date(r.requestedAt), state: "done" }];
  if (r.status === "rejected")
    return [...steps, { label: t("orders.return.rejected"), detail: r.rejectionNote ?? undefined, state: "bad" }];
  // A step names what has happened: while the request waits, the step says it waits, never "approved".
  steps.push(
    r.status === "requested"
      ? { label: t("orders.return.waiting"), detail: t("orders.return.reviewing"), state: "todo" }
      : {
          label: t("orders.return.approved"),
          detail:
            r.status === "approved"
              ? t("orders.return.approvedCollect")
              : r.status === "returned"
                ? t("orders.return.backWithSeller")
                : r.processedAt
                  ? t("orders.return.receivedBackOn", { date: date(r.processedAt) })
                  : t("orders.return.receivedBack"),
          state: "done",
        },
  );
  if (r.status === "disputed")
    steps.push({
      label: t("orders.return.sellerDisputed"),
      detail: t("orders.return.dobaraDecides"),
      state: "bad",
    });
  if (r.status === "refused")
    return [
      ...steps,
      { label: t("orders.return.refundRefused"), detail: t("orders.return.decidedForSeller"), state: "bad" },
    ];
  const refund = order.refund;
  if (r.status !== "processed")
    return [
      ...steps,
      { label: t("orders.return.refundStarted"), state: "todo" },
      { label: t("orders.return.refunded"), state: "todo" },
    ];
  if (!refund)
    return [
      ...steps,
      { label: t("orders.return.itemReceived"), detail: t("orders.return.nothingToRefund"), state: "done" },
    ];
  const amount = formatRupees(refund.amount);
  steps.push({
    label: t("orders.return.refundStarted"),
    detail: seller ? t("orders.return.backToBuyer", { amount }) : t("orders.return.toYourPayment", { amount }),
    state: "done",
  });
  if (refund.status === "processed")
    steps.push({
      label: t("orders.return.refunded"),
      detail: refund.reference
        ? t("orders.return.reference", { date: date(refund.updatedAt), reference: refund.reference })
        : date(refund.updatedAt),
      state: "done",
    });
  else if (refund.status === "failed")
    steps.push({
      label: t("orders.return.refundFailed"),
      detail: t("orders.return.teamCompletes"),
      state: "bad",
    });
  else steps.push({ label: t("orders.return.refunded"), detail: t("orders.return.usually"), state: "todo" });
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
  const t = useMessages(orderMessages);
  if (!order.returnRequest) return null;
  const pickup = order.returnShipment;
  return (
    <section aria-labelledby="return-timeline-heading" className="mt-4 border-t border-slate-200 pt-4">
      <h3 id="return-timeline-heading" className="mb-3 text-sm font-semibold text-slate-900">
        {t("orders.return.heading")}
      </h3>
      {pickup && pickup.state !== "cancelled" && <ReturnPickup pickup={pickup} />}
      <ol className="space-y-0" data-testid="return-timeline">
        {stepsOf(order, seller, t).map((step, i, all) => (
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
  const t = useMessages(orderMessages);
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" data-testid="return-pickup">
      <Truck className="size-4 text-brand-700" aria-hidden />
      {pickup.awb ? (
        <>
          <span>{t("orders.return.pickupBy", { courier: pickup.courierName ?? t("orders.return.theCourier") })}</span>
          <span>
            <span className="text-slate-500">{t("orders.awb")} </span>
            <span className="font-mono font-semibold text-slate-900">{pickup.awb}</span>
          </span>
          {pickup.trackingUrl && (
            <a
              href={pickup.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              {t("orders.return.track")} <ExternalLink className="size-3.5" aria-hidden />
            </a>
          )}
        </>
      ) : (
        <span>{t("orders.return.booking")}</span>
      )}
    </p>
  );
}
