import { CheckCircle2, Play, Scale, TriangleAlert } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { istDateOf, istYesterday } from "@contract/ist-days";
import {
  MISMATCH_KIND_LABELS,
  MISMATCH_STATUSES,
  RECONCILIATION_MESSAGES,
  type Reconciliation,
  type ReconciledDay,
  type StoredMismatch,
} from "@contract/reconciliation";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateIST, formatDateTimeIST, formatRupees } from "@web/lib/format";
import { useLedgerSummary } from "./api/ledger-summary";
import { useReconciledDays } from "./api/reconciliation-days";
import { useMismatches } from "./api/reconciliation-mismatches";
import { useResolveMismatch } from "./api/resolve-mismatch";
import { useRunReconciliation } from "./api/run-reconciliation";
import { ListStates } from "../common/list-states";
import { StatusBadge } from "../listings/moderation-card";
import { useTabParams } from "../common/page-links";
import { StatusFilter } from "../common/status-filter";
import { TextPromptDialog, type TextPrompt } from "../common/text-prompt-dialog";
import { card } from "@web/components/ui/card";

type MismatchStatus = StoredMismatch["status"];
const STATUS_LABELS: Record<MismatchStatus, string> = { open: "Open", resolved: "Resolved" };
const GATEWAY_NAMES: Record<string, string> = { payu: "PayU", razorpay: "Razorpay", razorpayx: "RazorpayX" };
const gatewayName = (g: { gateway: string; sandbox?: boolean }) =>
  `${GATEWAY_NAMES[g.gateway] ?? g.gateway}${g.sandbox ? " (sandbox)" : ""}`;
const amount = (rupees: number | null) => (rupees === null ? "—" : formatRupees(rupees));
const longDay = (day: string) => formatDateIST(`${day}T12:00:00+05:30`);

/** What a run found, in one toast line. */
function runSummary(report: Reconciliation) {
  const parts = [
    ...report.gateways,
    ...(report.payouts ? [{ ...report.payouts, gateway: report.payouts.provider }] : []),
  ];
  const found = parts.reduce((n, g) => n + g.mismatches.length, 0);
  const down = parts.filter((g) => !g.ok).map(gatewayName);
  if (down.length > 0) return `${down.join(", ")} could not be reached; the rest was reconciled.`;
  return found === 0 ? "No mismatches: the books agree with every gateway." : `${found} mismatch(es) found.`;
}

/** The books proved against the gateways: each day's totals both ways, the mismatches, and a run on demand. */
export function ReconciliationTab() {
  const { params, hrefWith } = useTabParams();
  const status: MismatchStatus = params.get("status") === "resolved" ? "resolved" : "open";
  const summary = useLedgerSummary();
  const mismatches = useMismatches(status);
  const resolve = useResolveMismatch();
  const [prompt, setPrompt] = useState<TextPrompt>();

  function resolveWith(m: StoredMismatch, note: string) {
    resolve.mutate(
      { id: m.id, note },
      {
        onSuccess: () => {
          toast({ title: "Mismatch resolved", description: m.gatewayRef, variant: "success" });
          setPrompt(undefined);
        },
        onError: (err) =>
          toast({
            title: RECONCILIATION_MESSAGES.resolveFailed,
            description: serverMessage(err) ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="reconciliation-status" className="grid gap-4 lg:grid-cols-[1fr_auto]">
        <div className={card("flex items-start gap-3 p-4")}>
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-800">
            <Scale className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 id="reconciliation-status" className="font-semibold text-slate-900">
              {summary.data?.reconciledThrough
                ? `Reconciled through ${longDay(summary.data.reconciledThrough)}`
                : "Not reconciled yet"}
            </h3>
            <p className="text-sm text-slate-600">
              {summary.data
                ? `${summary.data.openMismatches} open mismatch${summary.data.openMismatches === 1 ? "" : "es"}. Each day is checked against every gateway and RazorpayX's payouts daily, and again for three days after.`
                : "Loading…"}
            </p>
          </div>
        </div>
        <RunForm />
      </section>

      <section aria-labelledby="mismatches-heading">
        <h3 id="mismatches-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Mismatches
        </h3>
        <StatusFilter
          options={MISMATCH_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          current={status}
          hrefFor={(s) => hrefWith({ status: s === "open" ? undefined : s })}
        />
        <ListStates
          query={mismatches}
          empty={status === "open" ? "No open mismatches: the books agree with the gateways." : "Nothing resolved yet."}
          failure={RECONCILIATION_MESSAGES.mismatchesFailed}
        >
          {(items) =>
            items.map((m) => (
              <MismatchCard
                key={m.id}
                mismatch={m}
                busy={resolve.isPending && resolve.variables.id === m.id}
                onResolve={() =>
                  setPrompt({
                    title: "Resolve mismatch",
                    description: `${MISMATCH_KIND_LABELS[m.kind]}: ${m.gatewayRef} (${gatewayName(m)}, ${longDay(m.day)}).`,
                    label: "How was it resolved?",
                    confirmLabel: "Resolve",
                    requiredMessage: RECONCILIATION_MESSAGES.noteRequired,
                    maxLength: 500,
                    multiline: true,
                    onConfirm: (note) => resolveWith(m, note),
                  })
                }
              />
            ))
          }
        </ListStates>
      </section>

      <DaysTable />
      <TextPromptDialog prompt={prompt} busy={resolve.isPending} onClose={() => setPrompt(undefined)} />
    </div>
  );
}

function RunForm() {
  const [date, setDate] = useState(() => istYesterday());
  const run = useRunReconciliation();

  function submit(event: FormEvent) {
    event.preventDefault();
    run.mutate(date, {
      onSuccess: (report) =>
        toast({ title: `Reconciled ${longDay(report.date)}`, description: runSummary(report), variant: "success" }),
      onError: (err) =>
        toast({
          title: RECONCILIATION_MESSAGES.runFailed,
          description: serverMessage(err) ?? "Please try again.",
          variant: "destructive",
        }),
    });
  }

  return (
    <form onSubmit={submit} aria-label="Run reconciliation" className={card("flex flex-wrap items-end gap-3 p-4")}>
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        Day (IST)
        <input
          type="date"
          required
          value={date}
          max={istDateOf(new Date())}
          onChange={(e) => setDate(e.target.value)}
          className={`${inputClass} w-44`}
        />
      </label>
      <Button type="submit" disabled={run.isPending || !date}>
        <Play aria-hidden /> {run.isPending ? "Reconciling…" : "Run reconciliation"}
      </Button>
    </form>
  );
}

function MismatchCard({
  mismatch: m,
  busy,
  onResolve,
}: {
  mismatch: StoredMismatch;
  busy: boolean;
  onResolve: () => void;
}) {
  return (
    <article aria-label={`${MISMATCH_KIND_LABELS[m.kind]}: ${m.gatewayRef}`} className={card("p-4")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
          <TriangleAlert
            className={`size-4 shrink-0 ${m.status === "open" ? "text-amber-600" : "text-slate-400"}`}
            aria-hidden
          />
          {MISMATCH_KIND_LABELS[m.kind]}
        </h4>
        <StatusBadge tone={m.status === "open" ? "amber" : "emerald"}>{STATUS_LABELS[m.status]}</StatusBadge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Field label="Day">{longDay(m.day)}</Field>
        <Field label="Gateway">{gatewayName(m)}</Field>
        <Field label="Gateway reference" mono>
          {m.gatewayRef}
        </Field>
        <Field label="Payment" mono>
          {m.paymentId ? m.paymentId.slice(-8) : "—"}
        </Field>
        <Field label="At the gateway">{amount(m.gatewayAmount)}</Field>
        <Field label="In our books">{amount(m.bookAmount)}</Field>
      </dl>
      <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-slate-600">
        <span>Found {formatDateTimeIST(m.openedAt)}</span>
        <span>Last seen {formatDateTimeIST(m.lastSeenAt)}</span>
        {m.resolvedAt && (
          <span>
            {m.resolvedAutomatically ? "Gone on a later run" : "Resolved"} {formatDateTimeIST(m.resolvedAt)}
          </span>
        )}
      </p>
      {m.resolutionNote && <p className="mt-2 text-sm break-words text-slate-800">Note: {m.resolutionNote}</p>}
      {m.status === "open" && (
        <Button size="sm" className="mt-3" disabled={busy} onClick={onResolve}>
          <CheckCircle2 aria-hidden /> Resolve
        </Button>
      )}
    </article>
  );
}

function Field({ label, mono, children }: { label: string; mono?: boolean; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className={`font-medium break-all text-slate-900 ${mono ? "font-mono" : ""}`}>{children}</dd>
    </div>
  );
}

/**
 * Each stored day with each gateway: what it captured and refunded, what our books say; and beside them the payouts
 * provider's row: what RazorpayX paid out to sellers and what our ledger paid out through it.
 */
function DaysTable() {
  const days = useReconciledDays();
  return (
    <section aria-labelledby="days-heading">
      <h3 id="days-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Days
      </h3>
      <ListStates query={days} empty="No day reconciled yet." failure={RECONCILIATION_MESSAGES.daysFailed}>
        {(rows) => (
          <>
            <ul className="space-y-2 sm:hidden">
              {rows.map((d) => (
                <DayItem key={`${d.day}-${d.gateway}`} day={d} />
              ))}
            </ul>
            <div className={card("hidden overflow-x-auto sm:block")}>
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Day
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Gateway
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Captured (gateway / books)
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Refunded (gateway / books)
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Paid out (RazorpayX / books)
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      State
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((d) => (
                    <DayRow key={`${d.day}-${d.gateway}`} day={d} />
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </ListStates>
    </section>
  );
}

/** A figure a row does not have (a gateway pays nothing out; the payouts provider captures nothing). */
const none = (
  <span className="text-slate-500" aria-label="not applicable">
    —
  </span>
);

/** Gateway / books, marked when they differ. */
const pair = (gateway: number, books: number) => (
  <span className={gateway === books ? "text-slate-800" : "font-semibold text-amber-800"}>
    {formatRupees(gateway)} / {formatRupees(books)}
  </span>
);

function DayState({ day: d }: { day: ReconciledDay }) {
  if (!d.ok) return <StatusBadge tone="amber">Unreachable</StatusBadge>;
  if (d.openMismatches > 0) return <StatusBadge tone="amber">{d.openMismatches} open</StatusBadge>;
  const agree =
    d.atGateway.captured === d.inBooks.captured &&
    d.atGateway.refunded === d.inBooks.refunded &&
    d.paidOut?.atGateway === d.paidOut?.inBooks;
  // Figures that differ with nothing open: an admin resolved what made them differ.
  return agree ? <StatusBadge tone="emerald">Agrees</StatusBadge> : <StatusBadge tone="slate">Resolved</StatusBadge>;
}

/** A phone's row: the day and gateway over the two figures. */
function DayItem({ day: d }: { day: ReconciledDay }) {
  return (
    <li className={card("p-3 text-sm")}>
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {longDay(d.day)} · {gatewayName(d)}
        </p>
        <DayState day={d} />
      </div>
      {d.paidOut ? (
        <p className="mt-1 text-slate-600">
          Paid out (RazorpayX / books) {pair(d.paidOut.atGateway, d.paidOut.inBooks)}
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-600">
            Captured (gateway / books) {pair(d.atGateway.captured, d.inBooks.captured)}
          </p>
          <p className="text-slate-600">Refunded (gateway / books) {pair(d.atGateway.refunded, d.inBooks.refunded)}</p>
        </>
      )}
    </li>
  );
}

function DayRow({ day: d }: { day: ReconciledDay }) {
  return (
    <tr>
      <td className="px-4 py-3 whitespace-nowrap text-slate-900">{longDay(d.day)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-800">{gatewayName(d)}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        {d.paidOut ? none : pair(d.atGateway.captured, d.inBooks.captured)}
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        {d.paidOut ? none : pair(d.atGateway.refunded, d.inBooks.refunded)}
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        {d.paidOut ? pair(d.paidOut.atGateway, d.paidOut.inBooks) : none}
      </td>
      <td className="px-4 py-3">
        <DayState day={d} />
      </td>
    </tr>
  );
}
