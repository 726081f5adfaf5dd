import { CheckCircle2, Download, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { financialQuarterOf, financialYearLabel, financialYearOf } from "@contract/tax";
import type { GstReportView } from "@contract/invoices";
import { Button } from "@web/components/ui/button";
import { card } from "@web/components/ui/card";
import { inputClass } from "@web/components/ui/form-field";
import { ErrorState, LoadingState } from "@web/components/ui/states";
import { toast } from "@web/components/ui/use-toast";
import { downloadTaxCsv, useGstReport } from "./api/gst-report";

const rs = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const thisMonth = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()).slice(0, 7);
const TAX_COLUMNS = ["Taxable", "CGST", "SGST", "IGST", "Total"] as const;
const amounts = (s: GstReportView["total"]) => [s.taxablePaise, s.cgstPaise, s.sgstPaise, s.igstPaise, s.totalPaise];

function save(path: string, filename: string) {
  downloadTaxCsv(path, filename).catch(() =>
    toast({ title: "Could not download the file", description: "Please try again.", variant: "destructive" }),
  );
}

/** On a phone each state is a small card of its five figures; from a tablet up, one table. */
function StateCards({ report }: { report: GstReportView }) {
  const rows = [...report.byState, { state: "All states", ...report.total }];
  return (
    <ul className="space-y-2 sm:hidden">
      {rows.map((s) => (
        <li key={s.state} className="rounded-lg border border-slate-200 p-3 text-sm">
          <p className="font-semibold text-slate-900">{s.state}</p>
          <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5">
            {TAX_COLUMNS.map((c, i) => (
              <div key={c} className="contents">
                <dt className="text-slate-500">{c}</dt>
                <dd className="text-right tabular-nums">{rs(amounts(s)[i]!)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Totals({ report }: { report: GstReportView }) {
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[34rem] text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1.5 pr-2 font-medium">Place of supply</th>
            {TAX_COLUMNS.map((c) => (
              <th key={c} className="py-1.5 pl-2 text-right font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {report.byState.map((s) => (
            <tr key={s.state}>
              <td className="py-1.5 pr-2">{s.state}</td>
              {amounts(s).map((a, i) => (
                <td key={i} className="py-1.5 pl-2 text-right tabular-nums">
                  {rs(a)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="font-semibold">
            <td className="py-1.5 pr-2">All states</td>
            {amounts(report.total).map((a, i) => (
              <td key={i} className="py-1.5 pl-2 text-right tabular-nums">
                {rs(a)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function LedgerCheck({ report }: { report: GstReportView }) {
  const Icon = report.matchesLedger ? CheckCircle2 : TriangleAlert;
  return (
    <p
      className={`mt-3 flex items-start gap-2 text-sm ${report.matchesLedger ? "text-emerald-800" : "text-red-700"}`}
      data-testid="gst-ledger-check"
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {report.matchesLedger
        ? `Matches the ledger's fee and delivery revenue for the month: ${rs(report.ledger.totalPaise)}.`
        : `Does not match the ledger: invoices ${rs(report.total.totalPaise)}, ledger ${rs(report.ledger.totalPaise)}.`}
    </p>
  );
}

function GstReport() {
  const [month, setMonth] = useState(thisMonth);
  const query = useGstReport(month);
  return (
    <section aria-labelledby="gst-heading" className={card("p-4 sm:p-5")}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="gst-heading" className="text-lg font-bold text-slate-900">
            GST report
          </h2>
          <p className="text-sm text-slate-600">Every tax invoice and credit note of the month, by state and by tax.</p>
        </div>
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="gst-month">
            Month
          </label>
          <div className="w-44">
            <input
              id="gst-month"
              type="month"
              value={month}
              max={thisMonth()}
              onChange={(e) => e.target.value && setMonth(e.target.value)}
              className={inputClass + " py-1.5"}
            />
          </div>
          <Button
            size="sm"
            variant="outline"
            onClick={() => save(`/api/admin/gst-report?month=${month}`, `dobara-gst-${month}.csv`)}
          >
            <Download aria-hidden /> CSV
          </Button>
        </div>
      </div>
      <div className="mt-3">
        {query.isPending && <LoadingState block="h-32" />}
        {query.isError && (
          <ErrorState
            title="Failed to fetch the GST report"
            detail={query.error.message}
            onRetry={() => query.refetch()}
          />
        )}
        {query.data && (
          <>
            <p className="mb-2 text-sm text-slate-700">
              {query.data.documents.filter((d) => d.kind === "invoice").length} invoice(s),{" "}
              {query.data.documents.filter((d) => d.kind === "credit_note").length} credit note(s)
            </p>
            {query.data.byState.length > 0 ? (
              <>
                <StateCards report={query.data} />
                <Totals report={query.data} />
              </>
            ) : (
              <p className="text-sm text-slate-600">No invoices this month.</p>
            )}
            <LedgerCheck report={query.data} />
          </>
        )}
      </div>
    </section>
  );
}

function TdsList() {
  const now = new Date();
  const [year, setYear] = useState(financialYearOf(now));
  const [quarter, setQuarter] = useState(financialQuarterOf(now));
  const years = [0, 1, 2].map((n) => financialYearOf(now) - n);
  return (
    <section aria-labelledby="tds-heading" className={card("p-4 sm:p-5")}>
      <h2 id="tds-heading" className="text-lg font-bold text-slate-900">
        TDS under section 194-O
      </h2>
      <p className="text-sm text-slate-600">
        Tax deducted from sellers' payouts in a quarter, with each seller's PAN or Aadhaar, for the quarterly return.
        Downloading it is recorded in the audit log.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor="tds-year">
          Financial year
        </label>
        <div className="w-full sm:w-48">
          <select
            id="tds-year"
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            className={inputClass + " py-1.5"}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {financialYearLabel(y)}
              </option>
            ))}
          </select>
        </div>
        <label className="sr-only" htmlFor="tds-quarter">
          Quarter
        </label>
        <div className="w-full sm:w-48">
          <select
            id="tds-quarter"
            value={quarter}
            onChange={(e) => setQuarter(Number(e.target.value))}
            className={inputClass + " py-1.5"}
          >
            <option value={1}>Q1 (Apr–Jun)</option>
            <option value={2}>Q2 (Jul–Sep)</option>
            <option value={3}>Q3 (Oct–Dec)</option>
            <option value={4}>Q4 (Jan–Mar)</option>
          </select>
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => save(`/api/admin/tds?year=${year}&quarter=${quarter}`, `dobara-tds-${year}-q${quarter}.csv`)}
        >
          <Download aria-hidden /> CSV
        </Button>
      </div>
    </section>
  );
}

/** The admin's Tax tab (docs/tax.md): the monthly GST report against the ledger, and the quarter's TDS list. */
export function TaxTab() {
  return (
    <div className="space-y-4">
      <GstReport />
      <TdsList />
    </div>
  );
}
