import {
  BadgeIndianRupee,
  CircleCheckBig,
  ClipboardCheck,
  Landmark,
  Mail,
  PackageOpen,
  RotateCcw,
  ShieldCheck,
  Truck,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { useSearch } from "wouter";
import { ADMIN_OVERVIEW_MESSAGES } from "@contract/admin-overview";
import { formatRupees } from "@web/lib/format";
import { useSession } from "@web/lib/session";
import { useAdminStats } from "./overview/api/admin-stats";
import { useLedgerSummary } from "./payouts/api/ledger-summary";
import { useApprovedProducts, useListingsCount, usePendingProducts } from "./listings/api/moderation-lists";
import { useReportedListings } from "./listings/api/reports";
import { ADMIN_TABS, AdminTabs, type AdminTab } from "./common/admin-tabs";
import { ApprovedTab } from "./listings/approved-tab";
import { AuditTab } from "./people/audit-tab";
import { ContactTab } from "./people/contact-tab";
import { CouponsTab } from "./overview/coupons-tab";
import { ListingsTab } from "./listings/listings-tab";
import { OrdersTab } from "./orders/orders-tab";
import { PayoutsTab } from "./payouts/payouts-tab";
import { ShipmentsTab } from "./orders/shipments-tab";
import { PendingTab } from "./listings/pending-tab";
import { ReconciliationTab } from "./payouts/reconciliation-tab";
import { TaxTab } from "./payouts/tax-tab";
import { ReportsTab } from "./listings/reports-tab";
import { ReturnsTab } from "./orders/returns-tab";
import { ReviewsTab } from "./people/reviews-tab";
import { UsersTab } from "./people/users-tab";
import { card } from "@web/components/ui/card";

// The chart library comes with this tab only, so no other page (nor the rest of the panel) grows.
const AnalyticsTab = lazy(() => import("./overview/analytics-tab").then((m) => ({ default: m.AnalyticsTab })));

const isTab = (value: string | null): value is AdminTab => ADMIN_TABS.some((t) => t.id === value);

/** The admin panel (/admin-panel and /admin, docs/product.md#admin-panel): summary cards and the tabs. */
export function AdminPanelPage() {
  const session = useSession();
  const requested = new URLSearchParams(useSearch()).get("tab");
  const tab: AdminTab = isTab(requested) ? requested : "pending";
  const pending = usePendingProducts();
  const approved = useApprovedProducts();
  // Reported listings wait for a decision like pending listings and open returns do: their tab counts them too.
  const reports = useReportedListings();
  const listings = useListingsCount();
  const stats = useAdminStats();
  const ledger = useLedgerSummary();
  const figure = (key: keyof NonNullable<typeof stats.data>) => stats.data?.[key];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <title>Admin Panel · Dobara</title>
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-white">
          <ShieldCheck className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Panel</h1>
          <p className="truncate text-slate-600">
            Signed in as {session.status === "signed-out" ? "" : session.user.fullName}
          </p>
        </div>
      </div>
      <section aria-label="Summary" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <SummaryCard icon={ClipboardCheck} label="Pending Approval" value={figure("pendingApproval")} tone="amber" />
        <SummaryCard icon={PackageOpen} label="Total Orders" value={figure("totalOrders")} tone="slate" />
        <SummaryCard icon={Truck} label="Active Orders" value={figure("activeOrders")} tone="sky" />
        <SummaryCard icon={CircleCheckBig} label="Completed" value={figure("completed")} tone="emerald" />
        <SummaryCard icon={Undo2} label="Returned" value={figure("returned")} tone="slate" />
        <SummaryCard icon={Mail} label="Contact Queries" value={figure("contactQueries")} tone="amber" />
        <SummaryCard
          icon={BadgeIndianRupee}
          label="Platform Revenue"
          value={stats.data && formatRupees(stats.data.platformRevenue)}
          tone="emerald"
        />
        <SummaryCard icon={Landmark} label="Payouts Due" value={figure("payoutsDue")} tone="slate" />
        <SummaryCard icon={RotateCcw} label="Open Returns" value={figure("openReturns")} tone="sky" />
      </section>
      {stats.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {ADMIN_OVERVIEW_MESSAGES.statsFailed}: {stats.error.message}
        </p>
      )}
      <div className="mt-8">
        <AdminTabs
          active={tab}
          counts={{
            pending: pending.data?.length,
            approved: approved.data?.length,
            listings: listings.data?.total,
            contact: stats.data?.contactQueries,
            returns: stats.data?.openReturns,
            reports: reports.data?.length,
            payouts: stats.data?.payoutsDue,
            reconciliation: ledger.data?.openMismatches || undefined,
          }}
        />
        <div className="mt-5">
          {/* Cards below use h3: this keeps the heading outline whole for screen readers. */}
          <h2 className="sr-only">{ADMIN_TABS.find((t) => t.id === tab)?.label}</h2>
          {tab === "pending" && <PendingTab />}
          {tab === "approved" && <ApprovedTab />}
          {tab === "orders" && <OrdersTab />}
          {tab === "returns" && <ReturnsTab />}
          {tab === "shipments" && <ShipmentsTab />}
          {tab === "reports" && <ReportsTab />}
          {tab === "reviews" && <ReviewsTab />}
          {tab === "payouts" && <PayoutsTab />}
          {tab === "reconciliation" && <ReconciliationTab />}
          {tab === "tax" && <TaxTab />}
          {tab === "contact" && <ContactTab />}
          {tab === "analytics" && (
            <Suspense fallback={<div className="h-96 animate-pulse rounded-2xl bg-slate-100" aria-busy="true" />}>
              <AnalyticsTab />
            </Suspense>
          )}
          {tab === "users" && <UsersTab />}
          {tab === "listings" && <ListingsTab />}
          {tab === "coupons" && <CouponsTab />}
          {tab === "audit" && <AuditTab />}
        </div>
      </div>
    </div>
  );
}

function SummaryCard({
  icon: Icon,
  label,
  value,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number | string | undefined;
  tone: "amber" | "emerald" | "slate" | "sky";
}) {
  const tones = {
    amber: "bg-amber-50 text-amber-700",
    emerald: "bg-emerald-50 text-emerald-700",
    slate: "bg-slate-100 text-slate-700",
    sky: "bg-sky-50 text-sky-700",
  };
  return (
    <div className={card("flex items-center gap-3 p-3 sm:block sm:p-4")}>
      <span className={`grid size-9 shrink-0 place-items-center rounded-lg sm:size-10 ${tones[tone]}`}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs text-slate-600 sm:mt-3 sm:text-sm">{label}</p>
        <p className="text-lg font-bold break-words text-slate-900 sm:text-2xl">{value ?? "–"}</p>
      </div>
    </div>
  );
}
