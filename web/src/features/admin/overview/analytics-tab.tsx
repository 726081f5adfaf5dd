import { clsx } from "clsx";
import { useMemo } from "react";
import { Link } from "wouter";
import { ADMIN_OVERVIEW_MESSAGES, type AdminAnalytics } from "@contract/admin-overview";
import { CATEGORY_LABELS, type Category } from "@contract/categories";
import { formatDateIST, formatRupees } from "@web/lib/format";
import { useAnalytics } from "./api/analytics";
import { useTabParams } from "../common/page-links";
import { SeriesChart } from "./series-chart";
import { card } from "@web/components/ui/card";
import { ErrorState } from "@web/components/ui/states";

const WINDOWS = [7, 30, 90] as const;
const ORDER_STATUS_LABELS: Record<string, string> = {
  placed: "Placed",
  confirmed: "Confirmed",
  picked_up: "Picked up",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};
const count = (n: number) => n.toLocaleString("en-IN");
const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 1000) / 10}%`);

/** The Analytics tab (loaded on its own, with its chart library, only when opened). */
export function AnalyticsTab() {
  const { params, hrefWith } = useTabParams();
  const requested = Number(params.get("days"));
  const days = WINDOWS.find((w) => w === requested) ?? 30;
  const query = useAnalytics(days);

  return (
    <div className="space-y-4">
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {WINDOWS.map((w) => (
          <Link
            key={w}
            href={hrefWith({ days: w === 30 ? undefined : String(w) })}
            aria-current={w === days ? "page" : undefined}
            className={clsx(
              "inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold",
              w === days
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-600",
            )}
          >
            Last {w} days
          </Link>
        ))}
      </nav>
      {query.isPending ? (
        <div className="h-96 animate-pulse rounded-2xl bg-slate-100" aria-busy="true" aria-label="Loading" />
      ) : query.isError ? (
        <ErrorState
          title={ADMIN_OVERVIEW_MESSAGES.analyticsFailed}
          detail={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : (
        <Report data={query.data} />
      )}
    </div>
  );
}

function Report({ data }: { data: AdminAnalytics }) {
  const dates = useMemo(() => data.series.map((d) => d.date), [data]);
  const activity = useMemo(
    () => [
      { label: "Orders", color: "#0f766e", values: data.series.map((d) => d.orders) },
      { label: "New listings", color: "#d97706", values: data.series.map((d) => d.newListings) },
      { label: "New users", color: "#2563eb", values: data.series.map((d) => d.newUsers) },
    ],
    [data],
  );
  const money = useMemo(
    () => [
      { label: "GMV", color: "#0f766e", values: data.series.map((d) => d.gmv) },
      { label: "Platform revenue", color: "#7c3aed", values: data.series.map((d) => d.platformRevenue) },
    ],
    [data],
  );
  const { totals } = data;
  const sum = (key: "orders" | "gmv" | "platformRevenue") => data.series.reduce((n, d) => n + d[key], 0);

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {[
          ["Orders", count(sum("orders"))],
          ["GMV", formatRupees(sum("gmv"))],
          ["Platform revenue", formatRupees(sum("platformRevenue"))],
          ["Completion rate", percent(totals.completionRate)],
          ["Offer acceptance", percent(totals.offerAcceptanceRate)],
          [
            "Median time to approval",
            totals.medianHoursToApproval === null ? "–" : `${totals.medianHoursToApproval} h`,
          ],
        ].map(([label, value]) => (
          <div key={label} className={card("p-3")}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-bold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <SeriesChart title="Orders, listings and sign-ups per day" days={dates} lines={activity} format={count} />
        <SeriesChart title="GMV and platform revenue per day" days={dates} lines={money} format={formatRupees} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Tally
          title="Orders by status"
          rows={Object.entries(totals.ordersByStatus).map(([k, n]) => [ORDER_STATUS_LABELS[k] ?? k, n])}
        />
        <Tally
          title="New listings by category"
          rows={Object.entries(totals.listingsByCategory).map(([k, n]) => [CATEGORY_LABELS[k as Category] ?? k, n])}
        />
      </div>
      <details className={card("p-4")}>
        <summary className="cursor-pointer font-semibold text-slate-900">Figures by day</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-semibold">Day</th>
                <th className="py-1 pr-3 text-right font-semibold">Orders</th>
                <th className="py-1 pr-3 text-right font-semibold">GMV</th>
                <th className="py-1 pr-3 text-right font-semibold">Revenue</th>
                <th className="py-1 pr-3 text-right font-semibold">Listings</th>
                <th className="py-1 text-right font-semibold">Users</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...data.series].reverse().map((d) => (
                <tr key={d.date}>
                  <td className="py-1 pr-3">{formatDateIST(`${d.date}T00:00:00+05:30`)}</td>
                  <td className="py-1 pr-3 text-right">{count(d.orders)}</td>
                  <td className="py-1 pr-3 text-right">{formatRupees(d.gmv)}</td>
                  <td className="py-1 pr-3 text-right">{formatRupees(d.platformRevenue)}</td>
                  <td className="py-1 pr-3 text-right">{count(d.newListings)}</td>
                  <td className="py-1 text-right">{count(d.newUsers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

function Tally({ title, rows }: { title: string; rows: [string, number][] }) {
  const most = Math.max(1, ...rows.map(([, n]) => n));
  return (
    <section className={card("p-4")}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">None in this period.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {rows
            .sort((a, b) => b[1] - a[1])
            .map(([label, n]) => (
              <li key={label} className="text-sm">
                <div className="flex justify-between gap-3">
                  <span className="text-slate-700">{label}</span>
                  <span className="font-semibold text-slate-900">{count(n)}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100">
                  <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(n / most) * 100}%` }} />
                </div>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
