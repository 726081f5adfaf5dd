import { ArrowLeft, PackageSearch, Truck } from "lucide-react";
import { Link, useSearch } from "wouter";
import type { BuyerOrderView } from "@contract/orders";
import { OrderActions } from "@web/features/orders/components/order-actions";
import { OrderRow } from "@web/features/orders/components/order-row";
import { OrderTracker } from "@web/features/orders/components/order-tracker";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { useMyOrders } from "@web/lib/api/orders";
import { useSession } from "@web/lib/session";
import { card } from "@web/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@web/components/ui/states";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "@web/features/orders/messages";

preloadMessages(orderMessages);

/** My Orders (docs/product.md#pages): a guest sees the Track Your Orders prompt; a buyer their orders with progress. */
export function TrackOrdersPage() {
  const t = useMessages(orderMessages);
  const session = useSession();
  const highlighted = new URLSearchParams(useSearch()).get("orderId");
  if (session.status === "restoring") return <PageSpinner />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <title>{t("orders.list.title")}</title>
      <Link href="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> {t("orders.list.backHome")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("orders.list.heading")}</h1>
      {session.status === "signed-out" ? <SignInPrompt /> : <OrderList highlighted={highlighted} />}
    </div>
  );
}

function SignInPrompt() {
  const t = useMessages(orderMessages);
  return (
    <div className={card("mt-6 flex flex-col items-center px-6 py-12 text-center", { flat: true })}>
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Truck className="size-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t("orders.list.trackTitle")}</h2>
      <p className="mt-1 max-w-sm text-slate-600">{t("orders.list.logInText")}</p>
      <Button asChild className="mt-5">
        <Link href={`/login?redirect=${encodeURIComponent("/track-orders")}`}>{t("orders.list.login")}</Link>
      </Button>
    </div>
  );
}

function OrderList({ highlighted }: { highlighted: string | null }) {
  const t = useMessages(orderMessages);
  const query = useMyOrders();
  if (query.isPending) return <LoadingState layout="mt-6 space-y-4" block="h-44" label={t("orders.list.loading")} />;
  if (query.isError)
    return <ErrorState className="mt-6" alert title={t("orders.tab.fetchFailed")} onRetry={() => query.refetch()} />;
  const orders = query.data.pages.flat();
  if (orders.length === 0) {
    return (
      <EmptyState className="mt-6" icon={<PackageSearch className="size-8 text-slate-400" aria-hidden />}>
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{t("orders.list.none")}</h2>
        <p className="mt-1 text-slate-600">{t("orders.list.noneText")}</p>
        <Button asChild className="mt-5">
          <Link href="/browse">{t("orders.list.shop")}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      {/* Each order titles itself with h3: this keeps the outline h1 > h2 > h3. */}
      <h2 className="sr-only">{t("orders.list.listHeading")}</h2>
      <ul className="mt-6 space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderListCard order={order} highlighted={order.id === highlighted} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 text-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t("orders.list.loadingMore") : t("orders.list.loadMore")}
          </Button>
        </div>
      )}
    </>
  );
}

function OrderListCard({ order, highlighted }: { order: BuyerOrderView; highlighted: boolean }) {
  const t = useMessages(orderMessages);
  return (
    <article
      data-testid="order-card"
      className={`rounded-2xl border bg-white p-4 shadow-sm ${highlighted ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200"}`}
    >
      <Link
        href={`/track-orders/${order.id}`}
        className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <OrderRow order={order} />
      </Link>
      <p className="mt-3 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{t("orders.list.deliverTo")}</span>{" "}
        <span translate="no">{order.deliveryAddress}</span>
      </p>
      <div className="mt-4">
        <OrderTracker order={order} />
      </div>
      {order.status === "delivered" && !order.returnStatus && (
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold text-emerald-800">{t("orders.list.delivered")}</span>
          {t("orders.list.needReturn")}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <OrderActions order={order} />
        <Button asChild variant="ghost">
          <Link href={`/track-orders/${order.id}`}>{t("orders.list.view")}</Link>
        </Button>
      </div>
    </article>
  );
}
