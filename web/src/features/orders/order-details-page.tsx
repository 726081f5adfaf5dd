import { ArrowLeft, CalendarDays, MapPin, PackageX, UserRound } from "lucide-react";
import { categoryLabel } from "@contract/categories";
import { formatOrderNumber } from "@contract/order-number";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { AcceptOrder } from "@web/features/orders/components/accept-order";
import { OrderActions } from "@web/features/orders/components/order-actions";
import { OrderStatusBadge } from "@web/features/orders/components/order-status-badge";
import { OrderTracker } from "@web/features/orders/components/order-tracker";
import { OrderInvoices } from "@web/features/orders/components/order-invoices";
import { PriceDetails } from "@web/features/orders/components/price-details";
import { ReturnWindowNote } from "@web/features/orders/components/return-window-note";
import { ReturnClaim } from "@web/features/orders/components/return-claim";
import { ShipmentCard } from "@web/features/orders/components/shipment-card";
import { RelistButton, RETURNED_NO_PAYOUT } from "@web/features/orders/components/relist-button";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { useOrder } from "@web/lib/api/orders";
import { formatDateIST, formatRupees } from "@web/lib/format";
import { useSession } from "@web/lib/session";
import { Thumbnail } from "@web/components/product/thumbnail";
import { RateOrder } from "@web/features/ratings";
import { card } from "@web/components/ui/card";

/** Order Details (/track-orders/{id}): the buyer's, the seller's or (from the panel) the admin's view. */
export function OrderDetailsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const session = useSession();
  const asAdmin = session.status === "signed-in" && session.user.role === "admin";
  const query = useOrder(id);
  // The seller came from their sales (or a notification about one): back goes there, not to their purchases.
  const back = asAdmin
    ? { href: "/admin-panel?tab=orders", label: "Back to admin panel" }
    : query.data?.viewer === "seller"
      ? { href: "/dashboard?tab=orders&sub=sales", label: "My Sales" }
      : { href: "/track-orders", label: "My Orders" };

  if (query.isPending) return <PageSpinner />;
  if (query.isError || !query.data) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
        <title>Order Not Found · Dobara</title>
        <PackageX className="size-10 text-slate-400" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Order Not Found</h1>
        <p className="mt-1 text-slate-600">This order does not exist, or it is not yours to see.</p>
        <Button asChild className="mt-5">
          <Link href="/track-orders">Go to My Orders</Link>
        </Button>
      </div>
    );
  }
  const order = query.data;
  // The admin view shows the last 8 characters of the id when it names the order by id (docs/product.md#limits-and-timings).
  const title = formatOrderNumber(order.orderNumber);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <title>{`Order ${title} · Dobara`}</title>
      <Link
        href={back.href}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {back.label}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Order {title}</h1>
        <OrderStatusBadge status={order.status} order={order} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Placed on {formatDateIST(order.createdAt)}
        {order.deliveredAt && ` · Delivered on ${formatDateIST(order.deliveredAt)}`}
      </p>

      <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          {order.viewer === "seller" && order.status === "placed" && (
            <AcceptOrder orderId={order.id} acceptBy={order.acceptBy} className="sm:max-w-md" />
          )}
          <Card>
            <OrderTracker order={order} seller={order.viewer === "seller"} />
            <ShipmentCard order={order} />
            {order.viewer === "buyer" && <ReturnWindowNote order={order} />}
            {order.expectedDeliveryDate && order.status !== "delivered" && order.status !== "cancelled" && (
              <div className="mt-4 flex gap-3 rounded-xl bg-sky-50 p-4 text-sky-950">
                <CalendarDays className="size-5 shrink-0" aria-hidden />
                <div>
                  <p className="font-semibold">Expected Delivery: {formatDateIST(order.expectedDeliveryDate)}</p>
                  <p className="text-sm">We'll notify you when your order is out for delivery!</p>
                </div>
              </div>
            )}
          </Card>
          {order.returnStatus && (
            <Card>
              <ReturnClaim order={order} />
            </Card>
          )}
          <Card>
            <Link
              href={`/products/${order.product.id}`}
              className="flex items-center gap-4 rounded-xl hover:bg-slate-50"
            >
              <span className="size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100">
                <Thumbnail src={order.product.image} size={80} />
              </span>
              <span className="min-w-0">
                <span className="line-clamp-2 font-semibold text-slate-900">{order.product.title}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{categoryLabel(order.product.category)}</span>
                <span className="mt-0.5 block font-bold text-slate-900">{formatRupees(order.finalPrice)}</span>
              </span>
            </Link>
          </Card>
          {order.viewer === "buyer" && (
            <div className="flex flex-wrap gap-2">
              <OrderActions order={order} />
            </div>
          )}
          {order.status === "delivered" && order.viewer !== "admin" && (
            <RateOrder orderId={order.id} other={order.viewer === "buyer" ? "seller" : "buyer"} />
          )}
        </div>

        <aside className="space-y-4">
          {order.viewer === "admin" && (
            <Card title="Customer Details" icon={<UserRound className="size-4" aria-hidden />}>
              <dl className="space-y-1.5 text-sm">
                <Field label="Name" value={order.buyerFullName ?? "N/A"} />
                <Field label="Email" value={order.buyerEmail ?? "N/A"} />
                <Field label="Mobile" value={order.buyerMobile ?? "N/A"} />
                <Field label="Seller" value={order.sellerUsername} />
              </dl>
            </Card>
          )}
          {order.viewer !== "seller" && (
            <Card title="Delivery Address" icon={<MapPin className="size-4" aria-hidden />}>
              <p className="text-sm text-slate-700">{order.deliveryAddress}</p>
              <p className="mt-2 text-xs text-slate-500">Ordered on {formatDateIST(order.createdAt)}</p>
            </Card>
          )}
          <Card title="Price Details">
            <PriceDetails order={order} />
            {order.status === "delivered" && (
              <div className="mt-3 border-t border-slate-200 pt-3">
                <OrderInvoices orderId={order.id} viewer={order.viewer} delivered />
              </div>
            )}
            {order.viewer === "seller" && (
              <div className="mt-3 border-t border-slate-200 pt-3 text-sm">
                {order.returnStatus === "processed" ? (
                  <div className="space-y-2">
                    <p className="font-medium text-slate-800">{RETURNED_NO_PAYOUT}</p>
                    <RelistButton order={order} />
                  </div>
                ) : (
                  <>
                    <Field label="Seller fee" value={`−${formatRupees(order.sellerFee)}`} />
                    <Field label="You receive" value={formatRupees(order.finalPrice - order.sellerFee)} />
                    <p className="mt-2 text-slate-600">
                      {order.payout
                        ? order.payout.status === "paid"
                          ? `Paid to your bank${order.payout.bankReference ? ` (ref ${order.payout.bankReference})` : ""}.`
                          : "Payout due: it reaches your bank in 2-3 business days."
                        : "Paid out once the 48-hour return window after delivery closes."}
                    </p>
                  </>
                )}
              </div>
            )}
          </Card>
        </aside>
      </div>
    </div>
  );
}

function Card({ title, icon, children }: { title?: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className={card("p-4 sm:p-5")}>
      {title && (
        <h2 className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
          {icon}
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium break-all text-slate-900">{value}</dd>
    </div>
  );
}
