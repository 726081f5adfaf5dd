import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { useSearch } from "wouter";
import type { PublicUser } from "@contract/auth";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { useSales } from "@web/lib/api/orders";
import { useSession } from "@web/lib/session";
import { AccountTab } from "./components/account-tab";
import { DASHBOARD_TABS, DashboardTabs, type DashboardTab } from "./components/dashboard-tabs";
import { MyProductsTab } from "@web/features/listings";
import { OffersTab } from "@web/features/offers";
import { OrdersTab, type OrdersSide } from "@web/features/orders";
import { WelcomeBanner } from "./components/welcome-banner";
import { WishlistTab } from "@web/features/wishlist";

preloadMessages(accountMessages);

const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.some((t) => t.id === value);

/** /dashboard?tab= (docs/product.md#pages): the route guard guarantees a session. */
export function DashboardPage() {
  const session = useSession();
  if (session.status === "signed-out") return <PageSpinner />;
  return <Dashboard user={session.user} />;
}

/**
 * The tab, sub-tab and item come from the link (a notification's `link`: tab, sub, offer, product). Without a tab
 * it opens on what needs the person: a seller with an order to accept lands on My Sales (placed orders come first
 * in that list); otherwise Orders, the default.
 */
function Dashboard({ user }: { user: PublicUser }) {
  const t = useMessages(accountMessages);
  const params = new URLSearchParams(useSearch());
  const requested = params.get("tab");
  const sub = params.get("sub");
  const sells = user.role !== "buyer";
  const sales = useSales(user.id, sells && !isTab(requested));
  if (!isTab(requested) && sales.isLoading) return <PageSpinner />;
  const toAccept = !isTab(requested) && sales.data?.pages[0]?.[0]?.status === "placed";
  const tab: DashboardTab = isTab(requested) ? requested : "orders";
  const ordersSide: OrdersSide = toAccept || sub === "sales" ? "sales" : "purchases";

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <title>{t("dashboard.title")}</title>
      <WelcomeBanner user={user} />
      <div className="mt-6">
        <DashboardTabs active={tab} />
      </div>
      <div className="mt-6">
        {tab === "orders" && <OrdersTab key={ordersSide} userId={user.id} sells={sells} initialSide={ordersSide} />}
        {tab === "products" && <MyProductsTab userId={user.id} highlight={params.get("product") ?? undefined} />}
        {tab === "offers" && (
          <OffersTab
            key={`${sub}:${params.get("offer")}`}
            userId={user.id}
            initialSide={sub === "made" ? "buyer" : "seller"}
            highlight={params.get("offer") ?? undefined}
          />
        )}
        {tab === "wishlist" && <WishlistTab userId={user.id} />}
        {tab === "account" && <AccountTab user={user} />}
      </div>
    </div>
  );
}
