import { useSearch } from "wouter";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { useSession } from "@web/lib/session";
import { AccountTab } from "./components/account-tab";
import { DASHBOARD_TABS, DashboardTabs, type DashboardTab } from "./components/dashboard-tabs";
import { MyProductsTab } from "./components/my-products-tab";
import { OffersTab } from "./components/offers-tab";
import { OrdersTab } from "./components/orders-tab";
import { WelcomeBanner } from "./components/welcome-banner";
import { WishlistTab } from "./components/wishlist-tab";

const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.some((t) => t.id === value);

/** Part 2 /dashboard?tab=: the route guard guarantees a session. Orders is the default tab. */
export function DashboardPage() {
  const session = useSession();
  const requested = new URLSearchParams(useSearch()).get("tab");
  if (session.status === "signed-out") return <PageSpinner />;
  const { user } = session;
  const tab: DashboardTab = isTab(requested) ? requested : "orders";

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <title>My Account · Dobara</title>
      <WelcomeBanner user={user} />
      <div className="mt-6">
        <DashboardTabs active={tab} />
      </div>
      <div className="mt-6">
        {tab === "orders" && <OrdersTab userId={user.id} sells={user.role !== "buyer"} />}
        {tab === "products" && <MyProductsTab userId={user.id} />}
        {tab === "offers" && <OffersTab userId={user.id} />}
        {tab === "wishlist" && <WishlistTab userId={user.id} />}
        {tab === "account" && <AccountTab user={user} />}
      </div>
    </div>
  );
}
