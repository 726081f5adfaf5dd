import { ExternalLink, RotateCw } from "lucide-react";
import { Link } from "wouter";
import { formatOrderNumber } from "@contract/order-number";
import { SHIPMENT_VIEWS } from "@contract/shipping";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateIST, formatDateTimeIST } from "@web/lib/format";
import { useAdminShipments, useRetryBooking, type ShipmentView } from "./api/admin-shipments";
import { ListStates } from "../common/list-states";
import { ParcelSizesEditor } from "./parcel-sizes-editor";
import { PageLinks, useTabParams } from "../common/page-links";
import { StatusFilter } from "../common/status-filter";
import { card } from "@web/components/ui/card";

const LABELS: Record<ShipmentView, string> = {
  failed: "Failed bookings",
  awaiting_pickup: "Awaiting pickup",
  in_transit: "In transit",
  ndr: "Delivery failed (NDR)",
  rto: "Returning to seller (RTO)",
};

/** Parcels at the courier by what needs doing; a failed booking can be retried now (decision 0022). */
export function ShipmentsTab() {
  const { params, page, hrefWith } = useTabParams();
  const asked = params.get("view");
  const view: ShipmentView = SHIPMENT_VIEWS.find((v) => v === asked) ?? "failed";
  const query = useAdminShipments(view, page);
  const retry = useRetryBooking();

  return (
    <>
      <StatusFilter
        options={SHIPMENT_VIEWS.map((v) => ({ value: v, label: LABELS[v] }))}
        current={view}
        hrefFor={(v) => hrefWith({ view: v === "failed" ? undefined : v })}
      />
      <ListStates query={query} empty="No shipments here." failure="Could not load shipments. Please try again.">
        {(items) =>
          items.map((s) => (
            <article
              key={s.id}
              aria-label={`${s.kind === "return" ? "Return pickup" : "Shipment"} of order ${formatOrderNumber(s.orderNumber)}`}
              className={card("p-4")}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">
                  <Link href={`/track-orders/${s.orderId}`} className="hover:underline">
                    Order {formatOrderNumber(s.orderNumber)}
                  </Link>
                  {s.kind === "return" && (
                    <span className="ml-2 rounded-full bg-violet-100 px-2 py-0.5 align-middle text-xs font-semibold text-violet-900">
                      Return pickup
                    </span>
                  )}
                </h3>
                <span className="text-sm text-slate-600">Updated {formatDateTimeIST(s.updatedAt)}</span>
              </div>
              <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
                {s.courierName && <span>{s.courierName}</span>}
                {s.awb && <span className="font-mono">AWB {s.awb}</span>}
                {s.pickupScheduledFor && <span>Pickup {formatDateIST(s.pickupScheduledFor)}</span>}
                {s.labelUrl && (
                  <a
                    href={s.labelUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                  >
                    Label <ExternalLink className="size-3.5" aria-hidden />
                  </a>
                )}
              </p>
              {s.state === "booking" && (
                <div className="mt-2 space-y-2">
                  <p className="rounded-xl bg-amber-50 p-3 text-sm break-words text-amber-900">
                    {s.attempts} {s.attempts === 1 ? "attempt" : "attempts"} failed
                    {s.lastError ? `: ${s.lastError}` : ""}
                  </p>
                  <Button
                    size="sm"
                    disabled={retry.isPending && retry.variables === s.id}
                    onClick={() =>
                      retry.mutate(s.id, {
                        onSuccess: (after) =>
                          toast({
                            title: after.state === "booked" ? "Booked with the courier" : "Booking failed again",
                            description: after.state === "booked" ? `AWB ${after.awb}` : (after.lastError ?? undefined),
                            variant: after.state === "booked" ? "success" : "destructive",
                          }),
                        onError: (err) =>
                          toast({
                            title: "Could not retry",
                            description: serverMessage(err) ?? "Please try again.",
                            variant: "destructive",
                          }),
                      })
                    }
                  >
                    <RotateCw aria-hidden /> Retry booking
                  </Button>
                </div>
              )}
            </article>
          ))
        }
      </ListStates>
      <PageLinks label="Shipment pages" shown={query.data?.length ?? 0} />
      <ParcelSizesEditor />
    </>
  );
}
