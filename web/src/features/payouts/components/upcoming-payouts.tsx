import { Clock, ShieldAlert, Truck } from "lucide-react";
import { Link } from "wouter";
import { formatDeadlineIST, RETURN_WINDOW_HOURS } from "@contract/orders";
import type { UpcomingPayout } from "@contract/payouts";
import { formatRupees } from "@web/lib/format";
import { card } from "@web/components/ui/card";

const STAGE_BADGE = {
  return_window: { Icon: Clock, label: "Return window open", tone: "bg-violet-50 text-violet-800" },
  in_transit: { Icon: Truck, label: "On its way to the buyer", tone: "bg-slate-100 text-slate-700" },
  held: { Icon: ShieldAlert, label: "Being checked", tone: "bg-amber-50 text-amber-800" },
} as const;

function dueText(sale: UpcomingPayout) {
  if (sale.stage === "held")
    return "The courier's delivery report is being checked by our team; the payout follows once it is confirmed";
  if (sale.stage === "return_window" && sale.dueAt)
    return `Due on ${formatDeadlineIST(sale.dueAt)} if the buyer keeps it`;
  return `Due ${RETURN_WINDOW_HOURS} hours after delivery if the buyer keeps it`;
}

function UpcomingRow({ sale }: { sale: UpcomingPayout }) {
  const { Icon, label, tone } = STAGE_BADGE[sale.stage];
  return (
    <li className={card("p-4")} data-testid="upcoming-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            href={`/track-orders/${sale.orderId}`}
            className="font-semibold break-words text-slate-900 hover:underline"
          >
            {sale.productTitle}
          </Link>
          <p className="text-sm text-slate-500">
            Order #{sale.orderNumber} · sold for {formatRupees(sale.salePrice)} · fee {formatRupees(sale.sellerFee)}
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold text-slate-900">{formatRupees(sale.amount)}</p>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
          <Icon className="size-3.5" aria-hidden />
          {label}
        </span>
        <span className="min-w-0 break-words text-slate-700">{dueText(sale)}</span>
      </p>
    </li>
  );
}

/** Sales whose payout is not owed yet: the buyer's return window is open, or the parcel is still travelling. */
export function UpcomingPayouts({ upcoming }: { upcoming: UpcomingPayout[] }) {
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-heading" className="mt-6">
      <h2 id="upcoming-heading" className="font-semibold text-slate-900">
        Coming to you
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each becomes a payout when the buyer's return window closes, and is then sent to your bank account.
      </p>
      <ul className="mt-3 space-y-3">
        {upcoming.map((sale) => (
          <UpcomingRow key={sale.orderId} sale={sale} />
        ))}
      </ul>
    </section>
  );
}
