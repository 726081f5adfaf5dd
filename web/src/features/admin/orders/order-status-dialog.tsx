import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { formatOrderNumber } from "@contract/order-number";
import { clsx } from "clsx";
import { useId, useState, type FormEvent } from "react";
import {
  ACTIVE_ORDER_STATUSES,
  ORDER_MESSAGES,
  ORDER_STEPS,
  type AdminOrderView,
  type OrderStatus,
} from "@contract/orders";
import { ORDER_STATUS_LABELS } from "@web/features/orders";
import { Button } from "@web/components/ui/button";
import { FormField, inputClass } from "@web/components/ui/form-field";

const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** A parcel the courier carries moves by its scans: the dialog takes those steps only once it is off the courier. */
const PARCEL_STEPS: readonly OrderStatus[] = ["picked_up", "out_for_delivery", "delivered"];
const onCourier = (order: AdminOrderView) => Boolean(order.shipment && order.shipment.state !== "by_hand");

/** What the server allows: the same step (to move the date), the next step (not a courier's), or cancelled. */
function choicesFrom(order: AdminOrderView): OrderStatus[] {
  const status = order.status;
  if (!(ACTIVE_ORDER_STATUSES as readonly string[]).includes(status)) return [];
  const next = ORDER_STEPS[ORDER_STEPS.indexOf(status as (typeof ORDER_STEPS)[number]) + 1];
  const nextAllowed = next && !(onCourier(order) && PARCEL_STEPS.includes(next));
  return [status, ...(nextAllowed ? [next] : []), "cancelled"];
}

export const canChangeStatus = (order: AdminOrderView) => choicesFrom(order).length > 0;

/** Moves an order one step along the tracker, with the expected delivery date the buyer sees (not before today). */
export function OrderStatusDialog({
  order,
  busy,
  onClose,
  onSave,
  onTakeOffCourier,
}: {
  order: AdminOrderView | undefined;
  busy: boolean;
  onClose: () => void;
  onSave: (change: { status: OrderStatus; expectedDeliveryDate?: string }) => void;
  onTakeOffCourier: (shipmentId: string) => void;
}) {
  const id = useId();
  const choices = order ? choicesFrom(order) : [];
  const [status, setStatus] = useState<OrderStatus>();
  const [date, setDate] = useState<string>();
  const [error, setError] = useState<string>();
  const chosen = status ?? choices[1] ?? choices[0];
  const shownDate = date ?? order?.expectedDeliveryDate ?? "";
  const takesDate = chosen !== "delivered" && chosen !== "cancelled";
  const today = todayInIndia();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    if (takesDate && shownDate && shownDate < today) {
      setError(ORDER_MESSAGES.dateInPast);
      return;
    }
    onSave({ status: chosen, ...(takesDate && shownDate ? { expectedDeliveryDate: shownDate } : {}) });
  }

  return (
    <DialogShell
      open={Boolean(order)}
      onOpenChange={(open) => {
        if (open) return;
        setStatus(undefined);
        setDate(undefined);
        setError(undefined);
        onClose();
      }}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      <DialogTitle>Update order {order && formatOrderNumber(order.orderNumber)}</DialogTitle>
      <DialogDescription className="mt-1 break-words">
        {order?.product.title} · now {order && ORDER_STATUS_LABELS[order.status]}. Cancelling refunds the buyer in full.
      </DialogDescription>
      {order?.shipment && onCourier(order) && order.status !== "placed" && (
        <div className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <p>
            The courier&apos;s scans move this parcel
            {order.shipment.awb ? ` (${order.shipment.courierName ?? "courier"}, AWB ${order.shipment.awb})` : ""}. Take
            it off the courier only if it cannot deliver: a parcel not yet collected is cancelled there.
          </p>
          <Button
            variant="outline"
            className="mt-2"
            disabled={busy}
            onClick={() => onTakeOffCourier(order.shipment!.id)}
          >
            Take off the courier
          </Button>
        </div>
      )}
      {/* noValidate: the date check below says it in our words, not the browser's. */}
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormField id={`${id}-status`} label="New status">
          <select
            id={`${id}-status`}
            value={chosen}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatus);
              setError(undefined);
            }}
            className={clsx(inputClass, "h-11 py-0")}
          >
            {choices.map((s) => (
              <option key={s} value={s}>
                {s === order?.status ? `${ORDER_STATUS_LABELS[s]} (change date only)` : ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </FormField>
        {takesDate && (
          <FormField id={`${id}-date`} label="Expected delivery date" error={error}>
            <input
              id={`${id}-date`}
              type="date"
              min={today}
              value={shownDate}
              onChange={(e) => {
                setDate(e.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-date-error` : undefined}
              className={inputClass}
            />
          </FormField>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Update status"}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
