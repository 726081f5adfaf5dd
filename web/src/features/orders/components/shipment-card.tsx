import { ExternalLink, Printer, Truck } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { formatOrderNumber } from "@contract/order-number";
import type { OrderDetail } from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { useOrderTracking } from "@web/lib/api/orders";
import { formatDateIST, formatDateTimeIST } from "@web/lib/format";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";

type Shipment = NonNullable<OrderDetail["shipment"]>;

const MOVING = new Set(["booked", "picked_up", "in_transit", "out_for_delivery", "undelivered"]);

/**
 * The parcel at the courier: who carries it, its AWB with the courier's tracking link, the pickup and expected dates,
 * and every scan. The seller also gets a packing slip (order number and AWB only: the courier's label prints the
 * buyer's details, so only the admin's view links it). `compact` is the dashboard's version: the seller's packing slip
 * is a link to the order page (where it prints), the card is tighter and its heading one level down.
 */
export function ShipmentCard({
  order,
  compact = false,
  scans: withScans = true,
}: {
  order: OrderDetail;
  compact?: boolean;
  /** False on a list of cards: one tracking request per card is too many; the order page has the scans. */
  scans?: boolean;
}) {
  const t = useMessages(orderMessages);
  const headingId = useId();
  const shipment = order.shipment;
  // Only the admin's view carries the label and the booking's errors.
  const adminShipment = order.viewer === "admin" ? order.shipment : null;
  const tracking = useOrderTracking(order.id, withScans && Boolean(shipment?.awb));
  if (!shipment) return null;
  if (shipment.state === "booking")
    return (
      <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
        {t("orders.ship.booking")}
        {adminShipment?.lastError && (
          <span className="mt-1 block text-xs">
            {t("orders.ship.attemptFailed", { n: adminShipment.attempts, error: adminShipment.lastError })}
          </span>
        )}
      </p>
    );
  const scans = tracking.data?.scans ?? [];
  // The order page's sections are h2 under its h1; in a dialog (h2 title) or on a card under the tab's h2, h3.
  const Heading = compact ? "h3" : "h2";
  return (
    <section
      aria-labelledby={headingId}
      data-testid="shipment"
      className={
        compact ? "mt-4 rounded-xl border border-slate-200 p-3" : "mt-4 rounded-xl border border-slate-200 p-4"
      }
    >
      <Heading id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <Truck className="size-4 text-brand-700" aria-hidden /> {shipment.courierName ?? t("orders.ship.courier")}
      </Heading>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-500">{t("orders.awb")} </dt>
          <dd className="inline font-mono font-semibold text-slate-900" data-testid="awb">
            {shipment.awb}
          </dd>
          {/* A second dd of the same term: a dl's div may hold only dt and dd (axe). */}
          {shipment.trackingUrl && (
            <dd className="ml-2 inline">
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                {t("orders.ship.track")} <ExternalLink className="size-3.5" aria-hidden />
              </a>
            </dd>
          )}
        </div>
        {shipment.pickupScheduledFor && shipment.phase === "booked" && (
          <div data-testid="pickup-date">
            <dt className="inline text-slate-500">{t("orders.ship.pickup")} </dt>
            <dd className="inline font-semibold text-slate-900">
              {formatDateIST(shipment.pickupScheduledFor, t.language)}
            </dd>
          </div>
        )}
        {shipment.etd && MOVING.has(shipment.phase ?? "") && (
          <div>
            <dt className="inline text-slate-500">{t("orders.ship.expectedBy")} </dt>
            <dd className="inline font-semibold text-slate-900">{formatDateIST(shipment.etd, t.language)}</dd>
          </div>
        )}
      </dl>
      {order.viewer === "seller" &&
        shipment.phase === "booked" &&
        (compact ? (
          <Link
            href={`/track-orders/${order.id}`}
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <Printer className="size-3.5" aria-hidden /> {t("orders.ship.packingSlip")}
          </Link>
        ) : (
          <PackingSlip order={order} shipment={shipment} />
        ))}
      {adminShipment?.labelUrl && (
        <a
          href={adminShipment.labelUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("orders.ship.label")} <ExternalLink className="size-3.5" aria-hidden />
        </a>
      )}
      {scans.length > 0 && (
        <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4" aria-label={t("orders.ship.scans")}>
          {[...scans].reverse().map((s) => (
            <li key={`${s.at}-${s.label}`} className="text-sm">
              <span className="font-semibold text-slate-900" translate="no">
                {s.activity || s.label}
              </span>
              <span className="block text-xs text-slate-500">
                {formatDateTimeIST(s.at, t.language)}
                {s.location && ` · ${s.location}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What the seller writes on (or prints for) the parcel: our order number and the AWB, nothing of the buyer. */
function PackingSlip({ order, shipment }: { order: OrderDetail; shipment: Shipment }) {
  const t = useMessages(orderMessages);
  return (
    <div className="mt-3 rounded-lg border border-dashed border-slate-300 p-3 text-sm" data-testid="packing-slip">
      <p className="font-semibold text-slate-900">{t("orders.ship.packingSlip")}</p>
      <p className="text-slate-700">
        {t("orders.ship.slipLine", { number: formatOrderNumber(order.orderNumber) })}{" "}
        <span className="font-mono">{shipment.awb}</span>
      </p>
      <p className="mt-1 text-xs text-slate-500">{t("orders.ship.slipHelp")}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => window.print()}>
        <Printer aria-hidden /> {t("orders.ship.print")}
      </Button>
    </div>
  );
}
