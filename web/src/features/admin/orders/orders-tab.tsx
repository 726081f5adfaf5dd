import { ExternalLink, ShieldCheck, SquarePen } from "lucide-react";
import { formatOrderNumber } from "@contract/order-number";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDERS_PAGE_SIZE } from "@contract/admin-orders";
import { ORDER_STATUSES, type AdminOrderView, type OrderStatus } from "@contract/orders";
import { ORDER_STATUS_LABELS, RETURN_STATUS_LABELS } from "@web/features/orders";
import { OrderStatusBadge } from "@web/features/orders";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateIST, formatDateTimeIST, formatRupees } from "@web/lib/format";
import { useAdminOrders, useReleasePayout, useSetOrderStatus } from "./api/admin-orders";
import { useTakeOffCourier } from "./api/admin-shipments";
import { ListStates } from "../common/list-states";
import { canChangeStatus, OrderStatusDialog } from "./order-status-dialog";
import { PageLinks, useTabParams } from "../common/page-links";
import { StatusFilter } from "../common/status-filter";
import { ListSearch } from "../common/list-search";
import { card } from "@web/components/ui/card";

const isStatus = (v: string | null): v is OrderStatus => ORDER_STATUSES.some((s) => s === v);

/** The Orders tab: every order, filtered by status and searched; the status dialog moves it along. */
export function OrdersTab() {
  const [, navigate] = useLocation();
  const { params, page, hrefWith } = useTabParams();
  const requested = params.get("status");
  const status = isStatus(requested) ? requested : undefined;
  const q = params.get("q")?.trim().slice(0, 100) ?? "";
  const query = useAdminOrders(status, q, page);
  const setStatus = useSetOrderStatus();
  const takeOff = useTakeOffCourier();
  const release = useReleasePayout();
  const [editing, setEditing] = useState<AdminOrderView>();

  return (
    <>
      <ListSearch
        key={q}
        q={q}
        formLabel="Find orders"
        inputLabel="Search orders"
        placeholder="Order number, title or username"
        onSearch={(text) => navigate(hrefWith({ q: text || undefined }))}
      />
      <StatusFilter
        options={[undefined, ...ORDER_STATUSES].map((s) => ({ value: s, label: s ? ORDER_STATUS_LABELS[s] : "All" }))}
        current={status}
        hrefFor={(s) => hrefWith({ status: s })}
      />
      <ListStates
        query={query}
        empty={
          q
            ? `No orders match “${q}”.`
            : status
              ? `No ${ORDER_STATUS_LABELS[status].toLowerCase()} orders.`
              : "No orders yet."
        }
        failure={ADMIN_ORDER_MESSAGES.ordersFailed}
      >
        {(orders) =>
          orders.map((order) => (
            <article
              key={order.id}
              aria-label={`Order ${formatOrderNumber(order.orderNumber)}: ${order.product.title}`}
              className={card("p-4")}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">
                  <span className="text-slate-500">{formatOrderNumber(order.orderNumber)}</span> {order.product.title}
                </h3>
                <OrderStatusBadge status={order.status} />
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <Fact term="Buyer" value={`@${order.buyerUsername}`} />
                <Fact term="Seller" value={`@${order.sellerUsername}`} />
                <Fact term="Paid" value={formatRupees(order.totalPaid)} />
                <Fact term="Placed" value={formatDateTimeIST(order.createdAt)} />
                {order.expectedDeliveryDate && (
                  <Fact term="Expected delivery" value={formatDateIST(order.expectedDeliveryDate)} />
                )}
                {order.returnStatus && <Fact term="Return" value={RETURN_STATUS_LABELS[order.returnStatus]} />}
              </dl>
              {order.payoutHold && (
                <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                  Payout held: {order.payoutHold}
                </p>
              )}
              <div className="mt-3 flex flex-wrap items-center gap-2">
                {canChangeStatus(order) && (
                  <Button
                    size="sm"
                    disabled={setStatus.isPending && setStatus.variables.id === order.id}
                    onClick={() => setEditing(order)}
                  >
                    <SquarePen aria-hidden /> Update status
                  </Button>
                )}
                {order.payoutHold && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={release.isPending && release.variables === order.id}
                    onClick={() =>
                      release.mutate(order.id, {
                        onSuccess: () =>
                          toast({
                            title: "Payout released",
                            description: `${formatOrderNumber(order.orderNumber)} is paid out once its return window has closed.`,
                            variant: "success",
                          }),
                        onError: (err) =>
                          toast({
                            title: "Could not release the payout",
                            description: serverMessage(err) ?? "Please try again.",
                            variant: "destructive",
                          }),
                      })
                    }
                  >
                    <ShieldCheck aria-hidden /> Release payout
                  </Button>
                )}
                <Link
                  href={`/track-orders/${order.id}`}
                  className="inline-flex h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:border-brand-600 hover:text-brand-800"
                >
                  <ExternalLink className="size-4" aria-hidden /> View order
                </Link>
              </div>
            </article>
          ))
        }
      </ListStates>
      <PageLinks label="Order pages" shown={query.data?.length ?? 0} size={ADMIN_ORDERS_PAGE_SIZE} />
      <OrderStatusDialog
        order={editing}
        busy={setStatus.isPending || takeOff.isPending}
        onClose={() => setEditing(undefined)}
        onTakeOffCourier={(shipmentId) =>
          takeOff.mutate(shipmentId, {
            onSuccess: () => {
              toast({ title: "Taken off the courier", description: "Update this order by hand.", variant: "success" });
              setEditing((o) => (o?.shipment ? { ...o, shipment: { ...o.shipment, state: "by_hand" } } : o));
            },
            onError: (err) =>
              toast({
                title: "Could not take it off the courier",
                description: serverMessage(err) ?? "Please try again.",
                variant: "destructive",
              }),
          })
        }
        onSave={(change) =>
          editing &&
          setStatus.mutate(
            { id: editing.id, ...change },
            {
              onSuccess: (order) => {
                toast({
                  title: ADMIN_ORDER_MESSAGES.statusUpdated,
                  description: `${formatOrderNumber(order.orderNumber)} is now ${ORDER_STATUS_LABELS[order.status]}`,
                  variant: "success",
                });
                setEditing(undefined);
              },
              onError: (err) =>
                toast({
                  title: ADMIN_ORDER_MESSAGES.statusFailed,
                  description: serverMessage(err) ?? "Please try again.",
                  variant: "destructive",
                }),
            },
          )
        }
      />
    </>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium break-words text-slate-800">{value}</dd>
    </div>
  );
}
