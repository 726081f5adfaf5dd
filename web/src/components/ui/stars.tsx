import { Star } from "lucide-react";
import { useT } from "@web/i18n/i18n";

/** Five stars, the first `value` (rounded to a half) filled; read out as "4.5 out of 5 stars". */
export function Stars({ value, size = "sm" }: { value: number; size?: "sm" | "lg" }) {
  const t = useT();
  const cls = size === "lg" ? "size-6" : "size-4";
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t("stars.label", { value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={`relative inline-block ${cls}`} aria-hidden>
          <Star className={`absolute inset-0 ${cls} text-slate-300`} />
          {rounded >= n - 0.5 && (
            <span className="absolute inset-0 overflow-hidden" style={{ width: rounded >= n ? "100%" : "50%" }}>
              <Star className={`${cls} fill-amber-400 text-amber-400`} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

/** "4.5 (12 ratings)" or "No ratings yet". */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  const t = useT();
  if (average === null || count === 0) return <span className="text-sm text-slate-500">{t("stars.none")}</span>;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <Stars value={average} />
      <span className="font-semibold text-slate-900">{average.toFixed(1)}</span>
      <span className="text-slate-600">{t("stars.count", { n: count })}</span>
    </span>
  );
}
