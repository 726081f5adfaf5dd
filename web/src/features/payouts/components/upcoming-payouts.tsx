import { Clock, ShieldAlert, Truck } from "lucide-react";
import { Link } from "wouter";
import { formatDeadlineIST, RETURN_WINDOW_HOURS } from "@contract/orders";
import type { Language } from "@contract/language";
import type { FeatureTranslator, KeyOf } from "@web/i18n/feature-messages";
import type { UpcomingPayout } from "@contract/payouts";
import { formatRupees } from "@web/lib/format";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { payoutMessages } from "../messages";

const STAGE_BADGE = {
  return_window: { Icon: Clock, label: "payouts.upcoming.return_window", tone: "bg-violet-50 text-violet-800" },
  in_transit: { Icon: Truck, label: "payouts.upcoming.in_transit", tone: "bg-slate-100 text-slate-700" },
  held: { Icon: ShieldAlert, label: "payouts.upcoming.held", tone: "bg-amber-50 text-amber-800" },
} as const;

/** The day a payout falls due in IST, with Hindi month names on Hindi pages. */
const formatDeadline = (at: string, language: Language) => formatDeadlineIST(at, language);

function dueText(t: FeatureTranslator<KeyOf<typeof payoutMessages>>, sale: UpcomingPayout) {
  if (sale.stage === "held") return t("payouts.upcoming.heldText");
  if (sale.stage === "return_window" && sale.dueAt)
    return t("payouts.upcoming.dueOn", { deadline: formatDeadline(sale.dueAt, t.language) });
  return t("payouts.upcoming.dueAfter", { hours: RETURN_WINDOW_HOURS });
}

function UpcomingRow({ sale }: { sale: UpcomingPayout }) {
  const t = useMessages(payoutMessages);
  const { Icon, label, tone } = STAGE_BADGE[sale.stage];
  return (
    <li className={card("p-4")} data-testid="upcoming-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            href={`/track-orders/${sale.orderId}`}
            className="font-semibold break-words text-slate-900 hover:underline"
            translate="no"
          >
            {sale.productTitle}
          </Link>
          <p className="text-sm text-slate-500">
            {t("payouts.row.sale", {
              number: sale.orderNumber,
              price: formatRupees(sale.salePrice),
              fee: formatRupees(sale.sellerFee),
            })}
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold text-slate-900">{formatRupees(sale.amount)}</p>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
          <Icon className="size-3.5" aria-hidden />
          {t(label)}
        </span>
        <span className="min-w-0 break-words text-slate-700">{dueText(t, sale)}</span>
      </p>
    </li>
  );
}

/** Sales whose payout is not owed yet: the buyer's return window is open, or the parcel is still travelling. */
export function UpcomingPayouts({ upcoming }: { upcoming: UpcomingPayout[] }) {
  const t = useMessages(payoutMessages);
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-heading" className="mt-6">
      <h2 id="upcoming-heading" className="font-semibold text-slate-900">
        {t("payouts.upcoming.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("payouts.upcoming.intro")}</p>
      <ul className="mt-3 space-y-3">
        {upcoming.map((sale) => (
          <UpcomingRow key={sale.orderId} sale={sale} />
        ))}
      </ul>
    </section>
  );
}
