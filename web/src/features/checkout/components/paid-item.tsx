import { Thumbnail } from "@web/components/product/thumbnail";
import { formatRupees } from "@web/lib/format";
import { card } from "@web/components/ui/card";

/** The item and the amount a payment was for, as the server recorded them: the success and failed pages' card. */
export function PaidItem({
  title,
  image,
  amount,
  caption,
}: {
  title: string;
  image: string | null;
  amount: number;
  caption: string;
}) {
  return (
    <div className={card("mt-6 flex items-center gap-3 p-3 text-left")} data-testid="paid-item">
      <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100">
        <Thumbnail src={image} size={64} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-semibold text-slate-900" translate="no">
          {title}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">{caption}</span>
      </span>
      <span className="shrink-0 text-lg font-bold text-slate-900">{formatRupees(amount)}</span>
    </div>
  );
}
