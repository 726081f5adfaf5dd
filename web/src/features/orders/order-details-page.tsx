import { ArrowLeft, CalendarDays, MapPin, PackageX, UserRound } from "lucide-react";
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
import { RelistButton } from "@web/features/orders/components/relist-button";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { useOrder } from "@web/lib/api/orders";
import { formatDateIST, formatRupees } from "@web/lib/format";
import { useSession } from "@web/lib/session";
import { Thumbnail } from "@web/components/product/thumbnail";
import { RateOrder } from "@web/features/ratings";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { categoryLabel } from "@web/i18n/labels";
import { orderMessages } from "@web/features/orders/messages";

preloadMessages(orderMessages);

/** Order Details (/track-orders/{id}): the buyer's, the seller's or (from the panel) the admin's view. */
export function OrderDetailsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const t = useMessages(orderMessages);
  const session = useSession();
  const asAdmin = session.status === "signed-in" && session.user.role === "admin";
  const query = useOrder(id);
  // The seller came from their sales (or a notification about one): back goes there, not to their purchases.
  const back = asAdmin
    ? { href: "/admin-panel?tab=orders", label: t("orders.detail.backAdmin") }
    : query.data?.viewer === "seller"
      ? { href: "/dashboard?tab=orders&sub=sales", label: t("orders.tab.sales") }
      : { href: "/track-orders", label: t("orders.list.heading") };

  if (query.isPending) return <PageSpinner />;
  if (query.isError || !query.data) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
        <title>{t("orders.detail.notFoundTitle")}</title>
        <PackageX className="size-10 text-slate-400" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("orders.detail.notFound")}</h1>
        <p className="mt-1 text-slate-600">{t("orders.detail.notYours")}</p>
        <Button asChild className="mt-5">
          <Link href="/track-orders">{t("orders.detail.goToOrders")}</Link>
        </Button>
      </div>
    );
  }
  const order = query.data;
  // The admin view shows the last 8 characters of the id when it names the order by id (docs/product.md#limits-and-timings).
  const title = formatOrderNumber(order.orderNumber);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <title>{t("orders.detail.title", { number: title })}</title>
      <Link
        href={back.href}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {back.label}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t("orders.detail.heading", { number: title })}
        </h1>
        <OrderStatusBadge status={order.status} order={order} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t("orders.detail.placedOn", { date: formatDateIST(order.createdAt, t.language) })}
        {order.deliveredAt && t("orders.detail.deliveredOn", { date: formatDateIST(order.deliveredAt, t.language) })}
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
                  <p className="font-semibold">
                    {t("orders.detail.expected", { date: formatDateIST(order.expectedDeliveryDate, t.language) })}
                  </p>
                  <p className="text-sm">{t("orders.detail.notify")}</p>
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
                <span className="line-clamp-2 font-semibold text-slate-900" translate="no">
                  {order.product.title}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">{categoryLabel(t, order.product.category)}</span>
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
            <Card title={t("orders.detail.customer")} icon={<UserRound className="size-4" aria-hidden />}>
              <dl className="space-y-1.5 text-sm">
                <Field label={t("orders.detail.name")} value={order.buyerFullName ?? t("orders.detail.na")} />
                <Field label={t("orders.detail.email")} value={order.buyerEmail ?? t("orders.detail.na")} />
                <Field label={t("orders.detail.mobile")} value={order.buyerMobile ?? t("orders.detail.na")} />
                <Field label={t("orders.detail.seller")} value={order.sellerUsername} />
              </dl>
            </Card>
          )}
          {order.viewer !== "seller" && (
            <Card title={t("orders.detail.address")} icon={<MapPin className="size-4" aria-hidden />}>
              <p className="text-sm text-slate-700" translate="no">
                {order.deliveryAddress}
              </p>
              <p className="mt-2 text-xs text-slate-500">
                {t("orders.detail.orderedOn", { date: formatDateIST(order.createdAt, t.language) })}
              </p>
            </Card>
          )}
          <Card title={t("orders.detail.price")}>
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
                    <p className="font-medium text-slate-800">{t("orders.relist.noPayout")}</p>
                    <RelistButton order={order} />
                  </div>
                ) : (
                  <>
                    <Field label={t("orders.detail.sellerFee")} value={`−${formatRupees(order.sellerFee)}`} />
                    <Field
                      label={t("orders.detail.youReceive")}
                      value={formatRupees(order.finalPrice - order.sellerFee)}
                    />
                    <p className="mt-2 text-slate-600">
                      {order.payout
                        ? order.payout.status === "paid"
                          ? order.payout.bankReference
                            ? t("orders.detail.paidToBankRef", { reference: order.payout.bankReference })
                            : t("orders.detail.paidToBank")
                          : t("orders.detail.payoutDue")
                        : t("orders.detail.paidOutAfter")}
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
