import { ArrowLeft, Download, Landmark } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { SellerPayout } from "@contract/payouts";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { formatRupees } from "@web/lib/format";
import { PAYOUT_TONES, payoutState } from "@web/lib/payout-state";
import { downloadStatement } from "./api/download-statement";
import { usePayouts } from "./api/payouts";
import { TaxIdCard } from "./components/tax-id-card";
import { UpcomingPayouts } from "./components/upcoming-payouts";
import { card } from "@web/components/ui/card";

const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

function Total({ label, amount, hint }: { label: string; amount: number; hint: string }) {
  return (
    <div className={card("min-w-0 p-3 sm:p-4")}>
      <p className="text-xs text-slate-500 sm:text-sm">{label}</p>
      <p className="mt-1 text-lg font-bold break-words text-slate-900 sm:text-2xl">{formatRupees(amount)}</p>
      <p className="mt-1 hidden text-xs text-slate-500 sm:block">{hint}</p>
    </div>
  );
}

function PayoutRow({ payout }: { payout: SellerPayout }) {
  const state = payoutState(payout);
  return (
    <li className={card("p-4")} data-testid="payout-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            href={`/track-orders/${payout.orderId}`}
            className="font-semibold break-words text-slate-900 hover:underline"
          >
            {payout.productTitle}
          </Link>
          <p className="text-sm text-slate-500">
            Order #{payout.orderNumber} · sold for {formatRupees(payout.salePrice)} · fee{" "}
            {formatRupees(payout.sellerFee)}
            {payout.tds > 0 && <> · TDS {formatRupees(payout.tds)}</>}
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold text-slate-900">{formatRupees(payout.amount)}</p>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${PAYOUT_TONES[state.tone]}`}>
          {state.label}
        </span>
        {state.detail && <span className="min-w-0 break-words text-slate-700">{state.detail}</span>}
        {payout.bankAccountLast4 && (
          <span className="inline-flex items-center gap-1 text-slate-500">
            <Landmark className="size-3.5" aria-hidden /> XXXX{payout.bankAccountLast4}
          </span>
        )}
      </p>
    </li>
  );
}

/**
 * Account > Payouts: every payout with totals, the sales still on their way to a payout (with the day each falls
 * due), and a monthly statement to download as CSV.
 */
export function PayoutsPage() {
  const query = usePayouts();
  const [month, setMonth] = useState<string>();
  const [busy, setBusy] = useState(false);
  const data = query.data;
  const chosen = month ?? data?.statementMonths[0];

  async function download() {
    if (!chosen) return;
    setBusy(true);
    try {
      await downloadStatement(chosen);
    } catch {
      toast({ title: "Could not download the statement", description: "Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <title>Payouts · Dobara</title>
      <Link
        href="/dashboard?tab=account"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Account
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Payouts</h1>
      <p className="mt-1 text-sm text-slate-600">
        What you receive for each sale once its return window closes, sent to your verified bank account.
      </p>
      {query.isPending && <div className="mt-6 h-24 animate-pulse rounded-2xl bg-slate-100" />}
      {query.isError && (
        <p className="mt-6 text-sm text-red-700">
          Failed to fetch payouts.{" "}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            Retry
          </button>
        </p>
      )}
      {data && (
        <>
          <div className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
            <Total label="Paid to you" amount={data.totals.paid} hint="In your bank account" />
            <Total label="Being sent" amount={data.totals.sending} hint="Sent to your bank" />
            <Total label="Due" amount={data.totals.due} hint="Owed to you, not sent yet" />
            <Total label="Coming" amount={data.totals.upcoming} hint="Once the return window closes" />
          </div>
          <div className="mt-6">
            <TaxIdCard />
          </div>
          <section aria-labelledby="statement-heading" className={card("mt-6 p-4")}>
            <h2 id="statement-heading" className="font-semibold text-slate-900">
              Monthly statement
            </h2>
            {chosen ? (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor="statement-month">
                  Month
                </label>
                <select
                  id="statement-month"
                  value={chosen}
                  onChange={(e) => setMonth(e.target.value)}
                  className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                >
                  {data.statementMonths.map((m) => (
                    <option key={m} value={m}>
                      {monthName(m)}
                    </option>
                  ))}
                </select>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => void download()}>
                  <Download aria-hidden /> Download CSV
                </Button>
              </div>
            ) : (
              <p className="mt-1 text-sm text-slate-600">Statements appear here once a payout is paid.</p>
            )}
          </section>
          <UpcomingPayouts upcoming={data.upcoming} />
          {data.payouts.length === 0 ? (
            data.upcoming.length === 0 && (
              <p className="mt-6 text-sm text-slate-600">
                No sales on their way to you yet. When a sale is accepted it shows here, and its payout once the return
                window closes.
              </p>
            )
          ) : (
            <section aria-labelledby={data.upcoming.length > 0 ? "payouts-heading" : undefined} className="mt-6">
              {data.upcoming.length > 0 && (
                <h2 id="payouts-heading" className="mb-3 font-semibold text-slate-900">
                  Payouts
                </h2>
              )}
              <ul className="space-y-3">
                {data.payouts.map((p) => (
                  <PayoutRow key={p.id} payout={p} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
