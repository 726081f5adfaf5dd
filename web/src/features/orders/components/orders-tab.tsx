import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { clsx } from "clsx";
import { RefreshCw, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { BuyerOrderView, SellerOrderView } from "@contract/orders";
import { AcceptOrder } from "@web/features/orders/components/accept-order";
import { OrderActions } from "@web/features/orders/components/order-actions";
import { OrderRow } from "@web/features/orders/components/order-row";
import { OrderTracker } from "@web/features/orders/components/order-tracker";
import { payoutState } from "@web/lib/payout-state";
import { PriceDetails } from "@web/features/orders/components/price-details";
import { RelistButton } from "@web/features/orders/components/relist-button";
import { ReturnWindowNote } from "@web/features/orders/components/return-window-note";
import { ShipmentCard } from "@web/features/orders/components/shipment-card";
import { Button } from "@web/components/ui/button";
import { useMyOrders, useSales } from "@web/lib/api/orders";
import { formatDateIST, formatRupees } from "@web/lib/format";
import { TabState } from "@web/components/ui/tab-state";
import { LoadMore, SubTabs } from "@web/components/ui/list-controls";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages, type FeatureTranslator, type KeyOf } from "@web/i18n/feature-messages";
import { orderMessages } from "@web/features/orders/messages";

// Used on pages of other features (the dashboard, the listing form): the words come with this code.
preloadMessages(orderMessages);

export type OrdersSide = "purchases" | "sales";

/**
 * Dashboard Orders (docs/product.md#pages): the buyer's orders (cards open the order dialog); a seller also sees Sales with
 * payouts, orders waiting for Accept Order first. `initialSide` comes from the link that opened the dashboard.
 */
export function OrdersTab({
  userId,
  sells,
  initialSide = "purchases",
}: {
  userId: string;
  sells: boolean;
  initialSide?: OrdersSide;
}) {
  const t = useMessages(orderMessages);
  const [side, setSide] = useState<OrdersSide>(sells ? initialSide : "purchases");
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="text-xl font-bold text-slate-900">
        {t("orders.tab.heading")}
      </h2>
      {sells && (
        <SubTabs
          label={t("orders.tab.heading")}
          tabs={
            [
              ["purchases", t("orders.tab.purchases")],
              ["sales", t("orders.tab.sales")],
            ] as const
          }
          current={side}
          onChange={setSide}
        />
      )}
      <div className="mt-4">{side === "purchases" ? <Purchases /> : <Sales userId={userId} />}</div>
    </section>
  );
}

function RefreshBar({ onRefresh, busy }: { onRefresh: () => void; busy: boolean }) {
  const t = useMessages(orderMessages);
  return (
    <div className="mb-3 flex justify-end">
      <Button variant="outline" size="sm" onClick={onRefresh} disabled={busy}>
        <RefreshCw className={clsx("size-4", busy && "animate-spin")} aria-hidden />
        {t("orders.tab.refresh")}
      </Button>
    </div>
  );
}

function Purchases() {
  const t = useMessages(orderMessages);
  const query = useMyOrders();
  const [openId, setOpenId] = useState<string>();
  const orders = query.data?.pages.flat() ?? [];
  const open = orders.find((o) => o.id === openId);
  if (orders.length === 0)
    return (
      <TabState
        loading={query.isPending}
        error={query.isError ? t("orders.tab.fetchFailed") : undefined}
        onRetry={() => void query.refetch()}
        empty={t("orders.tab.noPurchases")}
      />
    );
  return (
    <>
      <RefreshBar onRefresh={() => void query.refetch()} busy={query.isFetching} />
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {orders.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              data-testid="order-card"
              onClick={() => setOpenId(order.id)}
              className={card(
                "w-full p-3 text-left hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4",
              )}
            >
              <OrderRow order={order} />
            </button>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
      <OrderDialog order={open} onClose={() => setOpenId(undefined)} />
    </>
  );
}

function OrderDialog({ order, onClose }: { order: BuyerOrderView | undefined; onClose: () => void }) {
  const t = useMessages(orderMessages);
  return (
    <DialogShell
      open={Boolean(order)}
      onOpenChange={(o) => !o && onClose()}
      overlayClassName="fixed inset-0 z-40 bg-slate-900/50"
      panelClassName="fixed top-1/2 left-1/2 z-40 max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
    >
      {order && (
        <>
          <div className="flex items-start justify-between gap-3">
            <DialogTitle>{t("orders.tab.details")}</DialogTitle>
            <DialogClose
              className="-m-2 grid size-11 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
              aria-label={t("orders.tab.close")}
            >
              <X className="size-5" aria-hidden />
            </DialogClose>
          </div>
          <DialogDescription className="sr-only">{t("orders.tab.detailsDescription")}</DialogDescription>
          <Link href={`/products/${order.product.id}`} className="mt-3 block rounded-xl hover:bg-slate-50">
            <OrderRow order={order} />
          </Link>
          <div className="mt-5">
            <OrderTracker order={order} />
          </div>
          <ShipmentCard order={{ ...order, viewer: "buyer" }} compact />
          <ReturnWindowNote order={order} />
          {order.expectedDeliveryDate && order.status !== "delivered" && order.status !== "cancelled" && (
            <p className="mt-4 text-sm text-sky-900">
              <span className="font-semibold">{t("orders.tab.expected")}</span>{" "}
              {formatDateIST(order.expectedDeliveryDate, t.language)}
            </p>
          )}
          <p className="mt-4 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{t("orders.tab.address")}</span>{" "}
            <span translate="no">{order.deliveryAddress}</span>
          </p>
          <div className="mt-4 rounded-xl bg-slate-50 p-4">
            <PriceDetails order={order} />
          </div>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t("orders.tab.close")}</Button>
            </DialogClose>
            <OrderActions order={order} />
          </div>
        </>
      )}
    </DialogShell>
  );
}

const PAYOUT_STATE_KEYS: Record<string, KeyOf<typeof orderMessages>> = {
  Paid: "orders.payout.paid",
  Sending: "orders.payout.sending",
  Failed: "orders.payout.failed",
  Due: "orders.payout.due",
};

/** payoutState's fixed details in the page's language; a date is written again in it, a server's note stays. */
function payoutDetail(
  t: FeatureTranslator<KeyOf<typeof orderMessages>>,
  payout: NonNullable<SellerOrderView["payout"]>,
) {
  const state = payoutState(payout);
  if (t.language === "en" || !state.detail) return state.detail;
  if (payout.status === "paid")
    return [
      payout.paidAt && formatDateIST(payout.paidAt, t.language),
      payout.bankReference && `UTR ${payout.bankReference}`,
    ]
      .filter(Boolean)
      .join(" · ");
  if (payout.status === "sending") return t("orders.payout.sendingDetail");
  if (!payout.note) return t("orders.payout.dueDetail");
  return t.text(state.detail);
}

const payoutText = (t: FeatureTranslator<KeyOf<typeof orderMessages>>, order: SellerOrderView) => {
  if (order.status === "cancelled") return t("orders.payout.cancelled");
  if (order.returnStatus === "processed") return t("orders.relist.noPayout");
  if (order.returnStatus === "requested" || order.returnStatus === "approved") return t("orders.payout.onHold");
  if (!order.payout)
    return order.status === "delivered" ? t("orders.payout.afterWindow") : t("orders.payout.afterDelivery");
  const state = payoutState(order.payout);
  const detail = payoutDetail(t, order.payout);
  return `${t(PAYOUT_STATE_KEYS[state.label] ?? "orders.payout.due")}${detail ? ` · ${detail}` : ""}`;
};

function Sales({ userId }: { userId: string }) {
  const t = useMessages(orderMessages);
  const query = useSales(userId);
  const orders = query.data?.pages.flat() ?? [];
  if (orders.length === 0)
    return (
      <TabState
        loading={query.isPending}
        error={query.isError ? t("orders.tab.fetchFailed") : undefined}
        onRetry={() => void query.refetch()}
        empty={t("orders.tab.noSales")}
      />
    );
  return (
    <>
      <RefreshBar onRefresh={() => void query.refetch()} busy={query.isFetching} />
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {orders.map((order) => (
          <li key={order.id} data-testid="sale-card" className={card("p-3 sm:p-4")}>
            <Link href={`/track-orders/${order.id}`} className="block rounded-xl hover:bg-slate-50">
              <OrderRow order={order} amount={order.finalPrice - order.sellerFee} />
            </Link>
            <p className="mt-2 text-sm text-slate-600">
              {order.returnStatus !== "processed" && (
                <>{t("orders.tab.youReceive", { amount: formatRupees(order.finalPrice - order.sellerFee) })}</>
              )}
              <span className="font-medium text-slate-800">{payoutText(t, order)}</span>
            </p>
            {order.status === "placed" && <AcceptOrder orderId={order.id} acceptBy={order.acceptBy} className="mt-3" />}
            {/* The pickup date and the packing slip; never the label, which prints the buyer's details. */}
            <ShipmentCard order={{ ...order, viewer: "seller" }} compact scans={false} />
            {order.returnStatus === "processed" && (
              <div className="mt-2">
                <RelistButton order={order} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}
