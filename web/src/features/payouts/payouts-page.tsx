import { ArrowLeft, Download, Landmark } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { SellerPayout } from "@contract/payouts";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { formatRupees } from "@web/lib/format";
import { PAYOUT_TONES } from "@web/lib/payout-state";
import { downloadStatement } from "./api/download-statement";
import { usePayouts } from "./api/payouts";
import { TaxIdCard } from "./components/tax-id-card";
import { UpcomingPayouts } from "./components/upcoming-payouts";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import type { Language } from "@contract/language";
import { payoutMessages } from "./messages";
import { payoutStateWords } from "./payout-words";

preloadMessages(payoutMessages);

const monthName = (month: string, language: Language) =>
  new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(new Date(`${month}-01T00:00:00Z`));

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
  const t = useMessages(payoutMessages);
  const state = payoutStateWords(t, payout);
  return (
    <li className={card("p-4")} data-testid="payout-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            href={`/track-orders/${payout.orderId}`}
            className="font-semibold break-words text-slate-900 hover:underline"
            translate="no"
          >
            {payout.productTitle}
          </Link>
          <p className="text-sm text-slate-500">
            {t("payouts.row.sale", {
              number: payout.orderNumber,
              price: formatRupees(payout.salePrice),
              fee: formatRupees(payout.sellerFee),
            })}
            {payout.tds > 0 && t("payouts.row.tds", { tds: formatRupees(payout.tds) })}
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
            <Landmark className="size-3.5" aria-hidden /> {`XXXX${payout.bankAccountLast4}`}
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
  const t = useMessages(payoutMessages);
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
      toast({
        title: t("payouts.statement.failed"),
        description: t("payouts.tryAgain"),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <title>{t("payouts.title")}</title>
      <Link
        href="/dashboard?tab=account"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t("payouts.account")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t("payouts.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("payouts.intro")}</p>
      {query.isPending && <div className="mt-6 h-24 animate-pulse rounded-2xl bg-slate-100" />}
      {query.isError && (
        <p className="mt-6 text-sm text-red-700">
          {t("payouts.fetchFailed")}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            {t("payouts.retry")}
          </button>
        </p>
      )}
      {data && (
        <>
          <div className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
            <Total label={t("payouts.total.paid")} amount={data.totals.paid} hint={t("payouts.total.paidHint")} />
            <Total
              label={t("payouts.total.sending")}
              amount={data.totals.sending}
              hint={t("payouts.total.sendingHint")}
            />
            <Total label={t("payouts.total.due")} amount={data.totals.due} hint={t("payouts.total.dueHint")} />
            <Total
              label={t("payouts.total.coming")}
              amount={data.totals.upcoming}
              hint={t("payouts.total.comingHint")}
            />
          </div>
          <div className="mt-6">
            <TaxIdCard />
          </div>
          <section aria-labelledby="statement-heading" className={card("mt-6 p-4")}>
            <h2 id="statement-heading" className="font-semibold text-slate-900">
              {t("payouts.statement.heading")}
            </h2>
            {chosen ? (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor="statement-month">
                  {t("payouts.statement.month")}
                </label>
                <select
                  id="statement-month"
                  value={chosen}
                  onChange={(e) => setMonth(e.target.value)}
                  className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                >
                  {data.statementMonths.map((m) => (
                    <option key={m} value={m}>
                      {monthName(m, t.language)}
                    </option>
                  ))}
                </select>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => void download()}>
                  <Download aria-hidden /> {t("payouts.statement.download")}
                </Button>
              </div>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{t("payouts.statement.none")}</p>
            )}
          </section>
          <UpcomingPayouts upcoming={data.upcoming} />
          {data.payouts.length === 0 ? (
            data.upcoming.length === 0 && <p className="mt-6 text-sm text-slate-600">{t("payouts.none")}</p>
          ) : (
            <section aria-labelledby={data.upcoming.length > 0 ? "payouts-heading" : undefined} className="mt-6">
              {data.upcoming.length > 0 && (
                <h2 id="payouts-heading" className="mb-3 font-semibold text-slate-900">
                  {t("payouts.heading")}
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
