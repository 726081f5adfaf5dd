import { ClipboardCheck, ShieldCheck, Store, type LucideIcon } from "lucide-react";
import { useSearch } from "wouter";
import { useSession } from "@web/lib/session";
import { useApprovedProducts, useListingsCount, usePendingProducts } from "./api/moderation-lists";
import { ADMIN_TABS, AdminTabs, type AdminTab } from "./components/admin-tabs";
import { ApprovedTab } from "./components/approved-tab";
import { ListingsTab } from "./components/listings-tab";
import { PendingTab } from "./components/pending-tab";

const isTab = (value: string | null): value is AdminTab => ADMIN_TABS.some((t) => t.id === value);

/** Part 2 admin panel (/admin-panel and /admin): summary cards and the catalogue tabs; order, return and user tabs arrive with their issues. */
export function AdminPanelPage() {
  const session = useSession();
  const requested = new URLSearchParams(useSearch()).get("tab");
  const tab: AdminTab = isTab(requested) ? requested : "pending";
  const pending = usePendingProducts();
  const approved = useApprovedProducts();
  const listings = useListingsCount();

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
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <SummaryCard icon={ClipboardCheck} label="Pending Approval" value={pending.data?.length} tone="amber" />
        <SummaryCard
          icon={Store}
          label="Live Listings"
          value={approved.data?.filter((p) => p.isAvailable).length}
          tone="emerald"
        />
        <SummaryCard icon={ShieldCheck} label="All Listings" value={listings.data?.total} tone="slate" />
      </div>
      <div className="mt-8">
        <AdminTabs
          active={tab}
          counts={{ pending: pending.data?.length, approved: approved.data?.length, listings: listings.data?.total }}
        />
        <div className="mt-5">
          {tab === "pending" && <PendingTab />}
          {tab === "approved" && <ApprovedTab />}
          {tab === "listings" && <ListingsTab />}
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
  value: number | undefined;
  tone: "amber" | "emerald" | "slate";
}) {
  const tones = {
    amber: "bg-amber-50 text-amber-700",
    emerald: "bg-emerald-50 text-emerald-700",
    slate: "bg-slate-100 text-slate-700",
  };
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className={`grid size-10 place-items-center rounded-lg ${tones[tone]}`}>
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="mt-3 text-sm text-slate-600">{label}</p>
      <p className="text-2xl font-bold text-slate-900">{value ?? "–"}</p>
    </div>
  );
}
