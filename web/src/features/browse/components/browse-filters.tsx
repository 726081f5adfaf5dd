import { useMessages } from "@web/i18n/feature-messages";
import { browseMessages } from "@web/features/browse/messages";
import { conditionLabel } from "@web/i18n/labels";
import { SlidersHorizontal } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FORM_CONDITIONS } from "@contract/conditions";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";
import { priceRangeProblem, type BrowseParams } from "../browse-params";
import { card } from "@web/components/ui/card";

const labelClass = "mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase";

/**
 * Price range, condition and city. Typed values apply with the Apply button (or Enter), so a half-typed price does
 * not reload the grid at every keystroke; a range that cannot work is named at the fields and not applied.
 */
export function BrowseFilters({
  params,
  onApply,
}: {
  params: BrowseParams;
  onApply: (changes: Pick<BrowseParams, "minPrice" | "maxPrice" | "condition" | "city">) => void;
}) {
  const t = useMessages(browseMessages);
  const [minPrice, setMinPrice] = useState(params.minPrice);
  const [maxPrice, setMaxPrice] = useState(params.maxPrice);
  const [city, setCity] = useState(params.city);
  const [problem, setProblem] = useState<string>();

  function apply(event?: FormEvent, condition = params.condition) {
    event?.preventDefault();
    const found = priceRangeProblem(minPrice.trim(), maxPrice.trim());
    setProblem(found);
    if (!found) onApply({ minPrice: minPrice.trim(), maxPrice: maxPrice.trim(), condition, city: city.trim() });
  }

  const priceInput = (id: string, label: string, value: string, set: (v: string) => void, placeholder: string) => (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        maxLength={9}
        onChange={(e) => set(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "browse-price-error" : undefined}
        className={`${inputClass} h-11 py-0`}
      />
    </div>
  );

  return (
    <form onSubmit={apply} aria-label={t("browse.filters")} className={card("mt-4 p-3 sm:p-4")} noValidate>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[8rem_8rem_11rem_minmax(0,1fr)_auto] md:items-end">
        {priceInput("browse-min-price", t("browse.minPrice"), minPrice, setMinPrice, "0")}
        {priceInput("browse-max-price", t("browse.maxPrice"), maxPrice, setMaxPrice, t("browse.any"))}
        <div>
          <label htmlFor="browse-condition" className={labelClass}>
            {t("browse.condition")}
          </label>
          <select
            id="browse-condition"
            value={params.condition}
            onChange={(e) => apply(undefined, e.target.value)}
            className={`${inputClass} h-11 py-0`}
          >
            <option value="">{t("browse.anyCondition")}</option>
            {FORM_CONDITIONS.map((c) => (
              <option key={c.value} value={c.value}>
                {conditionLabel(t, c.value)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="browse-city" className={labelClass}>
            {t("browse.city")}
          </label>
          <input
            id="browse-city"
            autoComplete="address-level2"
            placeholder={t("browse.anyCity")}
            maxLength={100}
            value={city}
            onChange={(e) => setCity(e.target.value)}
            className={`${inputClass} h-11 py-0`}
          />
        </div>
        <Button type="submit" variant="outline" className="col-span-2 md:col-span-1">
          <SlidersHorizontal aria-hidden /> {t("browse.apply")}
        </Button>
      </div>
      {problem && (
        <p id="browse-price-error" role="alert" className="mt-2 text-sm text-red-600">
          {t.text(problem)}
        </p>
      )}
    </form>
  );
}
